import { cartDeliveryKinds, refundedUnitsByLine } from '@plinth/commerce';
import {
  SHIPPING_CARRIERS,
  trackingUrl,
  ORDER_STATUS,
  type OrderAddress,
  type OrderShipment,
  type OrderStatus,
  type OrderView,
  type OwnerOrder,
  type ShippingCarrier,
} from '@plinth/contracts';
import type { OrderLineRow, OrderRefundRow, OrderRow } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import { paymentHistory, refundBalance, toOrderRefund } from './refund-view';
import type { ShipmentRecord } from './shipments/queries';

/** A stored carrier, or null for none (or a value this version does not know). */
function carrierOf(stored: string | null): ShippingCarrier | null {
  return SHIPPING_CARRIERS.find((carrier) => carrier === stored) ?? null;
}

/** The order's shipments as the views show them, oldest first. */
function shipmentsOf(orderId: string, shipments: readonly ShipmentRecord[]): OrderShipment[] {
  return shipments
    .filter((s) => s.row.order_id === orderId)
    .map(({ row, lines }) => ({
      id: row.id,
      trackingNumber: row.tracking_number,
      trackingCarrier: carrierOf(row.tracking_carrier),
      trackingUrl: trackingUrl(carrierOf(row.tracking_carrier), row.tracking_number),
      lines: lines.map((line) => ({ lineId: line.order_line_id, quantity: line.quantity })),
      createdAt: row.created_at,
    }));
}

/**
 * Units of a line shipped so far: the sum over the order's shipments. An order fulfilled before
 * shipments were kept (or with nothing to ship, decision 0063) has none, and every unit counts shipped.
 */
function fulfilledQuantity(row: OrderRow, line: OrderLineRow, shipments: readonly OrderShipment[]): number {
  if (shipments.length === 0) return row.status === ORDER_STATUS.fulfilled ? line.quantity : 0;
  return shipments
    .flatMap((s) => s.lines)
    .filter((l) => l.lineId === line.id)
    .reduce((sum, l) => sum + l.quantity, 0);
}

/** An order as its shopper sees it; `shipments` may hold other orders' too (a list's). */
export function toOrderView(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  shipmentRecords: readonly ShipmentRecord[] = [],
): OrderView {
  const shipments = shipmentsOf(row.id, shipmentRecords);
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
        id: l.id,
        sku: l.sku,
        productName: l.product_name,
        variantAttributes: parseStoredJson<Record<string, string>>(l.variant_attributes, {}),
        quantity: l.quantity,
        unitPriceCents: l.unit_price_cents,
        lineTotalCents: l.line_total_cents,
        answers: parseStoredJson<{ title: string; summary: string }[]>(l.form_answers, []),
        fulfilledQuantity: fulfilledQuantity(row, l, shipments),
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
    shipments,
    createdAt: row.created_at,
  };
}

/** What an order's owner view is read with: its shipments and its refunds (a list's may hold others'). */
export interface OrderRelated {
  shipments?: readonly ShipmentRecord[];
  refunds?: readonly OrderRefundRow[];
}

/**
 * The owner's view: the shopper's plus ids, the payment and the dates of each change, the refunds and
 * the payment's history (decision 0065). `related` may hold other orders' rows; only this one's count.
 */
export function toOwnerOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  { shipments = [], refunds: allRefunds = [] }: OrderRelated = {},
): OwnerOrder {
  const refunds = allRefunds.filter((r) => r.order_id === row.id).map(toOrderRefund);
  const balance = refundBalance(row, refunds);
  const view = toOrderView(row, lines, shipments);
  const refunded = refundedUnitsByLine(refunds);
  return {
    ...view,
    lines: view.lines.map((line) => ({ ...line, refundedQuantity: refunded.get(line.id) ?? 0 })),
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
