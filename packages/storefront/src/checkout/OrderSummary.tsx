import { formatCheckoutMessage, formatMoney } from '@plinth/commerce';
import type { AppliedGiftCard, ShoppingCart } from '@plinth/contracts';
import { useId } from 'react';

export interface OrderSummaryProps {
  cart: ShoppingCart;
  /** A new quote is on its way: the totals may be out of date. */
  busy: boolean;
  /** The gift card applied to the total, if any: what it pays and the amount left to pay. */
  giftCard?: AppliedGiftCard | null;
  /** Each line's product form answers by entry id ("Grind: Espresso"); the server reads them. */
  answers?: Record<string, { title: string; summary: string }[]> | undefined;
}

/** The cart's lines and the server's totals: subtotal, discount, shipping, tax and the grand total. */
export function OrderSummary({ cart, busy, giftCard, answers = {} }: OrderSummaryProps) {
  const headingId = useId();
  const money = (cents: number) => formatMoney(cents, cart.currency);
  return (
    <section
      className={busy ? 'plinth-checkout-summary is-recalculating' : 'plinth-checkout-summary'}
      aria-labelledby={headingId}
      aria-busy={busy}
    >
      <h2 id={headingId} className="plinth-checkout__heading">
        {formatCheckoutMessage('orderSummary')}
      </h2>
      <ul className="plinth-checkout-summary__lines">
        {cart.entries.map((entry) => {
          const options = [
            ...Object.entries(entry.chosenVariant.attributes).map(([name, value]) => `${name}: ${value}`),
            ...(answers[entry.id] ?? []).map((answer) => `${answer.title}: ${answer.summary}`),
          ].join(', ');
          return (
            <li key={entry.id} className="plinth-checkout-line">
              {entry.imageUrl ? (
                <img
                  className="plinth-checkout-line__image"
                  src={entry.imageUrl}
                  alt=""
                  width="56"
                  height="56"
                />
              ) : (
                <span className="plinth-checkout-line__image" aria-hidden="true" />
              )}
              <span className="plinth-checkout-line__text">
                <span className="plinth-checkout-line__title">{entry.title}</span>
                {options ? <span className="plinth-checkout-line__options">{options}</span> : null}
                <span className="plinth-checkout-line__quantity">
                  {formatCheckoutMessage('quantityEach', { quantity: entry.quantity })}
                </span>
              </span>
              <span className="plinth-checkout-line__total">{money(entry.subTotal)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="plinth-checkout-totals">
        <div>
          <dt>{formatCheckoutMessage('subtotal')}</dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
        {cart.discountCents > 0 ? (
          <div className="plinth-checkout-totals__discount">
            <dt>
              {formatCheckoutMessage('discount')}
              {cart.validCoupons.length > 0 ? ` (${cart.validCoupons.map((c) => c.code).join(', ')})` : ''}
            </dt>
            <dd>{`−${money(cart.discountCents)}`}</dd>
          </div>
        ) : null}
        {cart.requiresShipping ? (
          <div>
            <dt>{formatCheckoutMessage('shipping')}</dt>
            <dd>
              {cart.shippingCostCents === 0 && cart.selectedShippingOption
                ? formatCheckoutMessage('free')
                : money(cart.shippingCostCents)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{formatCheckoutMessage('tax')}</dt>
          <dd>{money(cart.taxCents)}</dd>
        </div>
        <div className="plinth-checkout-totals__grand">
          <dt>{formatCheckoutMessage('total')}</dt>
          <dd>{money(cart.grandTotalCents)}</dd>
        </div>
        {giftCard ? (
          <>
            <div className="plinth-checkout-totals__discount">
              <dt>{formatCheckoutMessage('giftCardPaid', { code: giftCard.code })}</dt>
              <dd>{`−${money(giftCard.appliedCents)}`}</dd>
            </div>
            <div className="plinth-checkout-totals__grand">
              <dt>{formatCheckoutMessage('amountDue')}</dt>
              <dd>{money(giftCard.amountDueCents)}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </section>
  );
}
