import { SHIPPING_CARRIER_NAMES, type OwnerOrder } from '@plinth/contracts';
import { addressLines, formatOrderDate, orderMoney, PAYMENT_STATUS_LABEL } from './order-format';

/** The order's lines, totals, addresses, payment and fulfilment, as cards. */
export function OrderSummary({ order }: { order: OwnerOrder }) {
  const money = (cents: number) => orderMoney(cents, order);
  return (
    <div className="order-detail">
      <div className="order-detail__main">
        <section className="card" aria-labelledby="order-items">
          <h2 id="order-items" className="card__title">
            Items
          </h2>
          <ul className="order-lines">
            {order.lines.map((line, index) => {
              const options = Object.values(line.variantAttributes).join(' / ');
              return (
                <li key={`${index}-${line.sku}`} className="order-line">
                  <div className="order-line__main">
                    <p className="order-line__name">{line.productName}</p>
                    <p className="order-line__meta">
                      {options ? `${options} · ` : ''}SKU {line.sku}
                    </p>
                    {line.answers.length > 0 ? (
                      <dl className="order-line__answers">
                        {line.answers.map((answer, i) => (
                          <div key={i}>
                            <dt>{answer.title}</dt>
                            <dd>{answer.summary}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                  </div>
                  <p className="order-line__qty">
                    {money(line.unitPriceCents)} × {line.quantity}
                  </p>
                  <p className="order-line__total">{money(line.lineTotalCents)}</p>
                </li>
              );
            })}
          </ul>
          <dl className="order-totals">
            <dt>Subtotal</dt>
            <dd>{money(order.subtotalCents)}</dd>
            {order.discountCents > 0 || order.couponCodes.length > 0 ? (
              <>
                <dt>Discount{order.couponCodes.length > 0 ? ` (${order.couponCodes.join(', ')})` : ''}</dt>
                <dd>−{money(order.discountCents)}</dd>
              </>
            ) : null}
            <dt>Shipping{order.shippingOptionName ? ` (${order.shippingOptionName})` : ''}</dt>
            <dd>{money(order.shippingCents)}</dd>
            <dt>Tax</dt>
            <dd>{money(order.taxCents)}</dd>
            <dt className="order-totals__grand">Total</dt>
            <dd className="order-totals__grand">{money(order.grandTotalCents)}</dd>
          </dl>
        </section>
      </div>
      <div className="order-detail__side">
        <section className="card" aria-labelledby="order-customer">
          <h2 id="order-customer" className="card__title">
            Customer
          </h2>
          <p className="order-detail__text">
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </p>
          <h3 className="order-detail__subtitle">Shipping address</h3>
          {order.shippingAddress ? (
            <address className="order-detail__text">
              {addressLines(order.shippingAddress).map((line, i) => (
                <span key={i} className="order-detail__line">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="order-detail__text order-detail__muted">Nothing to ship.</p>
          )}
        </section>
        <section className="card" aria-labelledby="order-payment">
          <h2 id="order-payment" className="card__title">
            Payment and fulfilment
          </h2>
          <dl className="order-facts">
            <dt>Payment</dt>
            <dd>
              {PAYMENT_STATUS_LABEL[order.paymentStatus] ?? order.paymentStatus}
              {order.testMode ? ' (test card)' : ''}
            </dd>
            {order.paymentReference ? (
              <>
                <dt>Reference</dt>
                <dd className="order-facts__code">{order.paymentReference}</dd>
              </>
            ) : null}
            <dt>Tracking number</dt>
            <dd className={order.trackingNumber ? 'order-facts__code' : 'order-detail__muted'}>
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                  {order.trackingNumber}
                </a>
              ) : (
                (order.trackingNumber ?? 'None')
              )}
            </dd>
            {order.trackingCarrier ? (
              <>
                <dt>Carrier</dt>
                <dd>{SHIPPING_CARRIER_NAMES[order.trackingCarrier]}</dd>
              </>
            ) : null}
            {order.fulfilledAt ? (
              <>
                <dt>Fulfilled</dt>
                <dd>{formatOrderDate(order.fulfilledAt)}</dd>
              </>
            ) : null}
            {order.cancelledAt ? (
              <>
                <dt>Cancelled</dt>
                <dd>{formatOrderDate(order.cancelledAt)}</dd>
              </>
            ) : null}
            {order.refundedAt ? (
              <>
                <dt>Refunded</dt>
                <dd>{formatOrderDate(order.refundedAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
    </div>
  );
}
