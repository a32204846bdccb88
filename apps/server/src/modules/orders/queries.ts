import { DIGITAL_DELIVERY_TYPES } from '@plinth/commerce';
import { FIRST_ORDER_NUMBER, ORDER_LIST_LIMIT, ORDER_STATUS } from '@plinth/contracts';
import {
  containsPattern,
  fixedQuery,
  forUpdate,
  insertRowsTogether,
  sql,
  type Executor,
  type Insertable,
  type OrderLineRow,
  type OrderLinesTable,
  type OrderRefundRow,
  type OrderRefundsTable,
  type OrderRow,
  type OrdersTable,
  type PurchaseRecordsTable,
} from '@plinth/db';

/**
 * The site's next order number, from FIRST_ORDER_NUMBER. The sequence row is updated in the order's
 * transaction: on PostgreSQL the update holds the row lock until commit, on SQLite the transaction is
 * the only writer, so two orders never share a number, and a rolled-back order gives its number back.
 * The row is made on a site's first order (then the update runs again); every later order needs only
 * the update, since the lock is held from it to the commit and each statement there counts.
 */
const NEXT_ORDER_NUMBER = fixedQuery<{ last_number: number }>(
  'update order_number_sequences set last_number = last_number + 1 where website_id = ? returning last_number',
);

export async function allocateOrderNumber(trx: Executor, websiteId: string): Promise<number> {
  const next = () => NEXT_ORDER_NUMBER.first(trx, [websiteId]);
  const row = await next();
  if (row) return row.last_number;
  await trx
    .insertInto('order_number_sequences')
    .values({ website_id: websiteId, last_number: FIRST_ORDER_NUMBER - 1 })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const created = await next();
  if (!created) throw new Error(`No order number sequence for site ${websiteId}`);
  return created.last_number;
}

/**
 * A new order with its lines and its purchase record (written once: its primary key is the order id).
 * Fixed statements (packages/db insertRowsTogether): one round trip on PostgreSQL.
 */
export async function insertPlacedOrder(
  trx: Executor,
  order: Insertable<OrdersTable>,
  lines: Insertable<OrderLinesTable>[],
  record: Insertable<PurchaseRecordsTable>,
): Promise<void> {
  await insertRowsTogether(trx, [
    { table: 'orders', rows: [order] },
    { table: 'order_lines', rows: lines },
    { table: 'purchase_records', rows: [record] },
  ]);
}

export async function findPurchaseRecord(executor: Executor, orderId: string) {
  return (
    (await executor
      .selectFrom('purchase_records')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst()) ?? null
  );
}

export async function findOrderByCart(executor: Executor, cartId: string): Promise<OrderRow | null> {
  return (
    (await executor.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst()) ?? null
  );
}

export async function findOrderByToken(
  executor: Executor,
  websiteId: string,
  token: string,
): Promise<OrderRow | null> {
  const row = await executor
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('status_token', '=', token)
    .executeTakeFirst();
  return row ?? null;
}

/** An order of the site, locked for a change of status on PostgreSQL. */
export async function findOrder(
  executor: Executor,
  websiteId: string,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = executor
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', orderId);
  const row = await (options.lock ? forUpdate(executor, query) : query).executeTakeFirst();
  return row ?? null;
}

