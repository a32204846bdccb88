import { cartDeliveryKinds } from '@plinth/commerce';
import {
  ORDER_STATUS,
  type OrderAddress,
  type OrderStatus,
  type OrderView,
  type OwnerOrder,
  trackingUrl,
  type ShippingCarrier,
} from '@plinth/contracts';
import { newId, newToken, nowIso, toFlag, writeTransaction, type Db, type Executor } from '@plinth/db';
import { returnGiftCardsOfOrder } from '../gift-cards';
import { returnStock } from '../inventory';
import { productFormAnswerSnapshots } from '../forms';
import type { Jobs } from '../jobs';
import type { PaymentProvider } from '../payments';
import type { Site } from '../sites';
import { orderNotFound, orderStatusConflict } from './errors';
import type { OrderEventContext, OrderNotifier } from './order-notifier';
import { toOrderView, toOwnerOrder } from './order-view';
import { listShipments } from './shipments/queries';
import {
  allocateOrderNumber,
  findOrder,
  findOrderByCart,
  findOrderByToken,
  insertPlacedOrder,
  listCustomerOrders,
  listOrderLines,
  listOrderRefunds,
  listOrders,
  recordCapture,
  updateOrder,
  type OrderChange,
} from './queries';

/** What owner actions on orders need from the app. */
export interface OrdersApp {
  db: Db;
  payments: PaymentProvider;
  orderNotifier: OrderNotifier;
  /** Where the notifier's emails and the payment settlement are queued; woken after each commit. */
  jobs: Pick<Jobs, 'enqueue' | 'queue' | 'wake'>;
  log: { warn(details: object, message: string): void };
}

export interface NewOrderLine {
  productId: string;
  variantId: string;
  sku: string;
  productName: string;
  productType: number;
  variantAttributes: Record<string, string>;
  quantity: number;
  unitPriceCents: number;
  /** Whether the caller took these units from a counted variant's stock (a cancel gives them back). */
  stockTaken: boolean;
  additionalFields: string | null;
}

