import { formatCheckoutMessage, refundedUnitsByLine, unitsLeftToShip } from '@plinth/commerce';
import { ORDER_STATUS, type OrderRefund, type OwnerOrder, type ShippingCarrier } from '@plinth/contracts';
import { newId, nowIso, writeTransaction, type OrderLineRow } from '@plinth/db';
import { invalidRequest } from '../../app-error';
import { orderNotFound, orderStatusConflict } from './errors';
import type { OrderEventContext } from './order-notifier';
import { toOwnerOrder } from './order-view';
import { toOrderRefund } from './refund-view';
import { findOrder, listOrderLines, listOrderRefunds, updateOrder, type OrderChange } from './queries';
import type { OrdersApp } from './service';
import { insertShipment, listShipments, type ShipmentRecord } from './shipments/queries';

/** What one fulfilment ships (POST /config/api/orders/{orderId}/fulfill, decision 0067). */
export interface FulfilmentInput {
  trackingNumber: string | null;
  carrier: ShippingCarrier | null;
  /** Units per line; absent, every unit not shipped yet. */
  lines?: readonly { lineId: string; quantity: number }[] | undefined;
  /** The owner account that records it. */
  createdBy: string | null;
}

/** Units of each line still to ship, by line id: less what shipped and what was refunded. */
export function remainingByLine(
  lines: readonly OrderLineRow[],
  shipments: readonly ShipmentRecord[],
  refunds: readonly Pick<OrderRefund, 'lines'>[],
): Map<string, number> {
  const shipped = new Map<string, number>();
  for (const shipment of shipments) {
    for (const line of shipment.lines) {
      shipped.set(line.order_line_id, (shipped.get(line.order_line_id) ?? 0) + line.quantity);
    }
  }
  const refunded = refundedUnitsByLine(refunds);
  return new Map(
    lines.map((line) => [
      line.id,
      unitsLeftToShip(line.quantity, shipped.get(line.id) ?? 0, refunded.get(line.id) ?? 0),
    ]),
  );
}

/**
 * What ships now: the lines asked for, each checked against what is left of it (field errors by index,
 * "lines.0.quantity"), or everything left. Throws a 400 for a line not on the order, one named twice,
 * or more units than are left.
 */
function shipmentLines(
  requested: FulfilmentInput['lines'],
  remaining: Map<string, number>,
): { orderLineId: string; quantity: number }[] {
  if (!requested) {
    return [...remaining]
      .filter(([, left]) => left > 0)
      .map(([orderLineId, quantity]) => ({ orderLineId, quantity }));
  }
  const fieldErrors: Record<string, string> = {};
  const seen = new Set<string>();
  requested.forEach((line, index) => {
    const left = remaining.get(line.lineId);
    if (left === undefined) fieldErrors[`lines.${index}.lineId`] = formatCheckoutMessage('fulfilLineUnknown');
    else if (seen.has(line.lineId))
      fieldErrors[`lines.${index}.lineId`] = formatCheckoutMessage('fulfilLineTwice');
    else if (line.quantity > left) {
      fieldErrors[`lines.${index}.quantity`] = formatCheckoutMessage('fulfilTooMany', {
        remaining: String(left),
      });
    }
    seen.add(line.lineId);
  });
  if (Object.keys(fieldErrors).length > 0) throw invalidRequest(fieldErrors);
  return requested.map((line) => ({ orderLineId: line.lineId, quantity: line.quantity }));
}

/**
 * Ships some or all of what is left of a placed or partially fulfilled order, as one shipment with its
 * own carrier and tracking number (decision 0067). The order becomes fulfilled once every unit has
 * shipped, else partially fulfilled; its own tracking columns mirror this shipment's. The shopper is
 * told in the same transaction: an order shipped whole at once gets the order's shipping email as
 * before (orderFulfilled), each shipment of a split order its own (shipmentSent, key shipment:{id}).
 */
export async function fulfillOrder(
  app: OrdersApp,
  context: OrderEventContext,
  orderId: string,
  input: FulfilmentInput,
): Promise<OwnerOrder> {
  const fulfilled = await writeTransaction(app.db, async (trx) => {
    const row = await findOrder(trx, context.site.id, orderId, { lock: true });
    if (!row) throw orderNotFound();
    if (row.status !== ORDER_STATUS.placed && row.status !== ORDER_STATUS.partiallyFulfilled) {
      throw orderStatusConflict('orderNotFulfillable');
    }
    const lines = await listOrderLines(trx, [row.id]);
    const before = await listShipments(trx, [row.id]);
    const refunds = await listOrderRefunds(trx, [row.id]);
    const remaining = remainingByLine(lines, before, refunds.map(toOrderRefund));
    const shipped = shipmentLines(input.lines, remaining);
    if (shipped.length === 0) throw orderStatusConflict('fulfilNothingLeft');

    const now = nowIso();
    const shipment = {
      id: newId(),
      order_id: row.id,
      website_id: row.website_id,
      tracking_carrier: input.carrier,
      tracking_number: input.trackingNumber,
      created_at: now,
      created_by: input.createdBy,
    };
    await insertShipment(trx, shipment, shipped);
    for (const line of shipped)
      remaining.set(line.orderLineId, (remaining.get(line.orderLineId) ?? 0) - line.quantity);
    const complete = [...remaining.values()].every((left) => left <= 0);
    const change: OrderChange = {
      status: complete ? ORDER_STATUS.fulfilled : ORDER_STATUS.partiallyFulfilled,
      // The latest shipment's, for what reads the order's own (and orders from before shipments).
      tracking_number: input.trackingNumber,
      tracking_carrier: input.carrier,
      ...(complete ? { fulfilled_at: now } : {}),
    };
    await updateOrder(trx, row.id, change, now);
    const record: ShipmentRecord = {
      row: shipment,
      lines: shipped.map((l) => ({
        shipment_id: shipment.id,
        order_line_id: l.orderLineId,
        quantity: l.quantity,
      })),
    };
    const order = toOwnerOrder({ ...row, ...change, updated_at: now }, lines, {
      shipments: [...before, record],
      refunds,
    });
    if (complete && before.length === 0) await app.orderNotifier.orderFulfilled(trx, order, context);
    else await app.orderNotifier.shipmentSent(trx, order, shipment.id, context);
    return order;
  });
  app.jobs.wake();
  return fulfilled;
}
