import { cartDeliveryKinds } from '@plinth/commerce';
import {
  SHIPPING_CARRIERS,
  trackingUrl,
  type OrderAddress,
  type OrderStatus,
  type OrderView,
  type OwnerOrder,
  type ShippingCarrier,
} from '@plinth/contracts';
import type { OrderLineRow, OrderRefundRow, OrderRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { paymentHistory, refundBalance, toOrderRefund } from './refund-view';

/** A stored carrier, or null for none (or a value this version does not know). */
function carrierOf(stored: string | null): ShippingCarrier | null {
  return SHIPPING_CARRIERS.find((carrier) => carrier === stored) ?? null;
}

/** An order as its shopper sees it. */
export function toOrderView(row: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    orderNumber: row.order_number,
    statusToken: row.status_token,
    status: row.status as OrderStatus,
    email: row.email,
    shippingAddress: parseStoredJson<OrderAddress | null>(row.shipping_address, null),
    shippingOptionName: row.shipping_option_name,
    couponCodes: parseStoredJson<string[]>(row.coupon_codes, []),
    lines: lines
      .filter((l) => l.order_id === row.id)
      .map((l) => ({
        sku: l.sku,
        productName: l.product_name,
        variantAttributes: parseStoredJson<Record<string, string>>(l.variant_attributes, {}),
        quantity: l.quantity,
        unitPriceCents: l.unit_price_cents,
        lineTotalCents: l.line_total_cents,
        answers: parseStoredJson<{ title: string; summary: string }[]>(l.form_answers, []),
      })),
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    shippingCents: row.shipping_cents,
    taxCents: row.tax_cents,
    grandTotalCents: row.grand_total_cents,
    giftCardCents: row.gift_card_cents,
    currency: row.currency,
    testMode: row.test_mode === 1,
    trackingNumber: row.tracking_number,
    trackingCarrier: carrierOf(row.tracking_carrier),
    trackingUrl: trackingUrl(carrierOf(row.tracking_carrier), row.tracking_number),
    createdAt: row.created_at,
  };
}

/**
 * The owner's view: the shopper's plus ids, the payment and the dates of each change, the refunds and
 * the payment's history (decision 0065). `refunds` may hold other orders' rows; only this one's count.
 */
export function toOwnerOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  allRefunds: readonly OrderRefundRow[] = [],
): OwnerOrder {
  const refunds = allRefunds.filter((r) => r.order_id === row.id).map(toOrderRefund);
  const own = lines.filter((l) => l.order_id === row.id);
  const balance = refundBalance(row, refunds);
  return {
    ...toOrderView(row, lines),
    lines: toOrderView(row, lines).lines.map((line, index) => {
      const id = own[index]?.id ?? '';
      const refundedQuantity = refunds
        .flatMap((r) => r.lines)
        .filter((l) => l.lineId === id)
        .reduce((sum, l) => sum + l.quantity, 0);
      return { ...line, id, refundedQuantity };
    }),
    id: row.id,
    cartId: row.cart_id,
    siteUserId: row.site_user_id,
    paymentProvider: row.payment_provider,
    paymentReference: row.payment_reference,
    paymentStatus: row.payment_status,
    fulfilledAt: row.fulfilled_at,
    cancelledAt: row.cancelled_at,
    refundedAt: row.refunded_at,
    nothingToShip: cartDeliveryKinds(lines.filter((l) => l.order_id === row.id).map((l) => l.product_type))
      .purelyDigital,
    refundedCents: row.refunded_cents,
    refundableCents: balance.refundableCents,
    partialRefundableCents: balance.partialRefundableCents,
    refunds,
    paymentHistory: paymentHistory(row, refunds),
  };
}
