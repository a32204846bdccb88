import { forUpdate, type CartRow, type Executor } from '@plinth/db';

/**
 * A signed-in customer's carts (cart-visitor.ts, cart-handover.ts): finding their open cart, and what
 * sign-in and sign-out do with carts. The add-to-cart path's statements are in ../queries.ts.
 */

/** A customer's open cart: the most recently changed one, should two sign-ins have made two. */
export async function findOpenCartOfSiteUser(
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
  const row = await (options.lock ? forUpdate(executor, query) : query).executeTakeFirst();
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
