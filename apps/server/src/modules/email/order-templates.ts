import { formatCheckoutMessage, formatMoney } from '@plinth/commerce';
import { SHIPPING_CARRIER_NAMES, trackingUrl, type OrderView } from '@plinth/contracts';
import type { EmailAmountRow } from './layout';
import { renderEmailLayout } from './layout';
import { addressSections, paymentSections, type OrderEmailExtras } from './order-email-extras';
import type { EmailTemplate } from './templates';

export { addressSections } from './order-email-extras';

/** What the order emails show: the order as its shopper sees it, and its status page's address. */
export interface OrderEmailData extends OrderEmailExtras {
  order: OrderView;
  /** Absolute: https://shop.example/orders/{statusToken}. */
  statusUrl: string;
  /** The refund the email is about (order refunded; decision 0065). */
  refund?: RefundEmailDetail;
  /** A subscription's order: its page, absolute, where the shopper (a guest too) sees or cancels it. */
  subscriptionUrl?: string;
}

/** One refund: how much, where it went, which lines; `full` when it completes the order's refund. */
export interface RefundEmailDetail {
  amountCents: number;
  cardCents: number;
  giftCardCents: number;
  full: boolean;
  /** `lineId` (the order line's, for its image) is absent from refunds queued before it was kept. */
  lines: { lineId?: string; productName: string; quantity: number; amountCents: number }[];
}

export const TEST_ORDER_NOTE =
  'This is a test order: the store is in test mode, so no real payment was taken.';

/** A subscription's order confirmation: the page to see or cancel it (a guest has no account for it). */
const SUBSCRIPTION_NOTE = 'This order is part of a subscription. You can see or cancel it at any time:';
const SUBSCRIPTION_LINK = 'Manage your subscription';

export const orderConfirmationTemplate: EmailTemplate<OrderEmailData> = {
  id: 'order-confirmation',
  name: 'Order confirmation',
  description: 'Sent to the shopper when an order is placed: its items, totals and status link.',
  render: ({ order, statusUrl, lineImages, language, paymentLines, subscriptionUrl }, brand) => {
    const number = `#${order.orderNumber}`;
    return renderEmailLayout(brand, {
      subject: `Order ${number} confirmed`,
      heading: formatCheckoutMessage('orderConfirmedTitle'),
      paragraphs: [
        order.shippingAddress
          ? `We received your order ${number} and will email you when it ships.`
          : `We received your order ${number}.`,
        ...(order.testMode ? [TEST_ORDER_NOTE] : []),
        ...(subscriptionUrl ? [SUBSCRIPTION_NOTE] : []),
      ],
      ...(subscriptionUrl ? { link: { label: SUBSCRIPTION_LINK, url: subscriptionUrl } } : {}),
      items: itemRows(order, lineImages),
      totals: totalRows(order),
      sections: [...paymentSections(paymentLines), ...addressSections(order, language)],
      action: { label: formatCheckoutMessage('orderStatusLink'), url: statusUrl },
      note: 'The link above shows the status of your order at any time; keep this email to find it again.',
    });
  },
  sample: (origin) => ({
    order: SAMPLE_ORDER,
    statusUrl: `${origin}/orders/sample-order-status-link`,
    paymentLines: ['Visa •••• 4242'],
  }),
};

export const orderShippedTemplate: EmailTemplate<OrderEmailData> = {
  id: 'order-shipped',
  name: 'Order shipped',
  description: 'Sent to the shopper when the order is marked fulfilled, with its tracking number if given.',
  render: ({ order, statusUrl, lineImages, language }, brand) => {
    const number = `#${order.orderNumber}`;
    const shipped = order.shippingAddress !== null;
    return renderEmailLayout(brand, {
      subject: shipped ? `Order ${number} is on its way` : `Order ${number} is ready`,
      heading: shipped ? 'Your order is on its way' : 'Your order is ready',
      paragraphs: [
        shipped
          ? `Good news: order ${number} has shipped.`
          : `Good news: order ${number} has been fulfilled.`,
        ...(order.trackingNumber
          ? [
              formatCheckoutMessage('trackingNumber', { trackingNumber: order.trackingNumber }) +
                (order.trackingCarrier && order.trackingCarrier !== 'other'
                  ? ` (${SHIPPING_CARRIER_NAMES[order.trackingCarrier]})`
                  : ''),
            ]
          : []),
        ...(order.testMode ? [TEST_ORDER_NOTE] : []),
      ],
      ...(order.trackingUrl && order.trackingCarrier
        ? {
            link: {
              label: formatCheckoutMessage('trackPackage', {
                carrier: SHIPPING_CARRIER_NAMES[order.trackingCarrier],
              }),
              url: order.trackingUrl,
            },
          }
        : {}),
      items: itemRows(order, lineImages),
      sections: addressSections(order, language),
      action: { label: formatCheckoutMessage('orderStatusLink'), url: statusUrl },
    });
  },
  sample: (origin) => ({
    order: {
      ...SAMPLE_ORDER,
      status: 'fulfilled',
      trackingNumber: '1Z999AA10123456784',
      trackingCarrier: 'ups',
      trackingUrl: trackingUrl('ups', '1Z999AA10123456784'),
    },
    statusUrl: `${origin}/orders/sample-order-status-link`,
  }),
};

