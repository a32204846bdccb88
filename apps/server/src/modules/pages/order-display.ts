import { formatCheckoutMessage, formatMoney, regionName, type CheckoutMessageId } from '@plinth/commerce';
import { orderStatusPath, SHIPPING_CARRIER_NAMES, type OrderStatus, type OrderView } from '@plinth/contracts';
import type { OrderContext, OrderListItemContext, OrderShipmentContext } from '@plinth/theme';
import type { Site } from '../sites';

const STATUS_LABEL: Record<OrderStatus, CheckoutMessageId> = {
  placed: 'statusPlaced',
  partially_fulfilled: 'statusPartiallyFulfilled',
  fulfilled: 'statusFulfilled',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
};

/** "Shipped" for a fulfilled order that shipped; "Completed" for one with nothing shipped (decision 0063). */
export function orderStatusLabel(order: Pick<OrderView, 'status' | 'shippingOptionName'>): string {
  if (order.status === 'fulfilled' && order.shippingOptionName === null) {
    return formatCheckoutMessage('statusCompleted');
  }
  return formatCheckoutMessage(STATUS_LABEL[order.status] ?? 'statusPlaced');
}

/** "12 Nov 2026" in the site's language; the order's own date, whatever the server's zone. */
export function formatOrderDate(iso: string, language: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
}

/** An order as the confirmation and status pages print it. */
export function toOrderContext(order: OrderView, site: Site): OrderContext {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const address = order.shippingAddress;
  const shipTo = address
    ? [
        `${address.firstName} ${address.lastName}`.trim(),
        address.line1,
        address.line2 ?? '',
        [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
        regionName(address.country, site.language),
        address.phone ?? '',
      ].filter(Boolean)
    : [];
  const requiresShipping = order.shippingOptionName !== null;
  return {
    number: `#${order.orderNumber}`,
    statusUrl: orderStatusPath(order.statusToken),
    email: order.email,
    status: order.status,
    statusLabel: orderStatusLabel(order),
    date: formatOrderDate(order.createdAt, site.language),
    testMode: order.testMode,
    lines: order.lines.map((line) => ({
      productName: line.productName,
      options: Object.entries(line.variantAttributes)
        .map(([name, value]) => `${name}: ${value}`)
        .join(', '),
      // The product form's answers as "Title: answer" (issue 11 part 6); the template escapes them.
      answers: line.answers.map((answer) => `${answer.title}: ${answer.summary}`),
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      lineTotal: money(line.lineTotalCents),
    })),
    subtotal: money(order.subtotalCents),
    hasDiscount: order.discountCents > 0,
    discount: `−${money(order.discountCents)}`,
    couponCodes: order.couponCodes.join(', '),
    requiresShipping,
    shipping: order.shippingCents === 0 ? formatCheckoutMessage('free') : money(order.shippingCents),
    shippingOptionName: order.shippingOptionName ?? '',
    shipTo,
    tax: money(order.taxCents),
    total: money(order.grandTotalCents),
    hasGiftCard: order.giftCardCents > 0,
    giftCard: `−${money(order.giftCardCents)}`,
    amountPaid: money(order.grandTotalCents - order.giftCardCents),
    trackingNumber: order.trackingNumber ?? '',
    trackingUrl: order.trackingUrl ?? '',
    trackingLinkText: trackLinkText(order.trackingUrl, order.trackingCarrier),
    hasShipments: order.shipments.length > 1 || order.status === 'partially_fulfilled',
    shipments: order.shipments.map((shipment, index) => shipmentContext(order, shipment, index, site)),
  };
}

function trackLinkText(url: string | null, carrier: OrderView['trackingCarrier']): string {
  return url && carrier
    ? formatCheckoutMessage('trackPackage', { carrier: SHIPPING_CARRIER_NAMES[carrier] })
    : '';
}

/** "Shipment 2", what went in it and its tracking link (decision 0067). */
function shipmentContext(
  order: OrderView,
  shipment: OrderView['shipments'][number],
  index: number,
  site: Site,
): OrderShipmentContext {
  const items = shipment.lines.flatMap((shipped) => {
    const line = order.lines.find((l) => l.id === shipped.lineId);
    return line ? [`${line.productName} × ${shipped.quantity}`] : [];
  });
  return {
    title: `Shipment ${index + 1}`,
    date: formatOrderDate(shipment.createdAt, site.language),
    items: items.join(', '),
    trackingNumber: shipment.trackingNumber ?? '',
    trackingUrl: shipment.trackingUrl ?? '',
    trackingLinkText: trackLinkText(shipment.trackingUrl, shipment.trackingCarrier),
  };
}

export function toOrderListItem(order: OrderView, site: Site): OrderListItemContext {
  return {
    number: `#${order.orderNumber}`,
    statusUrl: orderStatusPath(order.statusToken),
    date: formatOrderDate(order.createdAt, site.language),
    total: formatMoney(order.grandTotalCents, order.currency),
    status: order.status,
    statusLabel: orderStatusLabel(order),
  };
}

/** "United States" for "US": one function for the pages and the emails (in @plinth/commerce). */
export { regionName };
