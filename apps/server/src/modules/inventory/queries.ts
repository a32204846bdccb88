import { containsPattern, forUpdate, sql, type Executor } from '@plinth/db';

/** A variant with what the inventory panel shows of its product. */
export interface InventoryRow {
  variant_id: string;
  product_id: string;
  product_title: string;
  product_type: number;
  product_url_id: string;
  product_options: string;
  product_images: string;
  collection_url_id: string;
  sku: string;
  attributes: string;
  unlimited: number;
  stock_qty: number;
  image: string | null;
}

function inventoryQuery(db: Executor, websiteId: string) {
  return db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('collections', 'collections.id', 'products.collection_id')
    .select([
      'variants.id as variant_id',
      'products.id as product_id',
      'products.title as product_title',
      'products.product_type as product_type',
      'products.url_id as product_url_id',
      'products.options as product_options',
      'products.images as product_images',
      'collections.url_id as collection_url_id',
      'variants.sku as sku',
      'variants.attributes as attributes',
      'variants.unlimited as unlimited',
      'variants.stock_qty as stock_qty',
      'variants.image as image',
    ])
    .where('variants.website_id', '=', websiteId);
}

/** Every variant of the site in store order; `q` matches the product title or the SKU, ignoring case. */
export async function listInventoryRows(
  db: Executor,
  websiteId: string,
  q: string | undefined,
): Promise<InventoryRow[]> {
  let query = inventoryQuery(db, websiteId);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('products.title')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('variants.sku')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query
    .orderBy('collections.position')
    .orderBy('products.position')
    .orderBy('products.id')
    .orderBy('variants.position')
    .execute();
}

export async function findInventoryRow(
  db: Executor,
  websiteId: string,
  variantId: string,
): Promise<InventoryRow | null> {
  const row = await inventoryQuery(db, websiteId).where('variants.id', '=', variantId).executeTakeFirst();
  return row ?? null;
}

export async function updateVariantStock(
  db: Executor,
  variantId: string,
  change: { stock_qty?: number; unlimited?: 0 | 1 },
): Promise<void> {
  await db.updateTable('variants').set(change).where('id', '=', variantId).execute();
}

/** Locks one variant row of the site until `trx` ends; false when the site has no such variant. */
export async function lockVariant(trx: Executor, websiteId: string, variantId: string): Promise<boolean> {
  const query = trx
    .selectFrom('variants')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId);
  return (await forUpdate(trx, query).executeTakeFirst()) !== undefined;
}

/**
 * Locks the named variants in id order (PostgreSQL FOR UPDATE; SQLite's transaction is already the
 * only writer), so two orders never wait on each other in a circle, and reads their stock as it is now.
 */
export async function lockStockRows(
  trx: Executor,
  variantIds: readonly string[],
): Promise<{ id: string; stock_qty: number; unlimited: number }[]> {
  if (variantIds.length === 0) return [];
  return forUpdate(
    trx,
    trx
      .selectFrom('variants')
      .select(['id', 'stock_qty', 'unlimited'])
      .where('id', 'in', [...variantIds])
      .orderBy('id'),
  ).execute();
}

/** The variants' stock as it is now, without a lock (checkout's early check; the take is the guard). */
export async function readStockRows(
  trx: Executor,
  variantIds: readonly string[],
): Promise<{ id: string; stock_qty: number; unlimited: number }[]> {
  if (variantIds.length === 0) return [];
  return trx
    .selectFrom('variants')
    .select(['id', 'stock_qty', 'unlimited'])
    .where('id', 'in', [...variantIds])
    .execute();
}

/** Takes `quantity` from a counted variant in one conditional statement; false when it has fewer. */
export async function decrementStock(trx: Executor, variantId: string, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('variants')
    .set((eb) => ({ stock_qty: eb('stock_qty', '-', quantity) }))
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .where('stock_qty', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Puts units back on a counted variant that still exists (0 rows when it is gone or now unlimited). */
export async function incrementStock(trx: Executor, variantId: string, quantity: number): Promise<void> {
  await trx
    .updateTable('variants')
    .set((eb) => ({ stock_qty: eb('stock_qty', '+', quantity) }))
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .execute();
}
