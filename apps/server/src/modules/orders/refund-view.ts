import { ORDER_STATUS, type OrderRefund, type PaymentHistoryEntry } from '@plinth/contracts';
import type { OrderRefundRow, OrderRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';

/** The order statuses a refund may start from: the order stands (shipped in part or whole, or not yet). */
export const REFUNDABLE_STATUSES: ReadonlySet<string> = new Set([
  ORDER_STATUS.placed,
  ORDER_STATUS.partiallyFulfilled,
  ORDER_STATUS.fulfilled,
]);

export function toOrderRefund(row: OrderRefundRow): OrderRefund {
  return {
    id: row.id,
    amountCents: row.amount_cents,
    cardCents: row.card_cents,
    giftCardCents: row.gift_card_cents,
    lines: parseStoredJson<OrderRefund['lines']>(row.lines, []),
    restocked: row.restocked === 1,
    note: row.note,
    providerReference: row.provider_reference,
    status: row.status === 'released' ? 'released' : 'refunded',
    createdAt: row.created_at,
  };
}

/** What is left to return on an order, and what of it a partial refund may return (decision 0065). */
export interface RefundBalance {
  /** Everything not yet returned, card and gift cards; 0 when the order cannot be refunded. */
  refundableCents: number;
  /** The card's part not yet returned; 0 while the payment is only held (only a full refund then). */
  partialRefundableCents: number;
  /** What gift cards paid and has not gone back. */
  giftCardLeftCents: number;
}

export function refundBalance(
  row: Pick<
    OrderRow,
    'status' | 'grand_total_cents' | 'gift_card_cents' | 'payment_status' | 'refunded_cents'
  >,
  refunds: readonly Pick<OrderRefund, 'cardCents' | 'giftCardCents'>[],
): RefundBalance {
  const stands = REFUNDABLE_STATUSES.has(row.status);
  const cardRefunded = refunds.reduce((sum, r) => sum + r.cardCents, 0);
  const giftRefunded = refunds.reduce((sum, r) => sum + r.giftCardCents, 0);
  const cardLeft = Math.max(0, row.grand_total_cents - row.gift_card_cents - cardRefunded);
  const giftCardLeftCents = Math.max(0, row.gift_card_cents - giftRefunded);
  const refundableCents = stands ? Math.max(0, row.grand_total_cents - row.refunded_cents) : 0;
  const held = row.payment_status === 'authorized';
  return {
    refundableCents,
    partialRefundableCents: stands && !held ? Math.min(cardLeft, refundableCents) : 0,
    giftCardLeftCents,
  };
}

/**
 * The payment's steps, oldest first: gift cards and the card's hold when the order was placed, the
 * capture, a release of the hold, and each refund. A payment returned by a cancel (no refund rows) shows
 * as one refund of the card's part at the cancel.
 */
export function paymentHistory(row: OrderRow, refunds: readonly OrderRefund[]): PaymentHistoryEntry[] {
  const card = row.grand_total_cents - row.gift_card_cents;
  const entries: PaymentHistoryEntry[] = [];
  if (row.gift_card_cents > 0) {
    entries.push({ kind: 'gift_card', amountCents: row.gift_card_cents, at: row.created_at });
  }
  if (row.payment_reference === null) return [...entries, ...refundEntries(refunds)];
  entries.push({ kind: 'authorized', amountCents: card, at: row.created_at });
  const captured =
    row.captured_at !== null || ['captured', 'partly_refunded', 'refunded'].includes(row.payment_status);
  if (captured) entries.push({ kind: 'captured', amountCents: card, at: row.captured_at });
  entries.push(...refundEntries(refunds));
  if (row.payment_status === 'voided' && !refunds.some((r) => r.status === 'released')) {
    entries.push({ kind: 'voided', amountCents: card, at: row.cancelled_at ?? row.refunded_at });
  }
  if (row.payment_status === 'refunded' && refunds.length === 0) {
    entries.push({ kind: 'refunded', amountCents: card, at: row.cancelled_at ?? row.refunded_at });
  }
  return entries;
}

function refundEntries(refunds: readonly OrderRefund[]): PaymentHistoryEntry[] {
  return refunds.map((r) => ({
    kind: r.status === 'released' ? 'voided' : 'refunded',
    amountCents: r.amountCents,
    at: r.createdAt,
  }));
}
