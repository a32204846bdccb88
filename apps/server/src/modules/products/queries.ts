import {
  containsPattern,
  forUpdate,
  sql,
  type CollectionRow,
  type Executor,
  type NewProduct,
  type NewVariant,
  type ProductRow,
} from '@plinth/db';

/** Collection type code of store pages (seed 001: products 13). */
export const COLLECTION_TYPE_PRODUCTS = 13;

export async function listStoreCollections(db: Executor, websiteId: string): Promise<CollectionRow[]> {
  return db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('type', '=', COLLECTION_TYPE_PRODUCTS)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The site's products in store order; `q` matches the title or any variant's SKU, ignoring case. */
export async function listProductRows(
  db: Executor,
  websiteId: string,
  filter: { q?: string | undefined; collectionId?: string | undefined },
): Promise<ProductRow[]> {
  let query = db
    .selectFrom('products')
    .innerJoin('collections', 'collections.id', 'products.collection_id')
    .selectAll('products')
    .where('products.website_id', '=', websiteId);
  if (filter.collectionId) query = query.where('products.collection_id', '=', filter.collectionId);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('products.title')}) like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('variants')
            .select('variants.id')
            .whereRef('variants.product_id', '=', 'products.id')
            .where(sql<boolean>`lower(${sql.ref('variants.sku')}) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query.orderBy('collections.position').orderBy('products.position').orderBy('products.id').execute();
}

export async function listUrlIdsInCollection(
  db: Executor,
  collectionId: string,
  exceptProductId: string | null,
): Promise<string[]> {
  let query = db.selectFrom('products').select('url_id').where('collection_id', '=', collectionId);
  if (exceptProductId) query = query.where('id', '!=', exceptProductId);
  return (await query.execute()).map((r) => r.url_id);
}

/** Which of `skus` variants of other products of the site already use. */
export async function listSkusInUse(
  db: Executor,
  websiteId: string,
  skus: readonly string[],
  exceptProductId: string | null,
): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  let query = db
    .selectFrom('variants')
    .select('sku')
    .where('website_id', '=', websiteId)
    .where('sku', 'in', skus);
  if (exceptProductId) query = query.where('product_id', '!=', exceptProductId);
  return new Set((await query.execute()).map((r) => r.sku));
}

/** SKUs of the site that start with `prefix`, for making up new ones. */
export async function listSkusStartingWith(
  db: Executor,
  websiteId: string,
  prefix: string,
): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('variants')
    .select('sku')
    .where('website_id', '=', websiteId)
    .where(sql<boolean>`sku like ${pattern} escape '\\'`)
    .execute();
  return rows.map((r) => r.sku);
}

export async function findNextProductPosition(db: Executor, collectionId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertProduct(db: Executor, row: NewProduct): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function updateProductRow(
  db: Executor,
  id: string,
  row: Omit<NewProduct, 'id' | 'created_at' | 'position' | 'website_id'>,
): Promise<void> {
  await db.updateTable('products').set(row).where('id', '=', id).execute();
}

export async function deleteProductRow(db: Executor, websiteId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('products')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets a product's status columns; false when the site has no such product. */
export async function setProductStatusRow(
  db: Executor,
  websiteId: string,
  id: string,
  columns: { status: string; publish_at: string | null; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set(columns)
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertVariantRows(db: Executor, rows: readonly NewVariant[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('variants')
      .values([...rows])
      .execute();
}

export async function updateVariantRow(
  db: Executor,
  id: string,
  row: Omit<NewVariant, 'id' | 'website_id' | 'product_id'>,
): Promise<void> {
  await db.updateTable('variants').set(row).where('id', '=', id).execute();
}

export async function setVariantSku(db: Executor, id: string, sku: string): Promise<void> {
  await db.updateTable('variants').set({ sku }).where('id', '=', id).execute();
}

export async function deleteVariantRows(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('variants').where('id', 'in', ids).execute();
}

/** The product row, locked until `trx` ends; null when the site has no such product. */
export async function lockProductRow(
  trx: Executor,
  websiteId: string,
  productId: string,
): Promise<ProductRow | null> {
  const query = trx
    .selectFrom('products')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', productId);
  return (await forUpdate(trx, query).executeTakeFirst()) ?? null;
}

/** Whether the site has this form (a product's additional-fields form must be one of its own). */
export async function siteHasForm(db: Executor, websiteId: string, formId: string): Promise<boolean> {
  const row = await db
    .selectFrom('forms')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The product of a store page with this URL id, if any (an import finding what it made before). */
export async function findProductIdByUrlId(
  db: Executor,
  websiteId: string,
  collectionId: string,
  urlId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Which product of the site each of `skus` belongs to (SKUs not in use are absent). */
export async function listProductIdsBySku(
  db: Executor,
  websiteId: string,
  skus: readonly string[],
): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('variants')
    .select(['sku', 'product_id'])
    .where('website_id', '=', websiteId)
    .where('sku', 'in', skus)
    .execute();
  return new Map(rows.map((r) => [r.sku, r.product_id]));
}

/** A page of the site's products in id order, after `afterId` (a keyset, so a long export stays cheap). */
export async function listProductRowsAfter(
  db: Executor,
  websiteId: string,
  afterId: string | null,
  limit: number,
): Promise<ProductRow[]> {
  let query = db.selectFrom('products').selectAll().where('website_id', '=', websiteId);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}
