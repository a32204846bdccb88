import { forUpdate, type CartRow, type Executor } from '@plinth/db';

/** A cart of the site by id, purchased or not (a repeated place-order must find its purchased cart). */
export async function findCart(
  executor: Executor,
  websiteId: string,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  const query = executor
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId);
  const row = await (options.lock ? forUpdate(executor, query) : query).executeTakeFirst();
  return row ?? null;
}

/** One cart line with what pricing and the stock check need of its product and variant. */
export interface CheckoutLineRow {
  entry_id: string;
  quantity: number;
  additional_fields: string | null;
  product_id: string;
  variant_id: string;
  title: string;
  product_type: number;
  sku: string;
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  unlimited: number;
  stock_qty: number;
  weight_grams: number;
  page_enabled: number;
  /** The product's status and publish time (decision 0049): a line not live is not sold. */
  status: string;
  publish_at: string | null;
}

export async function listCheckoutLines(executor: Executor, cartId: string): Promise<CheckoutLineRow[]> {
  return executor
    .selectFrom('cart_entries as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .select([
      'e.id as entry_id',
      'e.quantity',
      'e.additional_fields',
      'e.product_id',
      'e.variant_id',
      'p.title',
      'p.product_type',
      'v.sku',
      'v.attributes',
      'v.price_cents',
      'v.sale_price_cents',
      'v.on_sale',
      'v.unlimited',
      'v.stock_qty',
      'v.weight_grams',
      'c.enabled as page_enabled',
      'p.status',
      'p.publish_at',
    ])
    .where('e.cart_id', '=', cartId)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute();
}

/**
 * Locks the variants an order takes from, in id order so two orders never wait on each other in a
 * circle (PostgreSQL FOR UPDATE; SQLite's transaction is already the only writer), and reads their
 * stock as it is now.
 */
export async function lockVariantStock(
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

/**
 * Takes `quantity` from a counted variant; false (nothing changed) when it does not have that many.
 * The condition is the last guard against overselling: the locked read above already checked.
 */
export async function takeStock(trx: Executor, variantId: string, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('variants')
    .set((eb) => ({ stock_qty: eb('stock_qty', '-', quantity) }))
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .where('stock_qty', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markCartPurchased(
  trx: Executor,
  cartId: string,
  orderId: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('carts')
    .set({ is_purchased: 1, order_id: orderId, updated_at: at })
    .where('id', '=', cartId)
    .execute();
}
