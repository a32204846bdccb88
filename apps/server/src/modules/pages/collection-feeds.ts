import { FEED_ITEM_COUNT, ICAL_FEED_EVENT_COUNT, liveCopyOf, plainTextOf } from '@plinth/contracts';
import type { ContentItemContext } from '@plinth/theme';
import { renderPageBlocks } from '@plinth/theme/blocks';
import {
  absoluteLinks,
  findLiveItemDocument,
  icsCalendar,
  listCollectionItems,
  locationText,
  rssFeed,
  siteTimeZone,
  type CollectionItem,
  type IcsEvent,
} from '../collections';
import { openCatalog } from '../catalog';
import { absoluteUrl } from '../seo';
import { parseDocument } from '../site-pages';
import { collectionPageOf } from './collection-list-loader';
import type { PageApp } from './page-visit';
import { loadBlockRenderContext } from './site-page-blocks';
import type { LiveSitePage, SitePageVisit } from './site-page-loader';

/**
 * A blog's RSS 2.0 feed (`/{blog}?format=rss`): its latest live posts, each with its excerpt and its
 * body rendered as on its page, every link absolute.
 */
export async function loadBlogFeed(app: PageApp, visit: SitePageVisit, row: LiveSitePage): Promise<string> {
  const collection = collectionPageOf(row);
  const { items } = await listCollectionItems(
    app.db.kysely,
    visit.site,
    collection,
    { filter: {}, order: 'newest', offset: 0, limit: FEED_ITEM_COUNT },
    visit.nowMs,
  );
  const origin = visit.origin;
  const rssItems = [];
  for (const item of items) {
    const body = await renderItemBody(app, visit, item);
    rssItems.push({
      title: item.title,
      link: absoluteUrl(origin, item.fullUrl),
      publishedMs: item.publishOn,
      description: absoluteLinks(item.excerpt, origin),
      content: absoluteLinks(body, origin),
      categories: [...item.categories, ...item.tags],
      author: item.author?.displayName ?? '',
    });
  }
  return rssFeed({
    title: row.seo_title || `${row.title} — ${visit.site.title}`,
    link: absoluteUrl(origin, `/${row.slug}`),
    selfUrl: absoluteUrl(origin, `/${row.slug}?format=rss`),
    description: row.seo_description || visit.site.description || `${row.title} at ${visit.site.title}`,
    language: visit.site.language,
    builtMs:
      items.reduce((latest, item) => Math.max(latest, item.updatedOn, item.publishOn), 0) || visit.nowMs,
    items: rssItems,
  });
}

/** The item's live document as HTML, '' when its copy is gone. */
async function renderItemBody(app: PageApp, visit: SitePageVisit, item: ContentItemContext): Promise<string> {
  const json = await findLiveItemDocument(app.db.kysely, visit.site, item.id, visit.nowMs);
  if (json === null) return '';
  const document = parseDocument(json);
  const catalog = await openCatalog(app, visit.site);
  const context = await loadBlockRenderContext(app, visit.site, catalog, document, visit.nowMs);
  return renderPageBlocks(document, { ...context, eagerBlocks: 0 });
}

/** An events page's iCalendar feed (`/{events}?format=ical`): upcoming events, soonest first. */
export async function loadEventsFeed(app: PageApp, visit: SitePageVisit, row: LiveSitePage): Promise<string> {
  const collection = collectionPageOf(row);
  const { items } = await listCollectionItems(
    app.db.kysely,
    visit.site,
    collection,
    { filter: {}, order: 'upcoming', offset: 0, limit: ICAL_FEED_EVENT_COUNT },
    visit.nowMs,
  );
  return icsCalendar({
    name: row.title,
    stampMs: visit.nowMs,
    timeZone: siteTimeZone(visit.site),
    events: items.map((item) => icsEventOf(visit, item)),
  });
}

/** One event as an .ics download ("Add to calendar"), or null when `found` is no live event. */
export function loadEventIcs(
  visit: SitePageVisit,
  found: CollectionItem,
): { ics: string; fileName: string } | null {
  if (liveCopyOf(found.row, visit.nowMs) === null || found.item.startDate === undefined) return null;
  return {
    ics: icsCalendar({
      stampMs: visit.nowMs,
      timeZone: siteTimeZone(visit.site),
      events: [icsEventOf(visit, found.item)],
    }),
    fileName: `${found.item.urlId}.ics`,
  };
}

function icsEventOf(visit: SitePageVisit, item: ContentItemContext): IcsEvent {
  const host = new URL(visit.origin).hostname;
  return {
    uid: `${item.id}@${host}`,
    title: item.title,
    description: plainTextOf(item.excerpt),
    location: locationText(item.location ?? null),
    url: absoluteUrl(visit.origin, item.fullUrl),
    startMs: item.startDate ?? item.publishOn,
    endMs: item.endDate ?? item.startDate ?? item.publishOn,
    allDay: item.allDay,
    updatedMs: item.updatedOn,
  };
}
