import type { ProductView } from '@plinth/contracts';
import type { CollectionRow, Db, Executor, ProductRow } from '@plinth/db';
import type { Site } from '../sites';
import {
  findCollectionById,
  findCollectionByUrl,
  findProductById,
  findProductByUrl,
  listCollectionProducts,
  listVariants,
} from './queries';
import { toProductView } from './product-view';

export interface CollectionWithProducts {
  collection: CollectionRow;
  products: ProductView[];
}

/** The products of a store page in display order, or null when the site has no such collection. */
export async function loadCollection(
  db: Db,
  site: Site,
  collectionUrlId: string,
): Promise<CollectionWithProducts | null> {
  const collection = await findCollectionByUrl(db.kysely, site.id, collectionUrlId);
  if (!collection) return null;
  const rows = await listCollectionProducts(db.kysely, collection.id);
  return { collection, products: await withVariants(db.kysely, rows, collection, site) };
}

export async function findProductByPath(
  db: Db,
  site: Site,
  collectionUrlId: string,
  productUrlId: string,
): Promise<{ collection: CollectionRow; product: ProductView } | null> {
  const collection = await findCollectionByUrl(db.kysely, site.id, collectionUrlId);
  if (!collection) return null;
  const row = await findProductByUrl(db.kysely, collection.id, productUrlId);
  if (!row) return null;
  const [product] = await withVariants(db.kysely, [row], collection, site);
  return product ? { collection, product } : null;
}

/** Reads through `executor` so callers inside a transaction see their own locks and writes. */
export async function findProduct(
  executor: Executor,
  site: Site,
  itemId: string,
): Promise<ProductView | null> {
  const row = await findProductById(executor, site.id, itemId);
  if (!row) return null;
  const collection = await findCollectionById(executor, site.id, row.collection_id);
  if (!collection) return null;
  const [product] = await withVariants(executor, [row], collection, site);
  return product ?? null;
}

async function withVariants(
  executor: Executor,
  rows: readonly ProductRow[],
  collection: CollectionRow,
  site: Site,
): Promise<ProductView[]> {
  const variants = await listVariants(
    executor,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toProductView(
      row,
      variants.filter((v) => v.product_id === row.id),
      collection,
      site.currency,
      site.store,
    ),
  );
}