export interface NewOrder {
  websiteId: string;
  cartId: string;
  siteUserId: string | null;
  email: string;
  shippingAddress: OrderAddress | null;
  shippingOptionName: string | null;
  couponCodes: string[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  /** What gift cards pay of the grand total (decision 0030); 0 for none. */
  giftCardCents?: number;
  currency: string;
  testMode: boolean;
  paymentProvider: string;
  /** The provider's hold, when it was made before the order is written (checkout: decision 0029). */
  paymentReference?: string | null;
  /** The order's id, when the caller needs it before the order is written (a job queued earlier). */
  id?: string;
  lines: NewOrderLine[];
}

/**
 * Writes an order, its lines and its purchase record (seed 000's "Order for analytics") in the
 * caller's transaction, with the site's next number and a new status token, and the payment hold made
 * before it (`paymentReference`). An order with no hold and nothing to ship is paid already, so it is
 * written fulfilled (decision 0063). Placing an order goes through writeOrder (place-order.ts); stock is
 * inventory's.
 */
export async function createOrder(
  trx: Executor,
  input: NewOrder,
  /** Where the number comes from: the caller's transaction unless writeOrder says otherwise. */
  numbers: Executor = trx,
): Promise<OwnerOrder> {
  const now = nowIso();
  const id = input.id ?? newId();
  // Nothing left to pay by card (gift cards paid it all) and nothing to ship: paid, so fulfilled at once.
  const fulfilledAtOnce =
    !input.paymentReference && cartDeliveryKinds(input.lines.map((l) => l.productType)).purelyDigital;
  const orderNumber = await allocateOrderNumber(numbers, input.websiteId);
  const order = {
    id,
    website_id: input.websiteId,
    order_number: orderNumber,
    status_token: newToken(),
    cart_id: input.cartId,
    site_user_id: input.siteUserId,
    email: input.email,
    shipping_address: input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
    shipping_option_name: input.shippingOptionName,
    coupon_codes: JSON.stringify(input.couponCodes),
    subtotal_cents: input.subtotalCents,
    discount_cents: input.discountCents,
    shipping_cents: input.shippingCents,
    tax_cents: input.taxCents,
    grand_total_cents: input.grandTotalCents,
    gift_card_cents: input.giftCardCents ?? 0,
    currency: input.currency,
    test_mode: toFlag(input.testMode),
    status: fulfilledAtOnce ? ORDER_STATUS.fulfilled : ORDER_STATUS.placed,
    payment_provider: input.paymentProvider,
    payment_reference: input.paymentReference ?? null,
    payment_status: input.paymentReference ? 'authorized' : 'none',
    tracking_number: null,
    tracking_carrier: null,
    created_at: now,
    updated_at: now,
    fulfilled_at: fulfilledAtOnce ? now : null,
    cancelled_at: null,
    refunded_at: null,
    refunded_cents: 0,
    captured_at: null,
  };
  const answers = await productFormAnswerSnapshots(trx, input.websiteId, input.lines);
  const lines = input.lines.map((line, position) => ({
    id: newId(),
    order_id: id,
    website_id: input.websiteId,
    product_id: line.productId,
    variant_id: line.variantId,
    sku: line.sku,
    product_name: line.productName,
    product_type: line.productType,
    variant_attributes: JSON.stringify(line.variantAttributes),
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    line_total_cents: line.unitPriceCents * line.quantity,
    stock_taken: toFlag(line.stockTaken),
    additional_fields: line.additionalFields,
    form_answers: answers[position] ? JSON.stringify(answers[position]) : null,
    position,
  }));
  await insertPlacedOrder(trx, order, lines, {
    order_id: id,
    website_id: input.websiteId,
    purchased_cart_id: input.cartId,
    grand_total_cents: input.grandTotalCents,
    shipping_total_cents: input.shippingCents,
    tax_total_cents: input.taxCents,
    currency: input.currency,
    items: JSON.stringify(
      input.lines.map((l) => ({
        sku: l.sku,
        productName: l.productName,
        quantity: l.quantity,
        unitPrice: l.unitPriceCents,
      })),
    ),
    test_mode: toFlag(input.testMode),
    created_at: now,
  });
  return toOwnerOrder(order, lines);
}

/**
 * The held payment is taken: the order is paid, and one with nothing to ship is fulfilled with it
 * (decision 0063), in one statement, so a crash never leaves it paid but not fulfilled: it needs no
 * transaction of its own (`executor` may be the database or a caller's transaction).
 */
export async function recordPaymentCaptured(executor: Executor, orderId: string): Promise<void> {
  await recordCapture(executor, orderId, nowIso());
}

/** The order a cart became, for a repeated place-order; null when the cart has none. */
export async function findOrderOfCart(executor: Executor, cartId: string): Promise<OwnerOrder | null> {
  const row = await findOrderByCart(executor, cartId);
  return row ? toOwnerOrder(row, await listOrderLines(executor, [row.id])) : null;
}

/** The status page's order (/orders/{token}); 404 for a token of no order of this site. */
export async function getOrderByToken(db: Db, site: Site, token: string): Promise<OrderView> {
  const row = await findOrderByToken(db.kysely, site.id, token);
  if (!row) throw orderNotFound();
  return toOrderView(
    row,
    await listOrderLines(db.kysely, [row.id]),
    await listShipments(db.kysely, [row.id]),
  );
}

export async function listOrdersOfCustomer(db: Db, site: Site, siteUserId: string): Promise<OrderView[]> {
  const rows = await listCustomerOrders(db.kysely, site.id, siteUserId);
  const ids = rows.map((r) => r.id);
  const lines = await listOrderLines(db.kysely, ids);
  const shipments = await listShipments(db.kysely, ids);
  return rows.map((row) => toOrderView(row, lines, shipments));
}

export async function listOwnerOrders(
  db: Db,
  site: Site,
  filter: { q?: string | undefined; status?: OrderStatus | undefined },
): Promise<OwnerOrder[]> {
  const rows = await listOrders(db.kysely, site.id, filter);
  const ids = rows.map((r) => r.id);
  const lines = await listOrderLines(db.kysely, ids);
  const [shipments, refunds] = await Promise.all([
    listShipments(db.kysely, ids),
    listOrderRefunds(db.kysely, ids),
  ]);
  return rows.map((row) => toOwnerOrder(row, lines, { shipments, refunds }));
}

export async function getOwnerOrder(db: Db, site: Site, orderId: string): Promise<OwnerOrder> {
  const row = await findOrder(db.kysely, site.id, orderId);
  if (!row) throw orderNotFound();
  const [lines, shipments, refunds] = await Promise.all([
    listOrderLines(db.kysely, [row.id]),
    listShipments(db.kysely, [row.id]),
    listOrderRefunds(db.kysely, [row.id]),
  ]);
  return toOwnerOrder(row, lines, { shipments, refunds });
}

/**
 * Placed (or fulfilled with nothing to ship) → cancelled: the units the order took go back to their variants (locked, in id order), what
 * gift cards paid goes back on them (and cards the order bought are voided), and the payment is returned (a hold is released, a capture refunded), last, so a failure rolls it all back.
 */
export async function cancelOrder(
  app: OrdersApp,
  context: OrderEventContext,
  orderId: string,
): Promise<OwnerOrder> {
  const cancelled = await changeOrder(app, context.site, orderId, async (trx, order, lines) => {
    // One with nothing to ship was fulfilled only by being paid: the owner may still call it off.
    const cancellable =
      order.status === ORDER_STATUS.placed ||
      (order.status === ORDER_STATUS.fulfilled && order.nothingToShip);
    if (!cancellable) throw orderStatusConflict('orderNotCancellable');
    // Units a partial refund restocked went back then (decision 0065).
    const restocked = (lineId: string) =>
      order.refunds
        .filter((r) => r.restocked)
        .flatMap((r) => r.lines)
        .filter((l) => l.lineId === lineId)
        .reduce((sum, l) => sum + l.quantity, 0);
    const taken = lines
      .filter((l) => l.stock_taken === 1)
      .map((l) => ({ variantId: l.variant_id, quantity: l.quantity - restocked(l.id) }))
      .filter((l) => l.quantity > 0);
    await returnStock(trx, taken);
    await returnGiftCardsOfOrder(trx, order.id);
    const change = { status: ORDER_STATUS.cancelled, cancelled_at: nowIso() };
    await app.orderNotifier.orderCancelled(trx, { ...order, ...changed(change) }, context);
    // Last: a refusal by the provider rolls the rest (and the email) back.
    return { ...change, ...(await returnPayment(app.payments, order)) };
  });
  app.jobs.wake();
  return cancelled;
}

async function returnPayment(payments: PaymentProvider, order: OwnerOrder): Promise<OrderChange> {
  if (order.paymentReference === null) return {};
  // What gift cards paid goes back on the cards (returnGiftCardsOfOrder); the provider got the rest,
  // less what partial refunds returned already (decision 0065).
  const cardRefunded = order.refunds.reduce((sum, r) => sum + r.cardCents, 0);
  const left = order.grandTotalCents - order.giftCardCents - cardRefunded;
  if (left <= 0 && order.paymentStatus !== 'authorized') return { payment_status: 'refunded' };
  await payments.refund(order.paymentReference, left);
  return { payment_status: order.paymentStatus === 'authorized' ? 'voided' : 'refunded' };
}

type LineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

/** Runs a status change on the locked order and answers the order as it now stands. */
async function changeOrder(
  app: OrdersApp,
  site: Site,
  orderId: string,
  change: (trx: Executor, order: OwnerOrder, lines: LineRow[]) => Promise<OrderChange>,
): Promise<OwnerOrder> {
  return writeTransaction(app.db, async (trx) => {
    const row = await findOrder(trx, site.id, orderId, { lock: true });
    if (!row) throw orderNotFound();
    const lines = await listOrderLines(trx, [row.id]);
    const shipments = await listShipments(trx, [row.id]);
    const refunds = await listOrderRefunds(trx, [row.id]);
    const values = await change(trx, toOwnerOrder(row, lines, { shipments, refunds }), lines);
    const now = nowIso();
    await updateOrder(trx, row.id, values, now);
    return toOwnerOrder({ ...row, ...values, updated_at: now }, lines, { shipments, refunds });
  });
}

/** The view fields an OrderChange touches, for telling the notifier about the order as it will be. */
function changed(change: OrderChange): Partial<OwnerOrder> {
  return {
    ...(change.status ? { status: change.status as OrderStatus } : {}),
    ...(change.tracking_number === undefined ? {} : { trackingNumber: change.tracking_number }),
    ...(change.tracking_carrier === undefined
      ? {}
      : {
          trackingCarrier: change.tracking_carrier as ShippingCarrier | null,
          trackingUrl: trackingUrl(
            change.tracking_carrier as ShippingCarrier | null,
            change.tracking_number ?? null,
          ),
        }),
    ...(change.fulfilled_at === undefined ? {} : { fulfilledAt: change.fulfilled_at }),
  };
}