export async function listOrderLines(
  executor: Executor,
  orderIds: readonly string[],
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return executor
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

const LIST_LIMIT = ORDER_LIST_LIMIT;

/**
 * The site's orders, newest first. `q` matches the number ("1001" or "#1001"), the email or a product
 * name on the order; `status` filters by status.
 */
export async function listOrders(
  executor: Executor,
  websiteId: string,
  filter: { q?: string | undefined; status?: string | undefined },
): Promise<OrderRow[]> {
  let query = executor.selectFrom('orders').selectAll().where('website_id', '=', websiteId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([
        ...(number === null ? [] : [eb('order_number', '=', number)]),
        sql<boolean>`lower(${eb.ref('email')}) like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where(sql<boolean>`lower(order_lines.product_name) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('order_number', 'desc').limit(LIST_LIMIT).execute();
}

export async function listCustomerOrders(
  executor: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<OrderRow[]> {
  return executor
    .selectFrom('orders')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export type OrderChange = Partial<
  Pick<
    OrdersTable,
    | 'status'
    | 'payment_reference'
    | 'payment_status'
    | 'tracking_number'
    | 'tracking_carrier'
    | 'fulfilled_at'
    | 'cancelled_at'
    | 'refunded_at'
    | 'refunded_cents'
    | 'captured_at'
  >
>;

export async function updateOrder(
  executor: Executor,
  orderId: string,
  change: OrderChange,
  at: string,
): Promise<void> {
  await executor
    .updateTable('orders')
    .set({ ...change, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Placed → fulfilled for an order with nothing to ship (only gift cards and digital goods; decision
 * 0063), in one statement: it checks the status in its own WHERE, so a cancel that got there first
 * (holding the row) is never overwritten, and running it twice changes nothing. Answers whether it did.
 */
export async function markFulfilledIfNothingToShip(
  executor: Executor,
  orderId: string,
  at: string,
): Promise<boolean> {
  const result = await executor
    .updateTable('orders')
    .set({ status: ORDER_STATUS.fulfilled, fulfilled_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.placed)
    .where((eb) =>
      eb.and([
        eb.exists(eb.selectFrom('order_lines').select('id').whereRef('order_id', '=', 'orders.id')),
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_lines')
              .select('id')
              .whereRef('order_id', '=', 'orders.id')
              .where('product_type', 'not in', DIGITAL_DELIVERY_TYPES),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether an order has lines and none of them ships: SQL over `orders` (the row being updated). */
const NOTHING_TO_SHIP =
  `exists (select 1 from order_lines where order_id = orders.id) and not exists ` +
  `(select 1 from order_lines where order_id = orders.id and product_type not in (${DIGITAL_DELIVERY_TYPES.map(Number).join(', ')}))`;
const FULFILS_NOW = `status = '${ORDER_STATUS.placed}' and ${NOTHING_TO_SHIP}`;
const RECORD_CAPTURE = fixedQuery(
  `update orders set payment_status = 'captured', captured_at = ?, updated_at = ?, ` +
    `status = case when ${FULFILS_NOW} then '${ORDER_STATUS.fulfilled}' else status end, ` +
    `fulfilled_at = case when ${FULFILS_NOW} then ? else fulfilled_at end ` +
    'where id = ?',
);

/**
 * The order's payment captured at `at`, and, for an order with nothing to ship still placed, the order
 * fulfilled (as markFulfilledIfNothingToShip, in the same statement: every order's capture is one
 * write). Every SET reads the row as it was, so the status test sees `placed` for both columns.
 */
export async function recordCapture(executor: Executor, orderId: string, at: string): Promise<void> {
  await RECORD_CAPTURE.run(executor, [at, at, at, orderId]);
}

/** The order a provider's payment belongs to (a webhook names the payment), locked when asked. */
export async function findOrderByPaymentReference(
  executor: Executor,
  provider: string,
  reference: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = executor
    .selectFrom('orders')
    .selectAll()
    .where('payment_reference', '=', reference)
    .where('payment_provider', '=', provider);
  const row = await (options.lock ? forUpdate(executor, query) : query).executeTakeFirst();
  return row ?? null;
}

/** The refunds of these orders, oldest first within each (decision 0065). */
export async function listOrderRefunds(
  executor: Executor,
  orderIds: readonly string[],
): Promise<OrderRefundRow[]> {
  if (orderIds.length === 0) return [];
  return executor
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('sequence')
    .execute();
}

/** Written once per refund the provider accepted, in the refund's transaction. */
export async function insertOrderRefund(trx: Executor, refund: Insertable<OrderRefundsTable>): Promise<void> {
  await trx.insertInto('order_refunds').values(refund).execute();
}

const ORDER_LINE_IMAGES = fixedQuery<{ id: string; image: string | null; images: string | null }>(
  'select l.id, v.image, p.images from order_lines l left join variants v on v.id = l.variant_id ' +
    'left join products p on p.id = l.product_id where l.order_id = ?',
);

/** Each line's stored pictures (its variant's image, its product's images; JSON), for the emails. */
export async function listOrderLineImages(
  executor: Executor,
  orderId: string,
): Promise<{ id: string; image: string | null; images: string | null }[]> {
  return ORDER_LINE_IMAGES.rows(executor, [orderId]);
}

/** The codes of the gift cards an order was paid with, first redeemed first. */
export async function listOrderGiftCardCodes(executor: Executor, orderId: string): Promise<string[]> {
  const rows = await executor
    .selectFrom('gift_card_redemptions as r')
    .innerJoin('gift_cards as g', 'g.id', 'r.gift_card_id')
    .select(['g.code'])
    .where('r.order_id', '=', orderId)
    .orderBy('r.created_at')
    .execute();
  return rows.map((row) => row.code);
}
