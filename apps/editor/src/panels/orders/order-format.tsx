import { formatMoney } from '@plinth/commerce';
import type { OrderAddress, OrderStatus, OwnerOrder } from '@plinth/contracts';

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  placed: 'Placed',
  partially_fulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Placed orders wait for the owner; the others are done one way or another. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge badge--order-${status}`}>{ORDER_STATUS_LABEL[status]}</span>;
}

/** Paid with the built-in test processor: no money moved. */
export function TestModeBadge({ order }: { order: Pick<OwnerOrder, 'testMode'> }) {
  return order.testMode ? <span className="badge badge--test">Test</span> : null;
}

export const orderNumber = (order: Pick<OwnerOrder, 'orderNumber'>) => `#${order.orderNumber}`;

export const orderMoney = (cents: number, order: Pick<OwnerOrder, 'currency'>) =>
  formatMoney(cents, order.currency);

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 May 2026, 14:05" in the owner's own locale. */
export function formatOrderDate(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

export function customerName(address: OrderAddress | null): string {
  return address ? `${address.firstName} ${address.lastName}`.trim() : '';
}

/** An address on a few lines: "Oakland, CA 94607" then the country code. */
export function addressLines(address: OrderAddress): string[] {
  const place = [address.city, address.region].filter(Boolean).join(', ');
  const cityLine = [place, address.postalCode].filter(Boolean).join(' ');
  return [
    customerName(address),
    address.line1,
    address.line2,
    cityLine,
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

export const PAYMENT_STATUS_LABEL: Record<string, string> = {
  none: 'Not paid',
  authorized: 'Authorized',
  captured: 'Paid',
  voided: 'Voided',
  partly_refunded: 'Partially refunded',
  refunded: 'Refunded',
};
