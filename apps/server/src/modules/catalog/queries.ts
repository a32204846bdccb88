import {
  fixedQuery,
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

export async function listCollectionProducts(db: Executor, collectionId: string): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findProductByUrl(
  db: Executor,
  collectionId: string,
  urlId: string,
): Promise<ProductRow | null> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
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
 * (`collections.enabled`): what the storefront's by-id lookups (stock, add to cart) may reach.
 */
export async function findShownProductById(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<{ product: ProductRow; collection: Pick<CollectionRow, 'id' | 'url_id'> } | null> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .selectAll('p')
    .select(['c.url_id as collection_url_id'])
    .where('p.website_id', '=', websiteId)
    .where('p.id', '=', id)
    .where('c.enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { collection_url_id, ...product } = row;
  return { product, collection: { id: product.collection_id, url_id: collection_url_id } };
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
