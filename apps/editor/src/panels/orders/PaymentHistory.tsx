import type { OwnerOrder, PaymentHistoryEntry } from '@plinth/contracts';
import { formatOrderDate, orderMoney } from './order-format';

const KIND_LABEL: Record<PaymentHistoryEntry['kind'], string> = {
  gift_card: 'Paid with gift cards',
  authorized: 'Card authorized',
  captured: 'Card payment captured',
  voided: 'Hold released',
  refunded: 'Refunded',
};

/** The payment's steps, oldest first, and each refund's items and note (decision 0065). */
export function PaymentHistory({ order }: { order: OwnerOrder }) {
  if (order.paymentHistory.length === 0) return null;
  const money = (cents: number) => orderMoney(cents, order);
  const lineName = (lineId: string) => order.lines.find((l) => l.id === lineId)?.productName ?? 'An item';
  return (
    <section className="card" aria-labelledby="order-payment-history">
      <h2 id="order-payment-history" className="card__title">
        Payment history
      </h2>
      <ol className="order-history">
        {order.paymentHistory.map((entry, index) => (
          <li key={index} className="order-history__entry">
            <span>{KIND_LABEL[entry.kind]}</span> <strong>{money(entry.amountCents)}</strong>{' '}
            <span className="order-detail__muted">
              {entry.at ? formatOrderDate(entry.at) : 'date not recorded'}
            </span>
          </li>
        ))}
      </ol>
      {order.refunds.length > 0 ? (
        <>
          <h3 className="card__subtitle">Refunds</h3>
          <ul className="order-history">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="order-history__entry">
                <strong>{money(refund.amountCents)}</strong> {formatOrderDate(refund.createdAt)}
                {refund.giftCardCents > 0
                  ? ` (${money(refund.cardCents)} to the card, ${money(refund.giftCardCents)} to gift cards)`
                  : ''}
                {refund.lines.length > 0
                  ? `: ${refund.lines.map((l) => `${lineName(l.lineId)} × ${l.quantity}`).join(', ')}`
                  : ''}
                {refund.restocked ? ' (restocked)' : ''}
                {refund.note ? <span className="order-detail__muted"> “{refund.note}”</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
