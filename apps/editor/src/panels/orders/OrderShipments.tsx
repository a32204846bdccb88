import { ORDER_STATUS, SHIPPING_CARRIER_NAMES, type OwnerOrder } from '@plinth/contracts';
import { EDITOR_BASE } from '../../router/router';
import { lineUnits, linesToShip } from './FulfilLines';
import { formatOrderDate } from './order-format';

/** Where a packing slip opens: the order's (what is left to ship) or one shipment's. */
export function packingSlipUrl(siteId: string, orderId: string, shipmentId?: string): string {
  const path = `${EDITOR_BASE}/api/websites/${encodeURIComponent(siteId)}/orders/${encodeURIComponent(orderId)}/packing-slip`;
  return shipmentId ? `${path}?shipment=${encodeURIComponent(shipmentId)}` : path;
}

/**
 * The order's shipments (decision 0067): what went in each, its carrier and tracking link and its
 * packing slip; then what is still to ship. Nothing for an order with no shipments, nor for one
 * shipped whole at once (its one tracking link is in the order's summary already, as on the status page).
 */
export function OrderShipments({ order, siteId }: { order: OwnerOrder; siteId: string }) {
  const shippedWhole = order.shipments.length === 1 && order.status === ORDER_STATUS.fulfilled;
  if (order.shipments.length === 0 || shippedWhole) return null;
  const units = lineUnits(order);
  const left = linesToShip(order, units);
  const nameOf = (lineId: string) => order.lines.find((line) => line.id === lineId)?.productName ?? 'Item';
  return (
    <section className="card order-shipments" aria-labelledby="order-shipments">
      <h2 id="order-shipments" className="card__title">
        Shipments
      </h2>
      <ol className="order-shipments__list">
        {order.shipments.map((shipment, index) => (
          <li key={shipment.id} className="order-shipments__item">
            <h3 className="order-detail__subtitle">
              Shipment {index + 1} · {formatOrderDate(shipment.createdAt)}
            </h3>
            <ul className="order-shipments__lines">
              {shipment.lines.map((line) => (
                <li key={line.lineId}>
                  {nameOf(line.lineId)} × {line.quantity}
                </li>
              ))}
            </ul>
            <p className="order-detail__text">
              {shipment.trackingCarrier ? `${SHIPPING_CARRIER_NAMES[shipment.trackingCarrier]} ` : ''}
              {shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                  {shipment.trackingNumber}
                </a>
              ) : (
                (shipment.trackingNumber ?? 'No tracking number')
              )}
              {' · '}
              <a
                href={packingSlipUrl(siteId, order.id, shipment.id)}
                target="_blank"
                rel="noopener"
                aria-label={`Packing slip of shipment ${index + 1}`}
              >
                Packing slip
              </a>
            </p>
          </li>
        ))}
      </ol>
      {left.length > 0 ? (
        <>
          <h3 className="order-detail__subtitle">Still to ship</h3>
          <ul className="order-shipments__lines">
            {left.map((line) => (
              <li key={line.id}>
                {line.productName} × {units.remaining.get(line.id) ?? 0}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
