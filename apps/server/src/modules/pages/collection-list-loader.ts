import { COLLECTION_PAGE_SIZE, EVENT_LIST, FEED_CONTENT_TYPE } from '@plinth/contracts';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { ContentListContext, ContentPagination } from '@plinth/theme';
import {
  buildCalendar,
  filterNames,
  isEvents,
  listCollectionItems,
  monthBounds,
  monthOf,
  nextItemPublishMs,
  parseMonth,
  siteTimeZone,
  toContentCollectionContext,
  type CollectionPage,
  type ItemFilter,
} from '../collections';
import { openCatalog } from '../catalog';
import { loadStorefrontNavigation } from '../navigation';
import { collectionUrl, isFiltered, type CollectionQuery } from './collection-query';
import { cartQuantity, pageCacheKey } from './loaders';
import { buildPageOnce, type BuiltPage, type LoadedPage } from './page-render';
import { pageShell, PAGE_TYPE } from './page-shell';
import type { PageApp } from './page-visit';
import type { LiveSitePage, SitePageVisit } from './site-page-loader';

export const CONTENT_STYLES = '/assets/theme/content.css';
/** The most events one month's calendar shows. */
const CALENDAR_EVENTS_MAX = 500;
/** Events move from upcoming to past as they end: an events list is built again after this long. */
const EVENTS_LIST_TTL_MS = 60_000;

/** The Blog or Events page a live collection row is. */
export function collectionPageOf(
  row: Pick<LiveSitePage, 'id' | 'title' | 'slug' | 'collection_type'>,
): CollectionPage {
  return { id: row.id, title: row.title, slug: row.slug, collectionType: row.collection_type ?? 'blog' };
}

/** The blog's RSS link for the head (`<link rel="alternate">`); none for an events page. */
export function feedAlternates(collection: CollectionPage) {
  if (isEvents(collection)) return [];
  return [
    {
      type: FEED_CONTENT_TYPE.rss.split(';')[0] ?? 'application/rss+xml',
      title: collection.title,
      href: `/${collection.slug}?format=rss`,
    },
  ];
}

/**
 * A Blog or Events list (issue 22 section 1): its live items newest first (events: upcoming by start,
 * or past), `?offset=` pages with previous and next links, narrowed by tag, category, author or
 * month; an events page's month calendar with `?view=calendar`. Cached per query until the next
 * scheduled item goes live (events: for a minute, as they end).
 */
export async function loadCollectionListPage(
  app: PageApp,
  visit: SitePageVisit,
  row: LiveSitePage,
  query: CollectionQuery,
): Promise<LoadedPage> {
  const collection = collectionPageOf(row);
  const catalog = await openCatalog(app, visit.site);
  const listUrl = collectionUrl(`/${row.slug}`, query);
  const version = [row.id, row.live_revision, row.live_since, row.pages_stamp, visit.origin, listUrl].join(
    ':',
  );
  const cacheKey = pageCacheKey(visit, `collection:${version}`, catalog.version);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const page = await buildCollectionList(app, visit, collection, query);
      const navigation = await loadStorefrontNavigation(app, visit.site, catalog.version, visit.nowMs);
      const nextPublish = await nextItemPublishMs(app.db.kysely, visit.site, collection, visit.nowMs);
      const shell = pageShell(
        visit,
        {
          pageType: PAGE_TYPE.mainContent,
          template: page.template,
          pageId: row.id,
          title: page.title,
          seoTitle: page.filtered ? '' : row.seo_title,
          description: row.seo_description || undefined,
          islands: PAGE_ISLANDS.status,
          styles: [CONTENT_STYLES],
          canonicalPath: listUrl,
        },
        navigation,
        app.pageCache.assets,
      );
      const result: BuiltPage = {
        context: {
          ...shell,
          website: { ...shell.website, timeZone: siteTimeZone(visit.site) },
          page: { ...shell.page, alternates: feedAlternates(collection) },
          ...page.context,
        },
        islands: {},
        validUntil: Math.min(
          navigation.validUntil ?? Infinity,
          nextPublish ?? Infinity,
          isEvents(collection) ? visit.nowMs + EVENTS_LIST_TTL_MS : Infinity,
        ),
      };
      return result;
    },
    visit.nowMs,
  );
  if (!built) throw new Error('a collection list always builds');
  return { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey };
}

interface CollectionList {
  template: string;
  title: string;
  filtered: boolean;
  context: Pick<BuiltPage['context'], 'collection' | 'items' | 'pagination' | 'contentList' | 'calendar'>;
}

