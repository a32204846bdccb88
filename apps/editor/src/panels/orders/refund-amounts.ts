import type { OwnerOrder } from '@plinth/contracts';

/**
 * What `quantity` of a line refunds, as the server computes it (decision 0065): the unit price times the
 * quantity, less the line's share of the order's discount, rounded to the cent.
 */
export function lineRefundCents(
  order: Pick<OwnerOrder, 'subtotalCents' | 'discountCents'>,
  unitPriceCents: number,
  quantity: number,
): number {
  if (order.subtotalCents <= 0) return 0;
  const discount = Math.min(order.discountCents, order.subtotalCents);
  return Math.round((unitPriceCents * quantity * (order.subtotalCents - discount)) / order.subtotalCents);
}
