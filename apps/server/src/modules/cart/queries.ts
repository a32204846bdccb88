import {
  forUpdate,
  type CartEntriesTable,
  type CartRow,
  type Db,
  type Executor,
  type Insertable,
} from '@plinth/db';

export async function findCartByToken(
  db: Db,
  executor: Executor,
  websiteId: string,
  token: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = executor
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('token', '=', token)
    .where('is_purchased', '=', 0);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row ?? null;
}

export async function insertCart(executor: Executor, cart: CartRow): Promise<void> {
  await executor.insertInto('carts').values(cart).execute();
}

export async function touchCart(executor: Executor, cartId: string, at: string): Promise<void> {
  await executor.updateTable('carts').set({ updated_at: at }).where('id', '=', cartId).execute();
}

/** Entries with what the cart page shows about their product and variant, in the order they were added. */
export async function listEntryDetails(executor: Executor, cartId: string) {
  return executor
    .selectFrom('cart_entries as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .select([
      'e.id',
      'e.quantity',
      'e.additional_fields',
      'e.variant_id',
      'p.id as product_id',
      'p.title',
      'p.url_id as product_url_id',
      'p.product_type',
      'p.images',
      'c.url_id as collection_url_id',
      'v.sku',
      'v.attributes',
      'v.price_cents',
      'v.sale_price_cents',
      'v.on_sale',
      'v.image',
    ])
    .where('e.cart_id', '=', cartId)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute();
}
export type EntryDetailRow = Awaited<ReturnType<typeof listEntryDetails>>[number];

export async function listEntryQuantities(executor: Executor, cartId: string) {
  return executor
    .selectFrom('cart_entries')
    .select(['id', 'variant_id', 'quantity', 'additional_fields'])
    .where('cart_id', '=', cartId)
    .execute();
}

export async function findEntry(executor: Executor, cartId: string, entryId: string) {
  const row = await executor
    .selectFrom('cart_entries')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertEntry(executor: Executor, entry: Insertable<CartEntriesTable>): Promise<void> {
  await executor.insertInto('cart_entries').values(entry).execute();
}

export async function setEntryQuantity(executor: Executor, entryId: string, quantity: number): Promise<void> {
  await executor.updateTable('cart_entries').set({ quantity }).where('id', '=', entryId).execute();
}

export async function deleteEntry(executor: Executor, entryId: string): Promise<void> {
  await executor.deleteFrom('cart_entries').where('id', '=', entryId).execute();
}

export async function findVariantStock(db: Db, executor: Executor, variantId: string) {
  const row = await forUpdate(
    db,
    executor
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .select(['variants.id', 'variants.stock_qty', 'variants.unlimited', 'products.product_type'])
      .where('variants.id', '=', variantId),
  ).executeTakeFirst();
  return row ?? null;
}

/** Total quantity in a cart: what the cart pill shows on every page. */
/** The open cart a token names, with its total quantity, in one query (the cart pill asks on every page). */
export async function findCartQuantityByToken(
  executor: Executor,
  websiteId: string,
  token: string,
): Promise<{ siteUserId: string | null; quantity: number } | null> {
  const row = await executor
    .selectFrom('carts as c')
    .leftJoin('cart_entries as e', 'e.cart_id', 'c.id')
    .select((eb) => [
      'c.site_user_id as siteUserId',
      eb.fn.coalesce(eb.fn.sum<number>('e.quantity'), eb.lit(0)).as('quantity'),
    ])
    .where('c.website_id', '=', websiteId)
    .where('c.token', '=', token)
    .where('c.is_purchased', '=', 0)
    .groupBy(['c.id', 'c.site_user_id'])
    .executeTakeFirst();
  return row ? { siteUserId: row.siteUserId, quantity: Number(row.quantity) } : null;
}

export async function sumCartQuantity(executor: Executor, cartId: string): Promise<number> {
  const row = await executor
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A customer's open cart: the most recently changed one, should two sign-ins have made two. */
export async function findOpenCartOfSiteUser(
  db: Db,
  executor: Executor,
  websiteId: string,
  siteUserId: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = executor
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('is_purchased', '=', 0)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  const row = await (options.lock ? forUpdate(db, query) : query).executeTakeFirst();
  return row ?? null;
}

export async function listOpenCartIdsOfSiteUser(
  executor: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<string[]> {
  const rows = await executor
    .selectFrom('carts')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('is_purchased', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}

/** A new token for a cart; updated_at stays, since it orders a customer's carts by their last change. */
export async function setCartToken(executor: Executor, cartId: string, token: string): Promise<void> {
  await executor.updateTable('carts').set({ token }).where('id', '=', cartId).execute();
}

export async function setCartOwner(
  executor: Executor,
  cartId: string,
  siteUserId: string | null,
  at: string,
): Promise<void> {
  await executor
    .updateTable('carts')
    .set({ site_user_id: siteUserId, updated_at: at })
    .where('id', '=', cartId)
    .execute();
}

/** Removes a cart and its entries (entries first: SQLite may run without foreign-key enforcement). */
export async function deleteCart(executor: Executor, cartId: string): Promise<void> {
  await executor.deleteFrom('cart_entries').where('cart_id', '=', cartId).execute();
  await executor.deleteFrom('carts').where('id', '=', cartId).execute();
}

/** Entries as stored, in cart order: what a merge or a copy carries over. */
export async function listStoredEntries(executor: Executor, cartId: string) {
  return executor
    .selectFrom('cart_entries')
    .select(['id', 'product_id', 'variant_id', 'quantity', 'additional_fields', 'position'])
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
