import { SUBSCRIPTION_LIST_LIMIT } from '@plinth/contracts';
import {
  forUpdate,
  type CartRow,
  type Executor,
  type Insertable,
  type SubscriptionRow,
  type SubscriptionsTable,
} from '@plinth/db';

/** Flags a new cart (the cart module made it, with its one line) as a subscription cart. */
export async function insertSubscriptionCart(trx: Executor, cart: CartRow): Promise<void> {
  await trx
    .insertInto('subscription_carts')
    .values({ cart_id: cart.id, website_id: cart.website_id, created_at: cart.created_at })
    .execute();
}

/** The open subscription cart of the site with this token. */
export async function findSubscriptionCartByToken(
  executor: Executor,
  websiteId: string,
  token: string,
): Promise<CartRow | null> {
  const row = await executor
    .selectFrom('carts as c')
    .innerJoin('subscription_carts as s', 's.cart_id', 'c.id')
    .selectAll('c')
    .where('c.website_id', '=', websiteId)
    .where('c.token', '=', token)
    .where('c.is_purchased', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

export async function findProductPlan(
  executor: Executor,
  productId: string,
): Promise<{ is_subscribable: number; subscription_plan: string | null; product_type: number } | null> {
  const row = await executor
    .selectFrom('products')
    .select(['is_subscribable', 'subscription_plan', 'product_type'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertSubscription(trx: Executor, row: Insertable<SubscriptionsTable>): Promise<void> {
  await trx.insertInto('subscriptions').values(row).execute();
}

export async function insertSubscriptionOrder(
  trx: Executor,
  row: { order_id: string; subscription_id: string; cycle: number },
): Promise<void> {
  await trx.insertInto('subscription_orders').values(row).execute();
}

export async function findSubscriptionOfCart(
  executor: Executor,
  cartId: string,
): Promise<SubscriptionRow | null> {
  const row = await executor
    .selectFrom('subscriptions')
    .selectAll()
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findSubscription(
  executor: Executor,
  websiteId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = executor
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id);
  const row = await (options.lock ? forUpdate(executor, query) : query).executeTakeFirst();
  return row ?? null;
}

export async function findSubscriptionByToken(
  executor: Executor,
  websiteId: string,
  token: string,
): Promise<SubscriptionRow | null> {
  const row = await executor
    .selectFrom('subscriptions')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('token', '=', token)
    .executeTakeFirst();
  return row ?? null;
}

export async function updateSubscription(
  executor: Executor,
  id: string,
  change: Partial<SubscriptionsTable>,
): Promise<void> {
  await executor.updateTable('subscriptions').set(change).where('id', '=', id).execute();
}

export async function listSubscriptions(
  executor: Executor,
  websiteId: string,
  filter: { siteUserId?: string },
): Promise<SubscriptionRow[]> {
  let query = executor.selectFrom('subscriptions').selectAll().where('website_id', '=', websiteId);
  if (filter.siteUserId !== undefined) query = query.where('site_user_id', '=', filter.siteUserId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(SUBSCRIPTION_LIST_LIMIT).execute();
}

/** The order numbers each subscription made, by cycle. */
export async function listSubscriptionOrderNumbers(
  executor: Executor,
  subscriptionIds: readonly string[],
): Promise<{ subscription_id: string; cycle: number; order_id: string; order_number: number }[]> {
  if (subscriptionIds.length === 0) return [];
  return executor
    .selectFrom('subscription_orders as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.subscription_id', 's.cycle', 's.order_id', 'o.order_number'])
    .where('s.subscription_id', 'in', [...subscriptionIds])
    .orderBy('s.cycle')
    .execute();
}

/** The variant as a renewal sells it now: its price, stock and product. */
export interface RenewalVariantRow {
  variant_id: string;
  product_id: string;
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
}

/** The variant a renewal bills, with its product as it is now; null when either is gone. */
export async function findRenewalVariant(
  trx: Executor,
  variantId: string,
): Promise<RenewalVariantRow | null> {
  const row = await trx
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('collections as c', 'c.id', 'p.collection_id')
    .select([
      'v.id as variant_id',
      'p.id as product_id',
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
    ])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  return row ?? null;
}

/** The unit price of each subscription's latest order (what it last cost), by subscription id. */
export async function listLastUnitPrices(
  executor: Executor,
  subscriptionIds: readonly string[],
): Promise<Map<string, number>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom('order_lines as l')
    .innerJoin('subscription_orders as s', 's.order_id', 'l.order_id')
    .select(['s.subscription_id', 's.cycle', 'l.unit_price_cents'])
    .where('s.subscription_id', 'in', [...subscriptionIds])
    .orderBy('s.cycle')
    .execute();
  return new Map(rows.map((row) => [row.subscription_id, row.unit_price_cents]));
}

/** The plan of the product in a subscription cart's one line. */
export async function findCartProductPlan(
  executor: Executor,
  cartId: string,
): Promise<{ subscription_plan: string | null } | null> {
  const row = await executor
    .selectFrom('cart_entries as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .select('p.subscription_plan')
    .where('e.cart_id', '=', cartId)
    .executeTakeFirst();
  return row ?? null;
}
