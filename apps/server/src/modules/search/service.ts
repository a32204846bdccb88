import { SEARCH_SUBJECT } from '@plinth/contracts';
import { nowIso, searchConfigOf, type Executor, type NewSearchDocument } from '@plinth/db';
import {
  analyzeSearchDocuments,
  deleteSiteDocuments,
  deleteSubjectDocuments,
  findPageSubject,
  findProductSubject,
  findSiteLanguage,
  insertSearchDocuments,
  listCollectionItemIds,
  listItemExcerpts,
  listPageSubjects,
  listProductSubjects,
  listWebsites,
  findWebsiteIdByHost,
} from './queries';
import { pageDocuments, productDocuments, type PageSubject, type SubjectDocument } from './subject-documents';

const PAGE_KINDS = [SEARCH_SUBJECT.page, SEARCH_SUBJECT.post, SEARCH_SUBJECT.event];

function toRows(
  websiteId: string,
  config: string,
  documents: readonly SubjectDocument[],
  updatedAt: string,
): NewSearchDocument[] {
  return documents.map((d) => ({
    ...d,
    website_id: websiteId,
    search_config: config,
    updated_at: updatedAt,
  }));
}

async function configOf(executor: Executor, websiteId: string): Promise<string> {
  return searchConfigOf((await findSiteLanguage(executor, websiteId)) ?? 'en');
}

/**
 * Makes the index hold the product as it is now in `executor` (the writer's transaction): its row
 * replaced, or removed when the product is gone or not for visitors. Call it after every write that
 * changes a product's title, description, address or status, inside that write's transaction.
 */
export async function reindexProduct(
  executor: Executor,
  websiteId: string,
  productId: string,
): Promise<void> {
  await deleteSubjectDocuments(executor, websiteId, [SEARCH_SUBJECT.product], productId);
  const product = await findProductSubject(executor, websiteId, productId);
  if (!product) return;
  const config = await configOf(executor, websiteId);
  await insertSearchDocuments(executor, toRows(websiteId, config, productDocuments(product), nowIso()));
}

/**
 * The same for a page of the site (a page, a collection, or an item of a collection: a post or an
 * event, with its excerpt and its collection's address). A collection's items follow it: their
 * addresses and visibility depend on it. Call it inside the transaction of every write that changes
 * a page's text, title, slug, status, schedule, lock or member-only setting, or an item's fields;
 * after a delete it removes the rows.
 */
export async function reindexSitePage(executor: Executor, websiteId: string, pageId: string): Promise<void> {
  const config = await configOf(executor, websiteId);
  const page = await findPageSubject(executor, websiteId, pageId);
  await writePageDocuments(executor, websiteId, config, pageId, page);
  // A collection's items follow it; so do the items left behind by a deleted collection.
  if (!page || page.collection_type) {
    for (const itemId of await listCollectionItemIds(executor, websiteId, pageId)) {
      await writePageDocuments(
        executor,
        websiteId,
        config,
        itemId,
        await findPageSubject(executor, websiteId, itemId),
      );
    }
  }
}

async function writePageDocuments(
  executor: Executor,
  websiteId: string,
  config: string,
  pageId: string,
  page: PageSubject | null,
): Promise<void> {
  await deleteSubjectDocuments(executor, websiteId, PAGE_KINDS, pageId);
  if (!page) return;
  let item = null;
  if (page.collection_id !== null) {
    const excerpts = await listItemExcerpts(executor, websiteId, [page.id]);
    const collection = await findPageSubject(executor, websiteId, page.collection_id);
    item = { excerpt: excerpts.get(page.id) ?? '', collection };
  }
  await insertSearchDocuments(executor, toRows(websiteId, config, pageDocuments(page, item), nowIso()));
}

const REBUILD_BATCH = 500;

/** What rebuildSiteSearch did, for the command's progress lines. */
export interface RebuildProgress {
  products: number;
  pages: number;
  documents: number;
}

/**
 * Builds the site's whole index again from its products and pages, in batches (for existing data,
 * `npm run search:reindex`; a site's demo content). Run it in one write transaction so searches see
 * the old index or the new one, never half.
 */
export async function rebuildSiteSearch(
  executor: Executor,
  websiteId: string,
  onBatch: (progress: RebuildProgress) => void = () => undefined,
): Promise<RebuildProgress> {
  const config = await configOf(executor, websiteId);
  const progress: RebuildProgress = { products: 0, pages: 0, documents: 0 };
  const updatedAt = nowIso();
  await deleteSiteDocuments(executor, websiteId);
  for (let after = ''; ;) {
    const products = await listProductSubjects(executor, websiteId, after, REBUILD_BATCH);
    const last = products[products.length - 1];
    if (!last) break;
    const rows = toRows(websiteId, config, products.flatMap(productDocuments), updatedAt);
    await insertSearchDocuments(executor, rows);
    progress.products += products.length;
    progress.documents += rows.length;
    onBatch({ ...progress });
    after = last.id;
  }
  const collections = new Map<string, PageSubject | null>();
  for (let after = ''; ;) {
    const pages = await listPageSubjects(executor, websiteId, after, REBUILD_BATCH);
    const last = pages[pages.length - 1];
    if (!last) break;
    const itemIds = pages.flatMap((p) => (p.collection_id === null ? [] : [p.id]));
    const excerpts = await listItemExcerpts(executor, websiteId, itemIds);
    const documents: SubjectDocument[] = [];
    for (const page of pages) {
      if (page.collection_id === null) {
        documents.push(...pageDocuments(page, null));
        continue;
      }
      if (!collections.has(page.collection_id)) {
        collections.set(page.collection_id, await findPageSubject(executor, websiteId, page.collection_id));
      }
      const collection = collections.get(page.collection_id) ?? null;
      documents.push(...pageDocuments(page, { excerpt: excerpts.get(page.id) ?? '', collection }));
    }
    const rows = toRows(websiteId, config, documents, updatedAt);
    await insertSearchDocuments(executor, rows);
    progress.pages += pages.length;
    progress.documents += rows.length;
    onBatch({ ...progress });
    after = last.id;
  }
  return progress;
}

/**
 * After a rebuild's transaction has committed: the database's statistics of the index read again, so
 * PostgreSQL plans searches with the index (see analyzeSearchDocuments).
 */
export async function afterSearchRebuild(executor: Executor): Promise<void> {
  await analyzeSearchDocuments(executor);
}

/** Every site, or the one that answers on `host` (none when no site does), for the rebuild command. */
export async function listSitesToIndex(
  executor: Executor,
  host: string | null,
): Promise<{ id: string; title: string }[]> {
  const sites = await listWebsites(executor);
  if (host === null) return sites;
  const id = await findWebsiteIdByHost(executor, host.trim().replace(/:\d+$/, ''));
  return sites.filter((site) => site.id === id);
}
