import { nameImagesByVariant, SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import type { ProductView } from '@plinth/contracts';
import type { CollectionRow, Db, Executor, ProductRow } from '@plinth/db';
import type { Site } from '../sites';
import {
  findCollectionById,
  findCollectionByUrl,
  findProductById,
  findProductByUrl,
  findShownProductById,
  listCollectionProducts,
  listLiveProductRows,
  listVariants,
} from './queries';
import { productUrl, toProductView } from './product-view';

export interface CollectionWithProducts {
  collection: CollectionRow;
  products: ProductView[];
}

/**
 * The live products of a store page in display order, or null when the site has no such collection.
 * `liveAt` (ISO 8601 UTC) is the time scheduled products are compared with (decision 0049).
 */
export async function loadCollection(
  db: Db,
  site: Site,
  collectionUrlId: string,
  liveAt: string,
): Promise<CollectionWithProducts | null> {
  const collection = await findCollectionByUrl(db.kysely, site.id, collectionUrlId);
  if (!collection) return null;
  const rows = await listCollectionProducts(db.kysely, collection.id, liveAt);
  return { collection, products: await withVariants(db.kysely, rows, collection, site) };
}

export async function findProductByPath(
  db: Db,
  site: Site,
  collectionUrlId: string,
  productUrlId: string,
  liveAt: string,
): Promise<{ collection: CollectionRow; product: ProductView; seo: ProductSeo } | null> {
  const collection = await findCollectionByUrl(db.kysely, site.id, collectionUrlId);
  if (!collection) return null;
  const row = await findProductByUrl(db.kysely, collection.id, productUrlId, liveAt);
  if (!row) return null;
  const [product] = await withVariants(db.kysely, [row], collection, site);
  const seo = { title: row.seo_title, description: row.seo_description };
  return product ? { collection, product, seo } : null;
}

/** A product's own SEO title and description ('' for none): the page head's, not the islands'. */
export interface ProductSeo {
  title: string;
  description: string;
}

/**
 * A product by id, as the storefront may show it: a product of a store page the owner turned off is
 * not found, as its page is not (security review L3), and nor is a product that is not live at
 * `liveAt` (a draft, or scheduled for later: decision 0049). Reads through `executor` so callers inside
 * a transaction see their own locks and writes.
 */
export async function findProduct(
  executor: Executor,
  site: Site,
  itemId: string,
  liveAt: string,
): Promise<ProductView | null> {
  const found = await findShownProductById(executor, site.id, itemId, liveAt);
  if (!found) return null;
  const [product] = await withVariants(executor, [found.product], found.collection, site);
  return product ?? null;
}

/**
 * A product by id whatever its status or its store page's, for the owner's preview only (decision
 * 0049): never for what shoppers reach.
 */
export async function findProductForPreview(
  executor: Executor,
  site: Site,
  productId: string,
): Promise<{ collection: CollectionRow; product: ProductView; seo: ProductSeo } | null> {
  const row = await findProductById(executor, site.id, productId);
  const collection = row ? await findCollectionById(executor, site.id, row.collection_id) : null;
  if (!row || !collection) return null;
  const [product] = await withVariants(executor, [row], collection, site);
  const seo = { title: row.seo_title, description: row.seo_description };
  return product ? { collection, product, seo } : null;
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

/** A product shoppers may see, as a sitemap or a feed lists it. */
export interface PublicProduct {
  id: string;
  title: string;
  /** The product page's path, e.g. /shop/p/linen-shirt. */
  url: string;
  collectionUrlId: string;
  /** ISO 8601: the product's last change. */
  updatedAt: string;
}

/**
 * Every product shoppers may see at `nowMs` (the app's clock, `app.catalogCache.now()`): live (active,
 * or scheduled with its time come) on a store page that is turned on, in store order. The one list of
 * public products for the sitemap and anything else that enumerates the catalogue (decision 0049).
 */
export async function listPublicProducts(
  executor: Executor,
  site: Site,
  nowMs: number,
): Promise<PublicProduct[]> {
  const rows = await listLiveProductRows(executor, site.id, new Date(nowMs).toISOString());
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: productUrl(row.collection_url_id, row.url_id),
    collectionUrlId: row.collection_url_id,
    updatedAt: row.updated_at,
  }));
}
