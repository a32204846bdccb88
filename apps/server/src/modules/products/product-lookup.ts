import type { ProductDetail } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { listProductVariants } from '../catalog';
import type { Site } from '../sites';
import { toProductDetail } from './product-detail';
import {
  findProductIdByUrlId,
  listProductIdsBySku,
  listProductRowsAfter,
  listStoreCollections,
} from './queries';

/**
 * The product an import wrote before, found again without its own bookkeeping: the one of the store
 * page with this URL id, else the one that holds any of these SKUs. Null when there is none.
 */
export async function findProductForImport(
  executor: Executor,
  websiteId: string,
  collectionId: string,
  urlId: string,
  skus: readonly string[],
): Promise<string | null> {
  const byUrl = urlId === '' ? null : await findProductIdByUrlId(executor, websiteId, collectionId, urlId);
  if (byUrl) return byUrl;
  const bySku = await listProductIdsBySku(executor, websiteId, skus);
  return bySku.values().next().value ?? null;
}

/** The site's store pages in order (id and title), for choosing where imported products go. */
export async function listStorePages(
  executor: Executor,
  websiteId: string,
): Promise<{ id: string; title: string; urlId: string }[]> {
  const rows = await listStoreCollections(executor, websiteId);
  return rows.map((r) => ({ id: r.id, title: r.title, urlId: r.url_id }));
}

/**
 * A page of the whole catalogue as the editor reads products, in id order after `afterId`: an
 * export walks it page by page so memory stays bounded.
 */
export async function listProductDetailsAfter(
  executor: Executor,
  site: Site,
  afterId: string | null,
  limit: number,
  nowMs: number = Date.now(),
): Promise<ProductDetail[]> {
  const rows = await listProductRowsAfter(executor, site.id, afterId, limit);
  if (rows.length === 0) return [];
  const collections = new Map((await listStoreCollections(executor, site.id)).map((c) => [c.id, c]));
  const variants = await listProductVariants(
    executor,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const collection = collections.get(row.collection_id);
    if (!collection) return [];
    const own = variants.filter((v) => v.product_id === row.id);
    return [toProductDetail(row, own, collection, nowMs)];
  });
}
