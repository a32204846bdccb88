import { isPageLive } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import type { ContentBlockData } from '@plinth/theme/blocks';
import type { Site } from '../sites';
import { buildCalendar } from './calendar';
import { isEvents, termUrl, type CollectionPage } from './item-context';
import { listCollectionPageRows, listCollectionTermCounts, listLiveItemDates } from './queries';
import { listCollectionItems } from './service';
import { monthKey, monthOf, parseMonth, siteTimeZone, zonedInstant } from './zoned-time';

/** Items a summary block may show at most (its limit's maximum). */
const BLOCK_ITEMS = 20;
/** How many of the newest items the month archive counts. */
const ARCHIVE_ITEMS = 5000;

/**
 * What the content blocks of a page show for each Blog or Events page they name (issue 22 section 3):
 * only pages visitors may see now, neither locked nor for members only (a block must not leak them).
 */
export async function loadContentBlockData(
  db: Executor,
  site: Site,
  ids: readonly string[],
  nowMs: number,
): Promise<Map<string, ContentBlockData>> {
  const found = new Map<string, ContentBlockData>();
  const rows = await listCollectionPageRows(db, site.id, ids);
  const timeZone = siteTimeZone(site);
  const nowIso = new Date(nowMs).toISOString();
  for (const row of rows) {
    if (!isPageLive(row, nowMs) || row.password_hash !== null || Number(row.member_only) === 1) continue;
    const collection: CollectionPage = {
      id: row.id,
      title: row.title,
      slug: row.slug,
      collectionType: row.collection_type ?? 'blog',
    };
    const events = isEvents(collection);
    const path = `/${collection.slug}`;
    const [latest, dates, terms] = await Promise.all([
      listCollectionItems(
        db,
        site,
        collection,
        { filter: {}, order: events ? 'upcoming' : 'newest', offset: 0, limit: BLOCK_ITEMS },
        nowMs,
      ),
      listLiveItemDates(db, {
        websiteId: site.id,
        collectionId: row.id,
        nowIso,
        events,
        limit: ARCHIVE_ITEMS,
      }),
      listCollectionTermCounts(db, { websiteId: site.id, collectionId: row.id, nowIso }),
    ]);
    const termsOf = (kind: string) =>
      terms
        .filter((term) => term.kind === kind)
        .map((term) => ({ name: term.name, url: termUrl(path, kind, term.slug), count: term.count }));
    found.set(row.id, {
      collectionType: collection.collectionType,
      title: collection.title,
      fullUrl: path,
      items: latest.items,
      months: monthsOf(dates, timeZone, site.language, path),
      tags: termsOf('tag'),
      categories: termsOf('category'),
      calendar: events ? await monthCalendar(db, site, collection, timeZone, nowMs) : null,
      timeZone,
      language: site.language,
    });
  }
  return found;
}

function monthsOf(dates: readonly string[], timeZone: string, language: string, path: string) {
  const counts = new Map<string, number>();
  for (const date of dates) {
    const ms = Date.parse(date);
    if (!Number.isFinite(ms)) continue;
    const key = monthOf(ms, timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const format = new Intl.DateTimeFormat(language, { timeZone, year: 'numeric', month: 'long' });
  return [...counts.entries()].map(([key, count]) => {
    const month = parseMonth(key) ?? { year: 1970, month: 1 };
    return {
      label: format.format(zonedInstant(timeZone, month.year, month.month, 15, 12)),
      url: `${path}?month=${monthKey(month)}`,
      count,
    };
  });
}

async function monthCalendar(
  db: Executor,
  site: Site,
  collection: CollectionPage,
  timeZone: string,
  nowMs: number,
) {
  const month = parseMonth(monthOf(nowMs, timeZone)) ?? { year: 1970, month: 1 };
  const from = new Date(zonedInstant(timeZone, month.year, month.month, 1)).toISOString();
  const next =
    month.month === 12 ? { year: month.year + 1, month: 1 } : { year: month.year, month: month.month + 1 };
  const before = new Date(zonedInstant(timeZone, next.year, next.month, 1)).toISOString();
  const { items } = await listCollectionItems(
    db,
    site,
    collection,
    { filter: { eventsFrom: from, eventsBefore: before }, order: 'startsAt', offset: 0, limit: 200 },
    nowMs,
  );
  return buildCalendar({
    month,
    events: items,
    collectionPath: `/${collection.slug}`,
    timeZone,
    language: site.language,
    nowMs,
  });
}
