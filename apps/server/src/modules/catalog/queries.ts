import { PRODUCT_STATUS } from '@plinth/contracts';
import { COLLECTION_TYPE_PRODUCTS } from '@plinth/contracts/schemas';
import {
  fixedQuery,
  sql,
  type CollectionRow,
  type Db,
  type Executor,
  type ProductRow,
  type VariantRow,
} from '@plinth/db';

export async function findCollectionByUrl(
  db: Executor,
  websiteId: string,
  urlId: string,
): Promise<CollectionRow | null> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findCollectionById(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<CollectionRow | null> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function listCollections(db: Executor, websiteId: string): Promise<CollectionRow[]> {
  return db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('position')
    .execute();
}

/**
 * The storefront's condition on a product (decision 0049): active, or scheduled with `publish_at` at
 * or before `liveAt` (an ISO 8601 UTC time, compared as text: every stored time has the same form).
 */
export function isLiveProduct(table: 'products' | 'p', liveAt: string) {
  const status = sql.ref(`${table}.status`);
  const publishAt = sql.ref(`${table}.publish_at`);
  return sql<boolean>`(${status} = ${PRODUCT_STATUS.active} or (${status} = ${PRODUCT_STATUS.scheduled} and ${publishAt} <= ${liveAt}))`;
}

/** The live products of a store page (isLive at `liveAt`), in display order. */
export async function listCollectionProducts(
  db: Executor,
  collectionId: string,
  liveAt: string,
): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where(isLiveProduct('products', liveAt))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A live product (isLiveProduct at `liveAt`) of the store page by its URL. */
export async function findProductByUrl(
  db: Executor,
  collectionId: string,
  urlId: string,
  liveAt: string,
): Promise<ProductRow | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .where(isLiveProduct('products', liveAt))
    .executeTakeFirst();
  return row ?? null;
}

export async function findProductById(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<ProductRow | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A product with the id and address of its store page, in one query, only while that page is turned on
 * (`collections.enabled`) and the product is live at `liveAt`: what the storefront's by-id lookups
 * (stock, add to cart) may reach.
 */
export async function findShownProductById(
  db: Executor,
  websiteId: string,
  id: string,
  liveAt: string,
): Promise<{ product: ProductRow; collection: Pick<CollectionRow, 'id' | 'url_id'> } | null> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .selectAll('p')
    .select(['c.url_id as collection_url_id'])
    .where('p.website_id', '=', websiteId)
    .where('p.id', '=', id)
    .where('c.enabled', '=', 1)
    .where(isLiveProduct('p', liveAt))
    .executeTakeFirst();
  if (!row) return null;
  const { collection_url_id, ...product } = row;
  return { product, collection: { id: product.collection_id, url_id: collection_url_id } };
}

/**
 * Every live product (at `liveAt`) of the site's turned-on store pages, with its page's address, in
 * store order: what a sitemap or a feed may list.
 */
export async function listLiveProductRows(
  db: Executor,
  websiteId: string,
  liveAt: string,
): Promise<(ProductRow & { collection_url_id: string })[]> {
  return db
    .selectFrom('products as p')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .selectAll('p')
    .select(['c.url_id as collection_url_id'])
    .where('p.website_id', '=', websiteId)
    .where('c.enabled', '=', 1)
    .where('c.type', '=', COLLECTION_TYPE_PRODUCTS)
    .where(isLiveProduct('p', liveAt))
    .orderBy('c.position')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

/**
 * The publish times of the site's scheduled products (ISO 8601 UTC, ascending, past ones too): the
 * catalogue reader keys its answers by the latest one passed and ends them at the next.
 */
export async function listScheduledPublishTimes(db: Executor, websiteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('publish_at')
    .distinct()
    .where('website_id', '=', websiteId)
    .where('status', '=', PRODUCT_STATUS.scheduled)
    .where('publish_at', 'is not', null)
    .orderBy('publish_at')
    .execute();
  return rows.flatMap((r) => (r.publish_at === null ? [] : [r.publish_at]));
}

export async function listVariants(db: Executor, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('variants')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

const CATALOG_VERSION = fixedQuery<{ catalog_version: number }>(
  'select catalog_version from websites where id = ?',
);

/**
 * The site's catalogue version, raised by triggers on every catalogue change (migration 0004). Every
 * storefront page and every add to cart asks, so it is a fixed statement (no query building).
 */
export async function findCatalogVersion(db: Db, websiteId: string): Promise<number> {
  const row = await CATALOG_VERSION.first(db.kysely, [websiteId]);
  return row?.catalog_version ?? 0;
}
