import { formatMoney, MESSAGES } from '@plinth/commerce';
import { CHECKOUT_PAGE, type ShoppingCart } from '@plinth/contracts';
import type { ReactNode } from 'react';

export interface CartSummaryProps {
  cart: ShoppingCart;
  /** A change is on its way to the server: the totals shown may be out of date. */
  recalculating: boolean;
  /** Shown under the subtotal, above Checkout (installment messaging). */
  children?: ReactNode;
}

export function CartSummary({ cart, recalculating, children }: CartSummaryProps) {
  return (
    <div
      className={recalculating ? 'plinth-cart-summary is-recalculating' : 'plinth-cart-summary'}
      aria-busy={recalculating}
    >
      <dl className="plinth-cart-summary__totals">
        <dt>{MESSAGES.subtotal}</dt>
        <dd>{formatMoney(cart.subtotalCents, cart.currency)}</dd>
      </dl>
      <p className="plinth-cart-summary__note">{MESSAGES.taxesAndShippingAtCheckout}</p>
      {children}
      <a className="plinth-button plinth-cart-summary__checkout" href={CHECKOUT_PAGE.checkout}>
        {MESSAGES.checkout}
      </a>
    </div>
  );
}
