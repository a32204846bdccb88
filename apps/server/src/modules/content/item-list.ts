import {
  DEFAULT_SITE_TIME_ZONE,
  CONTENT_ITEM_LIMITS,
  COLLECTION_TYPE,
  SITE_PAGE_STATUS_LABEL,
  effectivePageStatus,
  type ContentCollectionList,
  type ContentItemList,
  type ContentItemListQuery,
} from '@plinth/contracts';
import type { SitePagesApp } from '../site-pages';
import { parseStoredSettings, type Site } from '../sites';
import { collectionTypeOf, toContentItemSummary } from './item-view';
import { getCollectionPage, loadItemExtras } from './item-read';
import { countItemRows, findSiteSettings, listCollectionPages, listItemRows } from './queries';

/** The site's blogs and events pages, each with how many items it holds. */
export async function listCollections(app: SitePagesApp, site: Site): Promise<ContentCollectionList> {
  const rows = await listCollectionPages(app.db.kysely, site.id);
  const now = app.now();
  const settings = parseStoredSettings(await findSiteSettings(app.db.kysely, site.id));
  const zone = typeof settings.timeZone === 'string' && settings.timeZone ? settings.timeZone : null;
  return {
    timeZone: zone ?? DEFAULT_SITE_TIME_ZONE,
    collections: rows.map((row) => {
      const status = effectivePageStatus(row, now);
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        url: `/${row.slug}`,
        collectionType: collectionTypeOf(row.collection_type),
        status,
        statusLabel: SITE_PAGE_STATUS_LABEL[status],
        itemCount: row.item_count,
      };
    }),
  };
}

/**
 * One page of a collection's items for the owner, newest first (events by their start), filtered by
 * words of the title, status, a tag, a category or the author.
 */
export async function listContentItems(
  app: SitePagesApp,
  site: Site,
  collectionId: string,
  query: ContentItemListQuery,
): Promise<ContentItemList> {
  const db = app.db.kysely;
  const collection = await getCollectionPage(db, site, collectionId);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? CONTENT_ITEM_LIMITS.pageSizeDefault;
  const now = app.now();
  const filter = {
    now: new Date(now).toISOString(),
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.authorId ? { authorId: query.authorId } : {}),
  };
  const events = collection.collection_type === COLLECTION_TYPE.events;
  const rows = await listItemRows(db, site.id, collectionId, filter, { offset, limit, events });
  const total = await countItemRows(db, site.id, collectionId, filter);
  const extras = await loadItemExtras(db, site, rows);
  return {
    items: rows.map((row) => toContentItemSummary(row, collection, now, extras)),
    total,
    offset,
    limit,
  };
}