/** What went back to the shopper: the card's share, and what gift cards paid (back on the cards). */
function returnedParagraphs(order: OrderView): string[] {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const byCard = order.grandTotalCents - order.giftCardCents;
  return [
    ...(byCard > 0 ? [`${money(byCard)} goes back to the card you paid with.`] : []),
    ...(order.giftCardCents > 0
      ? [`${money(order.giftCardCents)} is back on the gift card you used, ready for another order.`]
      : []),
  ];
}

export const orderCancelledTemplate: EmailTemplate<OrderEmailData> = {
  id: 'order-cancelled',
  name: 'Order cancelled',
  description: 'Sent to the shopper when the store cancels an order: what was returned, and the status link.',
  render: ({ order, statusUrl, lineImages }, brand) => {
    const number = `#${order.orderNumber}`;
    return renderEmailLayout(brand, {
      subject: `Order ${number} is cancelled`,
      heading: 'Your order is cancelled',
      paragraphs: [
        `We cancelled your order ${number}; nothing from it will be sent.`,
        ...returnedParagraphs(order),
        ...(order.testMode ? [TEST_ORDER_NOTE] : []),
      ],
      items: itemRows(order, lineImages),
      totals: totalRows(order),
      action: { label: formatCheckoutMessage('orderStatusLink'), url: statusUrl },
      note: 'Reply to this email if you did not expect the cancellation.',
    });
  },
  sample: (origin) => ({
    order: { ...SAMPLE_ORDER, status: 'cancelled' },
    statusUrl: `${origin}/orders/sample-order-status-link`,
  }),
};

export const orderRefundedTemplate: EmailTemplate<OrderEmailData> = {
  id: 'order-refunded',
  name: 'Order refunded',
  description:
    'Sent to the shopper for each refund, in full or in part: the amount, the items, and where it went.',
  render: ({ order, statusUrl, refund, lineImages }, brand) => {
    const number = `#${order.orderNumber}`;
    const money = (cents: number) => formatMoney(cents, order.currency);
    const full = refund?.full ?? true;
    return renderEmailLayout(brand, {
      subject: full
        ? `Order ${number} is refunded`
        : `Order ${number}: ${money(refund?.amountCents ?? 0)} refunded`,
      heading: 'Your refund is on its way',
      paragraphs: [
        full && (refund === undefined || refund.amountCents === order.grandTotalCents)
          ? `We refunded your order ${number} in full.`
          : `We refunded ${money(refund?.amountCents ?? 0)} of your order ${number}.`,
        ...(refund ? refundReturnedParagraphs(refund, money) : returnedParagraphs(order)),
        'A refund to a card can take a few days to show on your statement.',
        ...(order.testMode ? [TEST_ORDER_NOTE] : []),
      ],
      items:
        refund && refund.lines.length > 0
          ? refundRows(refund, money, lineImages)
          : itemRows(order, lineImages),
      totals: refund && !full ? [{ label: 'Refunded', value: money(refund.amountCents) }] : totalRows(order),
      action: { label: formatCheckoutMessage('orderStatusLink'), url: statusUrl },
    });
  },
  sample: (origin) => ({
    order: { ...SAMPLE_ORDER, status: 'refunded' },
    statusUrl: `${origin}/orders/sample-order-status-link`,
  }),
};

function refundReturnedParagraphs(refund: RefundEmailDetail, money: (cents: number) => string): string[] {
  return [
    ...(refund.cardCents > 0 ? [`${money(refund.cardCents)} goes back to the card you paid with.`] : []),
    ...(refund.giftCardCents > 0
      ? [`${money(refund.giftCardCents)} is back on the gift card you used, ready for another order.`]
      : []),
  ];
}

/** The refunded lines: "Linen Shirt × 1" and what went back for them. */
function refundRows(
  refund: RefundEmailDetail,
  money: (cents: number) => string,
  lineImages?: Record<string, string>,
): EmailAmountRow[] {
  return refund.lines.map((line) => {
    const imageUrl = line.lineId ? lineImages?.[line.lineId] : undefined;
    return {
      label: `${line.productName} × ${line.quantity}`,
      ...(imageUrl ? { imageUrl } : {}),
      value: money(line.amountCents),
    };
  });
}

