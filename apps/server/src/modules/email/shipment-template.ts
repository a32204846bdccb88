import { formatCheckoutMessage, formatMoney } from '@plinth/commerce';
import { SHIPPING_CARRIER_NAMES, trackingUrl, type OrderView } from '@plinth/contracts';
import type { EmailAmountRow } from './layout';
import { renderEmailLayout } from './layout';
import type { OrderEmailExtras } from './order-email-extras';
import { addressSections, SAMPLE_ORDER, TEST_ORDER_NOTE } from './order-templates';
import type { EmailTemplate } from './templates';

/** One shipment of an order shipped in parts (decision 0067): the order, and which of its shipments. */
export interface ShipmentEmailData extends OrderEmailExtras {
  order: OrderView;
  /** One of `order.shipments`. */
  shipmentId: string;
  /** Absolute: https://shop.example/orders/{statusToken}. */
  statusUrl: string;
}

/** "Linen Shirt × 2 of 3": what of each line went in this parcel. */
function shipmentRows(
  order: OrderView,
  shipmentId: string,
  lineImages?: Record<string, string>,
): EmailAmountRow[] {
  const shipment = order.shipments.find((s) => s.id === shipmentId);
  return (shipment?.lines ?? []).flatMap((shipped) => {
    const line = order.lines.find((l) => l.id === shipped.lineId);
    if (!line) return [];
    const options = Object.entries(line.variantAttributes).map(([name, value]) => `${name}: ${value}`);
    const of = shipped.quantity < line.quantity ? ` of ${line.quantity}` : '';
    const imageUrl = lineImages?.[line.id];
    return [
      {
        label: `${line.productName} × ${shipped.quantity}${of}`,
        ...(options.length > 0 ? { detail: options.join(', ') } : {}),
        ...(imageUrl ? { imageUrl } : {}),
        value: formatMoney(line.unitPriceCents * shipped.quantity, order.currency),
      },
    ];
  });
}

export const shipmentSentTemplate: EmailTemplate<ShipmentEmailData> = {
  id: 'order-shipment',
  name: 'Shipment sent',
  description:
    'Sent to the shopper for each shipment of an order shipped in parts: what is in it, and its tracking link.',
  render: ({ order, shipmentId, statusUrl, lineImages, language }, brand) => {
    const number = `#${order.orderNumber}`;
    const shipment = order.shipments.find((s) => s.id === shipmentId);
    const complete = order.status === 'fulfilled';
    const carrier = shipment?.trackingCarrier ?? null;
    return renderEmailLayout(brand, {
      subject: complete
        ? `The rest of order ${number} is on its way`
        : `Part of order ${number} is on its way`,
      heading: complete ? 'The rest of your order is on its way' : 'Part of your order is on its way',
      paragraphs: [
        complete
          ? `The last items of order ${number} have shipped: everything you ordered is now on its way.`
          : `Some items of order ${number} have shipped; we will email you again when the rest ships.`,
        ...(shipment?.trackingNumber
          ? [
              formatCheckoutMessage('trackingNumber', { trackingNumber: shipment.trackingNumber }) +
                (carrier && carrier !== 'other' ? ` (${SHIPPING_CARRIER_NAMES[carrier]})` : ''),
            ]
          : []),
        ...(order.testMode ? [TEST_ORDER_NOTE] : []),
      ],
      ...(shipment?.trackingUrl && carrier
        ? {
            link: {
              label: formatCheckoutMessage('trackPackage', { carrier: SHIPPING_CARRIER_NAMES[carrier] }),
              url: shipment.trackingUrl,
            },
          }
        : {}),
      items: shipmentRows(order, shipmentId, lineImages),
      sections: addressSections(order, language),
      action: { label: formatCheckoutMessage('orderStatusLink'), url: statusUrl },
    });
  },
  sample: (origin) => {
    const [shirt, mug] = SAMPLE_ORDER.lines;
    const shipment = {
      id: 'sample-shipment',
      trackingNumber: '1Z999AA10123456784',
      trackingCarrier: 'ups' as const,
      trackingUrl: trackingUrl('ups', '1Z999AA10123456784'),
      lines: [
        { lineId: shirt?.id ?? '', quantity: 1 },
        { lineId: mug?.id ?? '', quantity: 1 },
      ],
      createdAt: '2026-05-02T09:00:00.000Z',
    };
    return {
      order: { ...SAMPLE_ORDER, status: 'partially_fulfilled', shipments: [shipment] },
      shipmentId: shipment.id,
      statusUrl: `${origin}/orders/sample-order-status-link`,
    };
  },
};
