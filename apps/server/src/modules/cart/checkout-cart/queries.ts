import { engineOf, fixedQuery, type CartRow, type Executor } from '@plinth/db';

// Checkout runs these on every order: fixed statements (packages/db fixed-query.ts), built once.
const CART_COLUMNS = 'id, website_id, token, is_purchased, order_id, site_user_id, created_at, updated_at';
const CART_BY_ID = fixedQuery<CartRow>(`select ${CART_COLUMNS} from carts where website_id = ? and id = ?`);
const CART_BY_ID_LOCKED = fixedQuery<CartRow>(`${CART_BY_ID.text} for update`);
/** The cart and whether it is a subscription's own (decision 0031), in one round trip for checkout. */
const CHECKOUT_CART_SQL =
  `select ${CART_COLUMNS}, case when exists (select 1 from subscription_carts s where s.cart_id = carts.id) ` +
  'then 1 else 0 end as subscription from carts where website_id = ? and id = ?';
const CHECKOUT_CART = fixedQuery<CartRow & { subscription: number }>(CHECKOUT_CART_SQL);
const CHECKOUT_CART_LOCKED = fixedQuery<CartRow & { subscription: number }>(
  `${CHECKOUT_CART_SQL} for update of carts`,
);
const MARK_PURCHASED = fixedQuery(
  'update carts set is_purchased = 1, order_id = ?, updated_at = ? where id = ?',
);

// What checkout needs of a cart: the cart, its lines as pricing and the stock check read them, and
// the mark that it became an order (../checkout-cart.ts hands them out through the cart's index).

/** A cart of the site by id, purchased or not (a repeated place-order must find its purchased cart). */
export async function findCartRow(
  executor: Executor,
  websiteId: string,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<CartRow | null> {
  // FOR UPDATE on PostgreSQL only; SQLite's write transaction already excludes other writers.
  const query = options.lock && engineOf(executor) === 'postgres' ? CART_BY_ID_LOCKED : CART_BY_ID;
  return (await query.first(executor, [websiteId, cartId])) ?? null;
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
  /** The variant's own picture and the product's pictures (JSON), for the order's emails. */
  variant_image: string | null;
  product_images: string;
}

/** Read on every order (and every checkout page): a fixed statement. */
const CHECKOUT_LINES = fixedQuery<CheckoutLineRow>(
  'select e.id as entry_id, e.quantity, e.additional_fields, e.product_id, e.variant_id, p.title, ' +
    'p.product_type, v.sku, v.attributes, v.price_cents, v.sale_price_cents, v.on_sale, v.unlimited, ' +
    'v.stock_qty, v.weight_grams, c.enabled as page_enabled, p.status, p.publish_at, ' +
    'v.image as variant_image, p.images as product_images ' +
    'from cart_entries e inner join products p on p.id = e.product_id ' +
    'inner join variants v on v.id = e.variant_id inner join collections c on c.id = p.collection_id ' +
    'where e.cart_id = ? order by e.position, e.id',
);

/** findCartRow, with whether the cart is a subscription's own cart. */
export async function findCartRowWithKind(
  executor: Executor,
  websiteId: string,
  cartId: string,
  options: { lock?: boolean } = {},
): Promise<(CartRow & { subscription: number }) | null> {
  const query = options.lock && engineOf(executor) === 'postgres' ? CHECKOUT_CART_LOCKED : CHECKOUT_CART;
  return (await query.first(executor, [websiteId, cartId])) ?? null;
}

export async function listCheckoutLines(executor: Executor, cartId: string): Promise<CheckoutLineRow[]> {
  return CHECKOUT_LINES.rows(executor, [cartId]);
}

export async function markCartPurchased(
  trx: Executor,
  cartId: string,
  orderId: string,
  at: string,
): Promise<void> {
  await MARK_PURCHASED.run(trx, [orderId, at, cartId]);
}