async function buildCollectionList(
  app: PageApp,
  visit: SitePageVisit,
  collection: CollectionPage,
  query: CollectionQuery,
): Promise<CollectionList> {
  const db = app.db.kysely;
  const { site, nowMs } = visit;
  const timeZone = siteTimeZone(site);
  const events = isEvents(collection);
  const path = `/${collection.slug}`;
  const filter: ItemFilter = {
    ...(query.tag !== undefined ? { tagSlug: query.tag } : {}),
    ...(query.category !== undefined ? { categorySlug: query.category } : {}),
    ...(query.author !== undefined ? { authorId: query.author } : {}),
  };
  const month = parseMonth(query.month);
  if (events && query.calendar) {
    const shown = month ?? parseMonth(monthOf(nowMs, timeZone)) ?? { year: 1970, month: 1 };
    const bounds = monthBounds(shown, timeZone);
    const { items } = await listCollectionItems(
      db,
      site,
      collection,
      {
        filter: { ...filter, eventsFrom: bounds.from, eventsBefore: bounds.before },
        order: 'startsAt',
        offset: 0,
        limit: CALENDAR_EVENTS_MAX,
      },
      nowMs,
    );
    const calendar = buildCalendar({
      month: shown,
      events: items,
      collectionPath: path,
      timeZone,
      language: visit.language ?? site.language,
      nowMs,
    });
    return {
      template: 'events-calendar',
      title: `${collection.title}: ${calendar.monthLabel}`,
      filtered: true,
      context: {
        collection: toContentCollectionContext(collection),
        items,
        calendar,
        contentList: listContext(collection, query, '', events),
      },
    };
  }
  if (month) {
    const bounds = monthBounds(month, timeZone);
    Object.assign(
      filter,
      events
        ? { eventsFrom: bounds.from, eventsBefore: bounds.before }
        : { shownFrom: bounds.from, shownBefore: bounds.before },
    );
  }
  const order = events ? (month ? 'startsAt' : query.past ? 'past' : 'upcoming') : 'newest';
  const page = await listCollectionItems(
    db,
    site,
    collection,
    { filter, order, offset: query.offset, limit: COLLECTION_PAGE_SIZE },
    nowMs,
  );
  const filtered = isFiltered(query);
  const heading = filtered ? await filterHeading(app, visit, collection, query, filter, timeZone) : '';
  return {
    template: filtered ? 'collection-filtered' : events ? 'events' : 'blog',
    title: heading || (events && query.past ? `${collection.title}: Past events` : collection.title),
    filtered,
    context: {
      collection: toContentCollectionContext(collection),
      items: page.items,
      pagination: paginationOf(path, query, page.hasMore),
      contentList: listContext(collection, query, heading, events),
    },
  };
}

function paginationOf(path: string, query: CollectionQuery, hasMore: boolean): ContentPagination {
  const size = COLLECTION_PAGE_SIZE;
  const prevOffset = Math.max(0, query.offset - size);
  const nextOffset = query.offset + size;
  return {
    pageSize: size,
    offset: query.offset,
    nextPage: hasMore,
    ...(hasMore
      ? { nextPageOffset: nextOffset, nextPageUrl: collectionUrl(path, { ...query, offset: nextOffset }) }
      : {}),
    prevPage: query.offset > 0,
    ...(query.offset > 0
      ? { prevPageOffset: prevOffset, prevPageUrl: collectionUrl(path, { ...query, offset: prevOffset }) }
      : {}),
  };
}

function listContext(
  collection: CollectionPage,
  query: CollectionQuery,
  heading: string,
  events: boolean,
): ContentListContext {
  const path = `/${collection.slug}`;
  const plain = { offset: 0, calendar: false, past: false };
  const views = events
    ? [
        { label: 'Upcoming', url: path, current: !query.calendar && !query.past && !isFiltered(query) },
        {
          label: 'Past',
          url: collectionUrl(path, { ...plain, past: true }),
          current: query.past && !query.calendar,
        },
        {
          label: 'Calendar',
          url: collectionUrl(path, { ...plain, calendar: true }),
          current: query.calendar,
        },
      ]
    : [];
  const noun = events ? 'events' : 'posts';
  return {
    isEvents: events,
    filterHeading: heading,
    clearFilterUrl: path,
    showPastOrUpcomingEvents: events ? (query.past ? EVENT_LIST.past : EVENT_LIST.upcoming) : '',
    views,
    emptyText: isFiltered(query)
      ? `No ${noun} match this filter.`
      : events
        ? query.past
          ? 'No past events.'
          : 'No upcoming events. Please check back soon.'
        : 'No posts yet. Please check back soon.',
  };
}

/** "Posts tagged “News”", "Events in March 2026"... The unknown name of a tag shows its slug. */
async function filterHeading(
  app: PageApp,
  visit: SitePageVisit,
  collection: CollectionPage,
  query: CollectionQuery,
  filter: ItemFilter,
  timeZone: string,
): Promise<string> {
  const names = await filterNames(app.db.kysely, visit.site, filter);
  const noun = isEvents(collection) ? 'Events' : 'Posts';
  const parts: string[] = [];
  if (query.tag !== undefined) parts.push(`tagged “${names.tag ?? query.tag}”`);
  if (query.category !== undefined) parts.push(`in “${names.category ?? query.category}”`);
  if (query.author !== undefined) parts.push(`by ${names.author ?? 'an unknown author'}`);
  const month = parseMonth(query.month);
  if (month) {
    const label = new Intl.DateTimeFormat(visit.language ?? visit.site.language, {
      timeZone,
      year: 'numeric',
      month: 'long',
    }).format(Date.parse(monthBounds(month, timeZone).from) + 86_400_000);
    parts.push(`from ${label}`);
  }
  return `${noun} ${parts.join(', ')}`;
}
