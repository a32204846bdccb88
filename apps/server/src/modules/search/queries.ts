import { engineOf, sql, type Executor, type NewSearchDocument } from '@plinth/db';
import type { PageSubject, ProductSubject } from './subject-documents';

const PAGE_COLUMNS = [
  'id',
  'title',
  'slug',
  'status',
  'publish_at',
  'published_document',
  'published_revision',
  'scheduled_document',
  'scheduled_revision',
  'password_hash',
  'member_only',
  'is_home',
  'collection_type',
  'collection_id',
] as const;

function productSubjects(db: Executor, websiteId: string) {
  return db
    .selectFrom('products')
    .innerJoin('collections', 'collections.id', 'products.collection_id')
    .select([
      'products.id',
      'products.title',
      'products.description',
      'products.url_id',
      'products.images',
      'products.status',
      'products.publish_at',
      'collections.url_id as collection_url_id',
      'collections.enabled as collection_enabled',
    ])
    .where('products.website_id', '=', websiteId);
}

export async function findProductSubject(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<ProductSubject | null> {
  return (
    (await productSubjects(db, websiteId).where('products.id', '=', productId).executeTakeFirst()) ?? null
  );
}

/** A batch of the site's products after `afterId`, in id order (the rebuild walks them). */
export async function listProductSubjects(
  db: Executor,
  websiteId: string,
  afterId: string,
  limit: number,
): Promise<ProductSubject[]> {
  return productSubjects(db, websiteId)
    .where('products.id', '>', afterId)
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

export async function findPageSubject(
  db: Executor,
  websiteId: string,
  pageId: string,
): Promise<PageSubject | null> {
  const row = await db
    .selectFrom('site_pages')
    .select(PAGE_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('id', '=', pageId)
    .executeTakeFirst();
  return row ?? null;
}

/** A batch of the site's pages and items after `afterId`, in id order. */
export async function listPageSubjects(
  db: Executor,
  websiteId: string,
  afterId: string,
  limit: number,
): Promise<PageSubject[]> {
  return db
    .selectFrom('site_pages')
    .select(PAGE_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The excerpts of the named items (their content_items rows). */
export async function listItemExcerpts(
  db: Executor,
  websiteId: string,
  pageIds: readonly string[],
): Promise<Map<string, string>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_items')
    .select(['page_id', 'excerpt'])
    .where('website_id', '=', websiteId)
    .where('page_id', 'in', pageIds)
    .execute();
  return new Map(rows.map((r) => [r.page_id, r.excerpt]));
}

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

export async function findSiteLanguage(db: Executor, websiteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('websites')
    .select('language')
    .where('id', '=', websiteId)
    .executeTakeFirst();
  return row?.language ?? null;
}

export async function deleteSubjectDocuments(
  db: Executor,
  websiteId: string,
  subjectTypes: readonly string[],
  subjectId: string,
): Promise<void> {
  await db
    .deleteFrom('search_documents')
    .where('website_id', '=', websiteId)
    .where('subject_id', '=', subjectId)
    .where('subject_type', 'in', subjectTypes)
    .execute();
}

export async function deleteSiteDocuments(db: Executor, websiteId: string): Promise<void> {
  await db.deleteFrom('search_documents').where('website_id', '=', websiteId).execute();
}

/**
 * PostgreSQL's planner statistics of the index, read again (ANALYZE). After a rebuild of thousands of
 * rows, a planner still counting the table as nearly empty reads every row of the site instead of
 * the text index (77 ms against 2 ms for one word of 20,000 documents). Autovacuum does the same
 * later; SQLite's full-text table needs nothing. Run outside the rebuild's transaction.
 */
export async function analyzeSearchDocuments(db: Executor): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`analyze search_documents`.execute(db);
}

/** Rows per insert statement: well under either engine's limit on bound values. */
const INSERT_CHUNK = 200;

export async function insertSearchDocuments(db: Executor, rows: readonly NewSearchDocument[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('search_documents')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/**
 * The next time after `at` when what the site's search finds changes with no write (a scheduled
 * product or page goes live, or a scheduled copy replaces a published one); null when none is due.
 */
export async function findNextVisibilityChange(
  db: Executor,
  websiteId: string,
  at: string,
): Promise<string | null> {
  // Two index range reads (search_documents_from, search_documents_until), not a scan of the site.
  const from = await db
    .selectFrom('search_documents')
    .select('visible_from')
    .where('website_id', '=', websiteId)
    .where('visible_from', '>', at)
    .orderBy('visible_from')
    .limit(1)
    .executeTakeFirst();
  const until = await db
    .selectFrom('search_documents')
    .select('visible_until')
    .where('website_id', '=', websiteId)
    .where('visible_until', '>', at)
    .orderBy('visible_until')
    .limit(1)
    .executeTakeFirst();
  const times = [from?.visible_from, until?.visible_until].filter((t): t is string => typeof t === 'string');
  return times.length === 0 ? null : times.reduce((a, b) => (a < b ? a : b));
}

export async function listWebsites(db: Executor): Promise<{ id: string; title: string }[]> {
  return db.selectFrom('websites').select(['id', 'title']).orderBy('created_at').orderBy('id').execute();
}

export async function findWebsiteIdByHost(db: Executor, host: string): Promise<string | null> {
  const row = await db
    .selectFrom('website_hosts')
    .select('website_id')
    .where('host', '=', host.toLowerCase())
    .executeTakeFirst();
  return row?.website_id ?? null;
}