/** "Linen Shirt × 2" with "Size: S, Color: Sand" (and any form answers) under it, and the line's total. */
export function itemRows(order: OrderView, lineImages?: Record<string, string>): EmailAmountRow[] {
  return order.lines.map((line) => {
    const imageUrl = lineImages?.[line.id];
    const options = Object.entries(line.variantAttributes).map(([name, value]) => `${name}: ${value}`);
    const each = line.quantity > 1 ? [`${formatMoney(line.unitPriceCents, order.currency)} each`] : [];
    // The product form's answers (issue 11 part 6): "Grind: Espresso"; the layout escapes them.
    const answers = line.answers.map((answer) => `${answer.title}: ${answer.summary}`);
    const detail = [...options, ...answers, ...each].join(', ');
    return {
      label: `${line.productName} × ${line.quantity}`,
      ...(detail ? { detail } : {}),
      ...(imageUrl ? { imageUrl } : {}),
      value: formatMoney(line.lineTotalCents, order.currency),
    };
  });
}

/**
 * Subtotal, discount, shipping, tax and total. Tax inside the prices (a site setting at the time of the
 * order) shows as "Tax included": it is then not part of the sum, which the stored totals tell.
 */
export function totalRows(order: OrderView): EmailAmountRow[] {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const beforeTax = order.subtotalCents - order.discountCents + order.shippingCents;
  const taxIncluded = order.taxCents > 0 && order.grandTotalCents === beforeTax;
  const rows: EmailAmountRow[] = [
    { label: formatCheckoutMessage('subtotal'), value: money(order.subtotalCents) },
  ];
  if (order.discountCents > 0) {
    const codes = order.couponCodes.length > 0 ? ` (${order.couponCodes.join(', ')})` : '';
    rows.push({ label: `${formatCheckoutMessage('discount')}${codes}`, value: money(-order.discountCents) });
  }
  if (order.shippingOptionName !== null) {
    rows.push({
      label: `${formatCheckoutMessage('shipping')} (${order.shippingOptionName})`,
      value: order.shippingCents === 0 ? formatCheckoutMessage('free') : money(order.shippingCents),
    });
  }
  rows.push({
    label: formatCheckoutMessage(taxIncluded ? 'taxIncluded' : 'tax'),
    value: money(order.taxCents),
  });
  rows.push({ label: formatCheckoutMessage('total'), value: money(order.grandTotalCents), strong: true });
  if (order.giftCardCents > 0) {
    rows.push({ label: formatCheckoutMessage('giftCardCode'), value: money(-order.giftCardCents) });
    rows.push({
      label: formatCheckoutMessage('amountDue'),
      value: money(order.grandTotalCents - order.giftCardCents),
    });
  }
  return rows;
}

/** The previews' order: two items, a coupon, shipping and sales tax, in test mode. */
export const SAMPLE_ORDER: OrderView = {
  orderNumber: 1001,
  statusToken: 'sample-order-status-link',
  status: 'placed',
  email: 'shopper@example.com',
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    line1: '12 Harbour Street',
    line2: 'Apartment 4B',
    city: 'Oakland',
    region: 'CA',
    postalCode: '94607',
    country: 'US',
    phone: '+1 510 555 0134',
  },
  shippingOptionName: 'Standard shipping',
  couponCodes: ['WELCOME10'],
  lines: [
    {
      id: 'sample-line-shirt',
      sku: 'SHIRT-LINEN-S-SAND',
      productName: 'Linen Shirt',
      variantAttributes: { Size: 'S', Color: 'Sand' },
      quantity: 1,
      unitPriceCents: 6800,
      lineTotalCents: 6800,
      answers: [],
      fulfilledQuantity: 0,
    },
    {
      id: 'sample-line-mug',
      sku: 'MUG-CERAMIC',
      productName: 'Ceramic Mug',
      variantAttributes: {},
      quantity: 2,
      unitPriceCents: 2400,
      lineTotalCents: 4800,
      answers: [],
      fulfilledQuantity: 0,
    },
  ],
  subtotalCents: 11600,
  discountCents: 1160,
  shippingCents: 0,
  taxCents: 757,
  grandTotalCents: 11197,
  giftCardCents: 0,
  currency: 'USD',
  testMode: true,
  trackingNumber: null,
  trackingCarrier: null,
  trackingUrl: null,
  shipments: [],
  createdAt: '2026-05-01T10:20:30.000Z',
};
