import { nameImagesByVariant, SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import type { ProductView } from '@plinth/contracts';
import type { CollectionRow, Db, Executor, ProductRow } from '@plinth/db';
import type { Site } from '../sites';
import {
  findCollectionByUrl,
  findProductByUrl,
  findShownProductById,
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

/**
 * A product by id, as the storefront may show it: a product of a store page the owner turned off is
 * not found, as its page is not (security review L3). Reads through `executor` so callers inside a
 * transaction see their own locks and writes.
 */
export async function findProduct(
  executor: Executor,
  site: Site,
  itemId: string,
): Promise<ProductView | null> {
  const found = await findShownProductById(executor, site.id, itemId);
  if (!found) return null;
  const [product] = await withVariants(executor, [found.product], found.collection, site);
  return product ?? null;
}

async function withVariants(
  executor: Executor,
  rows: readonly ProductRow[],
  collection: Pick<CollectionRow, 'id' | 'url_id'>,
  site: Site,
): Promise<ProductView[]> {
  const variants = await listVariants(
    executor,
    rows.map((r) => r.id),
  );
  // Shoppers see a variant's picture named after it ("Linen Shirt in Navy", issue 13 part 3).
  return rows.map((row) =>
    nameImagesByVariant(
      toProductView(
        row,
        variants.filter((v) => v.product_id === row.id),
        collection,
        site.currency,
        site.store,
      ),
      SERVER_SIGN_UP_MESSAGES.productImageAlt,
    ),
  );
}
