import { formatMoney, refundedUnitsByLine } from '@plinth/commerce';
import { ORDER_STATUS, type OrderRefund, type OwnerOrder } from '@plinth/contracts';
import { newId, nowIso, toFlag, writeTransaction, type OrderLineRow, type OrderRow } from '@plinth/db';
import { returnGiftCardsOfOrder } from '../gift-cards';
import { returnStock } from '../inventory';
import { orderNotFound, orderStatusConflict, refundFailed, refundInvalid } from './errors';
import { remainingByLine } from './fulfilment';
import type { OrderEventContext } from './order-notifier';
import { toOwnerOrder } from './order-view';
import {
  findOrder,
  insertOrderRefund,
  listOrderLines,
  listOrderRefunds,
  updateOrder,
  type OrderChange,
} from './queries';
import { REFUNDABLE_STATUSES, refundBalance, toOrderRefund } from './refund-view';
import { listShipments } from './shipments/queries';
import type { OrdersApp } from './service';

/** What the owner asks to refund: an amount, some lines, or (neither) everything left. */
export interface RefundRequest {
  amountCents?: number | undefined;
  lines?: { lineId: string; quantity: number }[] | undefined;
  /** The lines' units go back to stock (lines whose units the order took). */
  restock?: boolean | undefined;
  note?: string | undefined;
  /** The owner or member refunding (users.id). */
  byUserId: string | null;
}

/**
 * Refunds an order in full or in part (decision 0065), in one write transaction on the locked order:
 * the refund row, the stock given back, gift cards (with the refund that completes the order), the
 * order's totals and status, and the shopper's email; the provider is asked last, so its refusal or
 * silence rolls everything back and nothing is recorded. Its idempotency key is the order's refund
 * sequence, which a rolled-back refund does not use up: the owner's retry sends the same key, and the
 * provider answers the first refund again instead of paying twice (or refuses a different amount).
 */
export async function refundOrder(
  app: OrdersApp,
  context: OrderEventContext,
  orderId: string,
  request: RefundRequest,
): Promise<OwnerOrder> {
  const refunded = await writeTransaction(app.db, async (trx) => {
    const row = await findOrder(trx, context.site.id, orderId, { lock: true });
    if (!row) throw orderNotFound();
    const lines = await listOrderLines(trx, [row.id]);
    const earlier = await listOrderRefunds(trx, [row.id]);
    const shipments = await listShipments(trx, [row.id]);
    const plan = planRefund(row, lines, earlier.map(toOrderRefund), request);
    const now = nowIso();
    // An order shipped in part whose last units still to ship are refunded now has nothing left to
    // ship: it is fulfilled (and leaves "To fulfil").
    const nothingLeftToShip =
      !plan.full &&
      row.status === ORDER_STATUS.partiallyFulfilled &&
      plan.lines.length > 0 &&
      [
        ...remainingByLine(lines, shipments, [
          ...earlier.map(toOrderRefund),
          { lines: plan.lines.map((l) => ({ lineId: l.row.id, quantity: l.quantity, amountCents: 0 })) },
        ]).values(),
      ].every((left) => left <= 0);
    const id = newId();
    const held = row.payment_status === 'authorized';

    if (request.restock && plan.lines.length > 0) {
      await returnStock(
        trx,
        plan.lines
          .filter((l) => l.row.stock_taken === 1)
          .map((l) => ({ variantId: l.row.variant_id, quantity: l.quantity })),
      );
    }
    if (plan.full) await returnGiftCardsOfOrder(trx, row.id);
    const change: OrderChange = {
      refunded_cents: row.refunded_cents + plan.amountCents,
      ...(plan.full
        ? {
            status: ORDER_STATUS.refunded,
            refunded_at: now,
            ...(row.payment_reference !== null ? { payment_status: held ? 'voided' : 'refunded' } : {}),
          }
        : { payment_status: 'partly_refunded' }),
      ...(nothingLeftToShip ? { status: ORDER_STATUS.fulfilled, fulfilled_at: now } : {}),
    };
    const refund = {
      id,
      order_id: row.id,
      website_id: row.website_id,
      sequence: earlier.length + 1,
      amount_cents: plan.amountCents,
      card_cents: plan.cardCents,
      gift_card_cents: plan.giftCardCents,
      lines: JSON.stringify(
        plan.lines.map((l) => ({ lineId: l.row.id, quantity: l.quantity, amountCents: l.amountCents })),
      ),
      restocked: toFlag(Boolean(request.restock) && plan.lines.length > 0),
      note: request.note ? request.note : null,
      provider_reference: null as string | null,
      status: held ? 'released' : 'refunded',
      created_at: now,
      created_by: request.byUserId,
    };
    const updated = { ...row, ...change, updated_at: now };
    const refunds = [...earlier, refund];
    await app.orderNotifier.orderRefunded(
      trx,
      toOwnerOrder(updated, lines, { shipments, refunds }),
      context,
      {
        ...toOrderRefund(refund),
        full: plan.full,
      },
    );

    // Last: a refusal by the provider rolls the rest (and the email) back.
    if (row.payment_reference !== null && (plan.cardCents > 0 || held)) {
      try {
        refund.provider_reference = await app.payments.refund(
          row.payment_reference,
          plan.cardCents,
          `${row.id}:${refund.sequence}`,
        );
      } catch (error) {
        app.log.warn({ err: error, orderId: row.id }, 'refund refused or unanswered by the provider');
        throw refundFailed();
      }
    }
    await insertOrderRefund(trx, refund);
    await updateOrder(trx, row.id, change, now);
    return toOwnerOrder(updated, lines, { shipments, refunds });
  });
  app.jobs.wake();
  return refunded;
}

