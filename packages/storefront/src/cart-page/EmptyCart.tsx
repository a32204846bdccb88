import { MESSAGES } from '@plinth/commerce';

/** Where a shopper lands with nothing in the cart: say so and offer the way back to the shop. */
export function EmptyCart() {
  return (
    <div className="plinth-cart-empty">
      <p className="plinth-cart-empty__text">{MESSAGES.cartEmpty}</p>
      <a className="plinth-button" href="/shop">
        {MESSAGES.continueShopping}
      </a>
    </div>
  );
}
