import type { SitePageStatus } from '@plinth/contracts';
import {
  containsPattern,
  sql,
  type ContentItemRow,
  type ContentItemsTable,
  type Executor,
  type SitePageRow,
} from '@plinth/db';
import type { Insertable, Updateable } from 'kysely';

/** A collection page: the columns the content API answers with. */
export type CollectionPageRow = Pick<
  SitePageRow,
  'id' | 'title' | 'slug' | 'status' | 'publish_at' | 'published_revision' | 'scheduled_revision'
> & { collection_type: string };

const COLLECTION_COLUMNS = [
  'id',
  'title',
  'slug',
  'status',
  'publish_at',
  'published_revision',
  'scheduled_revision',
  'collection_type',
] as const;

export async function findCollectionPage(
  db: Executor,
  websiteId: string,
  pageId: string,
): Promise<CollectionPageRow | null> {
  const row = await db
    .selectFrom('site_pages')
    .select(COLLECTION_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('id', '=', pageId)
    .where('collection_type', 'is not', null)
    .executeTakeFirst();
  return row && row.collection_type !== null ? { ...row, collection_type: row.collection_type } : null;
}

/** The site's collection pages in the Pages panel's order, with how many items each holds. */
export async function listCollectionPages(
  db: Executor,
  websiteId: string,
): Promise<(CollectionPageRow & { item_count: number })[]> {
  const rows = await db
    .selectFrom('site_pages')
    .select(COLLECTION_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('content_items')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('content_items.collection_id', '=', 'site_pages.id')
        .as('item_count'),
    )
    .where('website_id', '=', websiteId)
    .where('collection_type', 'is not', null)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    collection_type: row.collection_type ?? '',
    item_count: Number(row.item_count ?? 0),
  }));
}

export async function countCollectionItems(db: Executor, websiteId: string, collectionId: string) {
  const row = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findContentItemRow(
  db: Executor,
  websiteId: string,
  pageId: string,
): Promise<ContentItemRow | null> {
  const row = await db
    .selectFrom('content_items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertContentItemRow(db: Executor, row: Insertable<ContentItemsTable>): Promise<void> {
  await db.insertInto('content_items').values(row).execute();
}

export async function updateContentItemRow(
  db: Executor,
  websiteId: string,
  pageId: string,
  changes: Updateable<ContentItemsTable>,
): Promise<void> {
  await db
    .updateTable('content_items')
    .set(changes)
    .where('website_id', '=', websiteId)
    .where('page_id', '=', pageId)
    .execute();
}

/** Sets the item's shown date to `atIso` unless it has one (one statement: no read, no race). */
export async function fillEmptyItemDate(
  db: Executor,
  websiteId: string,
  pageId: string,
  atIso: string,
): Promise<void> {
  await db
    .updateTable('content_items')
    .set({ item_date: atIso })
    .where('website_id', '=', websiteId)
    .where('page_id', '=', pageId)
    .where('item_date', 'is', null)
    .execute();
}

/** What the owner's item list filters by (the terms by name, as the items show them). */
export interface ItemFilter {
  /** ISO 8601: the app's clock, for the effective status. */
  now: string;
  q?: string;
  status?: SitePageStatus;
  tag?: string;
  category?: string;
  authorId?: string;
}

/** An item's page columns and typed fields, without its documents. */
export type ItemListRow = Pick<
  SitePageRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'status'
  | 'publish_at'
  | 'published_revision'
  | 'published_at'
  | 'scheduled_revision'
  | 'draft_revision'
  | 'updated_at'
> &
  Omit<ContentItemRow, 'page_id' | 'website_id' | 'created_at' | 'updated_at'>;

function filteredItems(db: Executor, websiteId: string, collectionId: string, filter: ItemFilter) {
  let query = db
    .selectFrom('content_items')
    .innerJoin('site_pages', 'site_pages.id', 'content_items.page_id')
    .where('content_items.website_id', '=', websiteId)
    .where('content_items.collection_id', '=', collectionId);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where(sql<boolean>`lower(site_pages.title) like ${pattern} escape '\\'`);
  }
  // A scheduled item whose time has come reads Published (effectivePageStatus): filtered the same way.
  if (filter.status === 'published') {
    query = query.where((eb) =>
      eb.or([
        eb('site_pages.status', '=', 'published'),
        eb.and([eb('site_pages.status', '=', 'scheduled'), eb('site_pages.publish_at', '<=', filter.now)]),
      ]),
    );
  } else if (filter.status === 'scheduled') {
    query = query
      .where('site_pages.status', '=', 'scheduled')
      .where('site_pages.publish_at', '>', filter.now);
  } else if (filter.status) query = query.where('site_pages.status', '=', filter.status);
  if (filter.authorId) query = query.where('content_items.author_id', '=', filter.authorId);
  for (const [kind, name] of [
    ['tag', filter.tag],
    ['category', filter.category],
  ] as const) {
    if (!name) continue;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('term_assignments')
          .innerJoin('terms', 'terms.id', 'term_assignments.term_id')
          .select('terms.id')
          .where('term_assignments.subject_type', '=', 'item')
          .whereRef('term_assignments.subject_id', '=', 'content_items.page_id')
          .where('terms.kind', '=', kind)
          .where(sql<boolean>`lower(terms.name) = ${name.toLowerCase()}`),
      ),
    );
  }
  return query;
}

/**
 * One page of a collection's items, newest first: events by their start, posts by their date (a
 * draft without one by its creation).
 */
export async function listItemRows(
  db: Executor,
  websiteId: string,
  collectionId: string,
  filter: ItemFilter,
  page: { offset: number; limit: number; events: boolean },
): Promise<ItemListRow[]> {
  return filteredItems(db, websiteId, collectionId, filter)
    .select([
      'site_pages.id',
      'site_pages.title',
      'site_pages.slug',
      'site_pages.status',
      'site_pages.publish_at',
      'site_pages.published_revision',
      'site_pages.published_at',
      'site_pages.scheduled_revision',
      'site_pages.draft_revision',
      'site_pages.updated_at',
      'content_items.collection_id',
      'content_items.excerpt',
      'content_items.author_id',
      'content_items.featured_image_file_id',
      'content_items.item_date',
      'content_items.starts_at',
      'content_items.ends_at',
      'content_items.all_day',
      'content_items.location',
    ])
    .orderBy(
      page.events
        ? sql`coalesce(content_items.starts_at, content_items.created_at)`
        : sql`coalesce(content_items.item_date, content_items.created_at)`,
      'desc',
    )
    .orderBy('site_pages.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countItemRows(
  db: Executor,
  websiteId: string,
  collectionId: string,
  filter: ItemFilter,
): Promise<number> {
  const row = await filteredItems(db, websiteId, collectionId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The names of the users named (authors). */
export async function listUserNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function siteFileExists(db: Executor, websiteId: string, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('files')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The site's settings JSON (its time zone is shown with events). */
export async function findSiteSettings(db: Executor, websiteId: string): Promise<string> {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst();
  return row?.settings ?? '{}';
}
