import type { ProductDetail, ProductList, ProductListQuery } from '@plinth/contracts';
import { writeTransaction, type Db, type Executor } from '@plinth/db';
import { findCollectionRow, findProductRow, listProductVariants } from '../catalog';
import { reindexProduct } from '../search';
import { lowStockThreshold, type Site } from '../sites';
import { productNotFound } from './errors';
import { toProductDetail, toProductListItem } from './product-detail';
import { matchesListFilter, type ListFilter } from './product-status';
import { deleteProductRow, listProductRows, listStoreCollections } from './queries';

/**
 * The editor's product list with the site's store pages, in store order: `q` and the store page in
 * SQL, then status (as shown at `nowMs`), type and stock (product-status.ts) on the shaped rows.
 */
export async function listProducts(
  db: Db,
  site: Site,
  filter: Pick<ProductListQuery, 'q' | 'collectionId'> & ListFilter,
  nowMs: number = Date.now(),
): Promise<ProductList> {
  const collections = await listStoreCollections(db.kysely, site.id);
  const rows = await listProductRows(db.kysely, site.id, filter);
  const variants = await listProductVariants(
    db.kysely,
    rows.map((r) => r.id),
  );
  const byId = new Map(collections.map((c) => [c.id, c]));
  return {
    products: rows.flatMap((row) => {
      const collection = byId.get(row.collection_id);
      if (!collection) return [];
      const own = variants.filter((v) => v.product_id === row.id);
      const item = toProductListItem(row, own, collection, site.currency, nowMs);
      return matchesListFilter(item, filter, nowMs, lowStockThreshold(site)) ? [item] : [];
    }),
    collections: collections.map((c) => ({ id: c.id, title: c.title, urlId: c.url_id })),
  };
}

/**
 * Reads through `executor` so a writer sees its own changes before it commits; `live` is as of `nowMs`
 * (the app's clock).
 */
export async function getProduct(
  executor: Executor,
  site: Site,
  productId: string,
  nowMs: number = Date.now(),
): Promise<ProductDetail> {
  const row = await findProductRow(executor, site.id, productId);
  if (!row) throw productNotFound();
  const collection = await findCollectionRow(executor, site.id, row.collection_id);
  if (!collection) throw productNotFound();
  return toProductDetail(row, await listProductVariants(executor, [row.id]), collection, nowMs);
}

/** Removes the product with its variants; cart entries of it go too (foreign keys cascade). */
export async function deleteProduct(db: Db, site: Site, productId: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    if (!(await deleteProductRow(trx, site.id, productId))) throw productNotFound();
    await reindexProduct(trx, site.id, productId);
  });
}
