import type { OrderView } from '@plinth/contracts';
import { addressSections, itemRows, SAMPLE_ORDER, TEST_ORDER_NOTE, totalRows } from './order-templates';
import { renderEmailLayout } from './layout';
import type { EmailTemplate } from './templates';

/** What the owner's new-order email shows: the order, where it is in the editor, whether it ships. */
export interface OwnerOrderEmailData {
  order: OrderView;
  /** The order in the editor, absolute: https://shop.example/config/orders/{orderId}. */
  orderUrl: string;
  /** Only gift cards and digital goods: it is marked fulfilled once paid (decision 0063). */
  nothingToShip: boolean;
}

/**
 * The owner's notice of a new order (issue 23 §4): who bought what, the totals, where it ships and by
 * which option, and a link to the order in the editor. The shopper's address is on it, so it goes only
 * to the addresses the owner chose (or the site's Administrators).
 */
export const orderOwnerNoticeTemplate: EmailTemplate<OwnerOrderEmailData> = {
  id: 'order-owner-notice',
  name: 'New order (to you)',
  description:
    'Sent to the addresses in Store settings (or the site’s Administrators) when an order is placed.',
  render: ({ order, orderUrl, nothingToShip }, brand) => {
    const number = `#${order.orderNumber}`;
    const placedAt = `${order.createdAt.slice(0, 16).replace('T', ' ')} UTC`;
    return renderEmailLayout(brand, {
      subject: `New order ${number} from ${order.email}`,
      heading: `New order ${number}`,
      paragraphs: [
        `${order.email} placed order ${number} on ${placedAt}.`,
        nothingToShip
          ? 'Nothing in it ships: the order is marked fulfilled once it is paid.'
          : order.shippingOptionName
            ? `To ship by ${order.shippingOptionName}; mark it fulfilled in the editor once it is sent.`
            : 'Mark it fulfilled in the editor once it is done.',
        ...(order.testMode ? [TEST_ORDER_NOTE] : []),
      ],
      items: itemRows(order),
      totals: totalRows(order),
      sections: [{ title: 'Customer', lines: [order.email] }, ...addressSections(order)],
      action: { label: 'Open the order', url: orderUrl },
      note: 'You get this email for every new order; turn it off or choose who gets it under Store settings.',
    });
  },
  sample: (origin) => ({
    order: SAMPLE_ORDER,
    orderUrl: `${origin}/config/orders/sample-order`,
    nothingToShip: false,
  }),
};
