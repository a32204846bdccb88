/** A refund's returned units of one order line, as the order keeps them (decision 0065). */
interface RefundedLines {
  lines: readonly { lineId: string; quantity: number }[];
}

/** Units refunded per order line id, over all of an order's refunds. */
export function refundedUnitsByLine(refunds: readonly RefundedLines[]): Map<string, number> {
  const refunded = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines)
      refunded.set(line.lineId, (refunded.get(line.lineId) ?? 0) + line.quantity);
  }
  return refunded;
}

/**
 * Units of an order line still to ship: what was ordered, less what shipped and what was refunded
 * (issue 23 §4). Refunded units count first against those not shipped yet (the owner refunds what will
 * not be sent); a refund of units already shipped (a return) leaves nothing more to ship. The editor's
 * fulfil dialog and the server's fulfilment both read this rule.
 */
export function unitsLeftToShip(quantity: number, shipped: number, refunded: number): number {
  return Math.max(0, quantity - shipped - refunded);
}
