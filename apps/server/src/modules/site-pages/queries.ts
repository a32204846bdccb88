import {
  fixedQuery,
  type Executor,
  type SitePageRevisionRow,
  type SitePageRow,
  type SitePagesTable,
} from '@plinth/db';
import type { Insertable, Updateable } from 'kysely';

/** The Pages panel's columns: everything but the two documents. */
const SUMMARY_COLUMNS = [
  'id',
  'website_id',
  'title',
  'slug',
  'parent_id',
  'position',
  'status',
  'publish_at',
  'draft_revision',
  'published_revision',
  'published_at',
  'scheduled_revision',
  'password_hash',
  'member_only',
  'is_home',
  'updated_at',
  'collection_type',
  'collection_id',
] as const;
export type SitePageSummaryRow = Pick<SitePageRow, (typeof SUMMARY_COLUMNS)[number]>;

/** The site's pages, not the items of its collections (decision 0052). */
export async function listSitePageRows(db: Executor, websiteId: string): Promise<SitePageSummaryRow[]> {
  return db
    .selectFrom('site_pages')
    .select(SUMMARY_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('collection_id', 'is', null)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findSitePageRow(
  db: Executor,
  websiteId: string,
  pageId: string,
): Promise<SitePageRow | null> {
  const row = await db
    .selectFrom('site_pages')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', pageId)
    .executeTakeFirst();
  return row ?? null;
}

/** What serving a page needs to decide and to key its cache: no documents (read on a cache miss). */
export type LiveSitePageRow = Pick<
  SitePageRow,
  | 'id'
  | 'website_id'
  | 'title'
  | 'slug'
  | 'status'
  | 'publish_at'
  | 'published_revision'
  | 'published_at'
  | 'scheduled_revision'
  | 'seo_title'
  | 'seo_description'
  | 'social_image_file_id'
  | 'password_hash'
  | 'member_only'
  | 'collection_type'
> & {
  is_home: 0 | 1;
  /** The site's live-pages version: links between pages depend on other rows (part of the cache key). */
  pages_stamp: number | null;
};

const LIVE_PAGE_SELECT = `select id, website_id, title, slug, status, publish_at, published_revision, published_at,
  scheduled_revision, seo_title, seo_description, social_image_file_id, password_hash, member_only, is_home,
  collection_type, (select version from site_page_versions where site_page_versions.website_id = site_pages.website_id) as pages_stamp
  from site_pages`;
// Items are served at /{collection}/{item} only, never at /{slug} nor as the home page.
const LIVE_PAGE_BY_SLUG = fixedQuery<LiveSitePageRow>(
  `${LIVE_PAGE_SELECT} where website_id = ? and slug = ? and collection_id is null`,
);
const LIVE_HOME_PAGE = fixedQuery<LiveSitePageRow>(
  `${LIVE_PAGE_SELECT} where website_id = ? and is_home = 1 and collection_id is null order by id limit 1`,
);
const PUBLISHED_DOCUMENT = fixedQuery<{ document: string | null }>(
  'select published_document as document from site_pages where website_id = ? and id = ?',
);
const SCHEDULED_DOCUMENT = fixedQuery<{ document: string | null }>(
  'select scheduled_document as document from site_pages where website_id = ? and id = ?',
);

/** PostgreSQL returns a bigint subquery as a string; the stamp is a small counter. */
function liveRow(row: LiveSitePageRow | undefined): LiveSitePageRow | null {
  if (!row) return null;
  return {
    ...row,
    member_only: Number(row.member_only) === 1 ? 1 : 0,
    is_home: Number(row.is_home) === 1 ? 1 : 0,
    pages_stamp: row.pages_stamp === null ? null : Number(row.pages_stamp),
  };
}

/**
 * The page at `slug`, without its documents, with the site's live-pages version: the lookup every
 * block page request makes, so it is a fixed (prepared) statement.
 */
export async function findSitePageBySlug(
  db: Executor,
  websiteId: string,
  slug: string,
): Promise<LiveSitePageRow | null> {
  return liveRow(await LIVE_PAGE_BY_SLUG.first(db, [websiteId, slug]));
}

/** The site's home page (the one shown at "/") like findSitePageBySlug, or null when none. */
export async function findHomeSitePage(db: Executor, websiteId: string): Promise<LiveSitePageRow | null> {
  return liveRow(await LIVE_HOME_PAGE.first(db, [websiteId]));
}

/**
 * The page's published or scheduled document (JSON), read only when its HTML is not cached; null when
 * the page or that copy is gone.
 */
export async function findLiveDocument(
  db: Executor,
  websiteId: string,
  pageId: string,
  copy: 'published' | 'scheduled',
): Promise<string | null> {
  const query = copy === 'scheduled' ? SCHEDULED_DOCUMENT : PUBLISHED_DOCUMENT;
  const row = await query.first(db, [websiteId, pageId]);
  return row?.document ?? null;
}

/**
 * Raises the site's live-pages version (`pages_stamp`): cached site pages are rebuilt. Callers go
 * through `bumpLivePagesVersion` (live-pages-version.ts), which raises the catalogue version too.
 */
export async function bumpSitePageVersion(db: Executor, websiteId: string): Promise<void> {
  await db
    .insertInto('site_page_versions')
    .values({ website_id: websiteId, version: 1 })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet((eb) => ({ version: eb('site_page_versions.version', '+', 1) })),
    )
    .execute();
}

/** The site's settings JSON as stored now (the navigations that link pages are read from it). */
export async function findSiteSettingsJson(db: Executor, websiteId: string): Promise<string> {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst();
  return row?.settings ?? '{}';
}

/** Makes `pageId` the site's only home page (null: none). */
export async function setHomeSitePage(db: Executor, websiteId: string, pageId: string | null): Promise<void> {
  await db
    .updateTable('site_pages')
    .set({ is_home: 0 })
    .where('website_id', '=', websiteId)
    .where('is_home', '=', 1)
    .execute();
  if (pageId === null) return;
  await db
    .updateTable('site_pages')
    .set({ is_home: 1 })
    .where('website_id', '=', websiteId)
    .where('id', '=', pageId)
    .execute();
}

/** Slugs and ids of the pages named, for links between pages. */
export async function listSitePageSlugs(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<
  Pick<SitePageRow, 'id' | 'slug' | 'status' | 'publish_at' | 'published_revision' | 'scheduled_revision'>[]
> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('site_pages')
    .select(['id', 'slug', 'status', 'publish_at', 'published_revision', 'scheduled_revision'])
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * Every slug a new or renamed page must avoid: other pages' and the store pages' url_ids. With
 * `collectionId` (an item's), only the other items of that collection: an item lives at
 * /{collection}/{slug}.
 */
export async function listTakenSlugs(
  db: Executor,
  websiteId: string,
  exceptPageId?: string,
  collectionId: string | null = null,
): Promise<string[]> {
  let pages = db
    .selectFrom('site_pages')
    .select('slug')
    .where('website_id', '=', websiteId)
    .where('collection_id', collectionId === null ? 'is' : '=', collectionId);
  if (exceptPageId !== undefined) pages = pages.where('id', '!=', exceptPageId);
  if (collectionId !== null) return (await pages.execute()).map((r) => r.slug);
  const collections = db
    .selectFrom('collections')
    .select('url_id as slug')
    .where('website_id', '=', websiteId);
  const rows = await pages.union(collections).execute();
  return rows.map((r) => r.slug);
}

/** Pages only: the limit of SITE_PAGE_LIMITS.pagesMax does not count items. */
export async function countSitePages(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('site_pages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('website_id', '=', websiteId)
    .where('collection_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function nextSitePagePosition(
  db: Executor,
  websiteId: string,
  parentId: string | null,
): Promise<number> {
  const row = await db
    .selectFrom('site_pages')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('website_id', '=', websiteId)
    .where('collection_id', 'is', null)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

export async function insertSitePageRow(db: Executor, row: Insertable<SitePagesTable>): Promise<void> {
  await db.insertInto('site_pages').values(row).execute();
}

/** Applies `changes`; `where.draftRevision` makes it conditional (the save's conflict check). */
export async function updateSitePageRow(
  db: Executor,
  websiteId: string,
  pageId: string,
  changes: Updateable<SitePagesTable>,
  where: { draftRevision?: number } = {},
): Promise<boolean> {
  let query = db
    .updateTable('site_pages')
    .set(changes)
    .where('website_id', '=', websiteId)
    .where('id', '=', pageId);
  if (where.draftRevision !== undefined) query = query.where('draft_revision', '=', where.draftRevision);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The ids of a collection's items (deleting the collection deletes them). */
export async function listCollectionItemIds(
  db: Executor,
  websiteId: string,
  collectionId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('site_pages')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .execute();
  return rows.map((r) => r.id);
}

/** Removes the page and its revisions; its subpages move up to its parent. */
export async function deleteSitePageRow(db: Executor, websiteId: string, page: SitePageRow): Promise<void> {
  await db
    .updateTable('site_pages')
    .set({ parent_id: page.parent_id })
    .where('website_id', '=', websiteId)
    .where('parent_id', '=', page.id)
    .execute();
  await db.deleteFrom('site_page_revisions').where('page_id', '=', page.id).execute();
  await db.deleteFrom('site_pages').where('website_id', '=', websiteId).where('id', '=', page.id).execute();
}

/** Removes items (pages of a collection) and their revisions; content_items rows go by cascade. */
export async function deleteItemRows(db: Executor, websiteId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('site_page_revisions').where('page_id', 'in', ids).execute();
  await db.deleteFrom('site_pages').where('website_id', '=', websiteId).where('id', 'in', ids).execute();
}

export async function insertSitePageRevision(db: Executor, row: SitePageRevisionRow): Promise<void> {
  await db.insertInto('site_page_revisions').values(row).execute();
}

/** Drops revisions older than the newest `keep` of the page. */
export async function pruneSitePageRevisions(
  db: Executor,
  pageId: string,
  newest: number,
  keep: number,
): Promise<void> {
  await db
    .deleteFrom('site_page_revisions')
    .where('page_id', '=', pageId)
    .where('revision', '<=', newest - keep)
    .execute();
}

export async function listSitePageRevisionRows(
  db: Executor,
  pageId: string,
): Promise<Omit<SitePageRevisionRow, 'document'>[]> {
  return db
    .selectFrom('site_page_revisions')
    .select(['page_id', 'revision', 'saved_by', 'saved_at'])
    .where('page_id', '=', pageId)
    .orderBy('revision', 'desc')
    .execute();
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
