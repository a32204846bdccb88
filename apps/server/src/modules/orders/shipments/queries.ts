import type {
  Executor,
  Insertable,
  OrderShipmentLineRow,
  OrderShipmentRow,
  OrderShipmentsTable,
} from '@plinth/db';

/** An order's shipment with its lines, as stored (decision 0067). */
export interface ShipmentRecord {
  row: OrderShipmentRow;
  lines: OrderShipmentLineRow[];
}

/** The shipments of these orders, oldest first, each with its lines. */
export async function listShipments(
  executor: Executor,
  orderIds: readonly string[],
): Promise<ShipmentRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await executor
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const lines = await executor
    .selectFrom('order_shipment_lines')
    .selectAll()
    .where(
      'shipment_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({ row, lines: lines.filter((line) => line.shipment_id === row.id) }));
}

/** Writes a shipment and its lines in the caller's transaction. */
export async function insertShipment(
  trx: Executor,
  shipment: Insertable<OrderShipmentsTable>,
  lines: readonly { orderLineId: string; quantity: number }[],
): Promise<void> {
  await trx.insertInto('order_shipments').values(shipment).execute();
  await trx
    .insertInto('order_shipment_lines')
    .values(
      lines.map((line) => ({
        shipment_id: shipment.id,
        order_line_id: line.orderLineId,
        quantity: line.quantity,
      })),
    )
    .execute();
}