interface RefundPlan {
  amountCents: number;
  cardCents: number;
  giftCardCents: number;
  /** The refund returns everything left: the order becomes refunded. */
  full: boolean;
  lines: { row: OrderLineRow; quantity: number; amountCents: number }[];
}

/** Checks the request against the order and what went back before; throws what the owner must fix. */
function planRefund(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  earlier: readonly OrderRefund[],
  request: RefundRequest,
): RefundPlan {
  if (!REFUNDABLE_STATUSES.has(row.status)) {
    throw orderStatusConflict('orderNotRefundable');
  }
  const balance = refundBalance(row, earlier);
  const left = balance.refundableCents;
  if (left <= 0) throw refundInvalid('refundNothing');
  const money = (cents: number) => formatMoney(cents, row.currency);

  const refunded = refundedUnitsByLine(earlier);
  const planned = (request.lines ?? []).map((asked) => {
    const line = lines.find((l) => l.id === asked.lineId);
    if (!line) throw refundInvalid('refundLineUnknown');
    const done = refunded.get(line.id) ?? 0;
    if (asked.quantity > line.quantity - done) {
      throw refundInvalid('refundLineQuantity', {
        quantity: line.quantity - done,
        item: line.product_name,
      });
    }
    return { row: line, quantity: asked.quantity, amountCents: linePaidCents(row, line, asked.quantity) };
  });
  const amountCents =
    request.amountCents ?? (request.lines ? planned.reduce((sum, l) => sum + l.amountCents, 0) : left);
  if (amountCents <= 0) throw refundInvalid('refundNothing');
  if (amountCents > left) throw refundInvalid('refundTooLarge', { amount: money(left) });
  const full = amountCents === left;
  if (!full && row.payment_status === 'authorized') throw refundInvalid('refundNotCaptured');
  if (!full && amountCents > balance.partialRefundableCents) {
    throw refundInvalid('refundPastCard', { amount: money(balance.partialRefundableCents) });
  }
  const giftCardCents = full ? balance.giftCardLeftCents : 0;
  return { amountCents, cardCents: amountCents - giftCardCents, giftCardCents, full, lines: planned };
}

/**
 * What the shopper paid for `quantity` of a line: its unit price times the quantity, less the line's
 * share of the order's discount (in proportion to the subtotal), rounded to the cent. Shipping and tax
 * are not part of it; the owner refunds them by amount (decision 0065).
 */
export function linePaidCents(
  order: Pick<OrderRow, 'subtotal_cents' | 'discount_cents'>,
  line: Pick<OrderLineRow, 'unit_price_cents'>,
  quantity: number,
): number {
  const price = line.unit_price_cents * quantity;
  if (order.subtotal_cents <= 0) return 0;
  const discount = Math.min(order.discount_cents, order.subtotal_cents);
  return Math.round((price * (order.subtotal_cents - discount)) / order.subtotal_cents);
}
