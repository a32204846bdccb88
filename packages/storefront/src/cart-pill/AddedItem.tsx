import { CART_MESSAGES, formatMoney, MESSAGES } from '@plinth/commerce';
import { CHECKOUT_PAGE, type CartEntry } from '@plinth/contracts';
import { describeAttributes } from '../cart-page/describe-attributes';

export interface AddedItemProps {
  /** Absent when the add's event had no line: the links alone. */
  entry?: CartEntry | undefined;
  currency: string;
  onClose: () => void;
}

/**
 * The added-to-cart popover's close button, item (image, variant, unit price) and its View cart and
 * Check out links; loaded on the first add (load-added-item.client.ts).
 */
export function AddedItem({ entry, currency, onClose }: AddedItemProps) {
  const attributes = entry ? describeAttributes(entry.chosenVariant.attributes) : '';
  return (
    <>
      <button
        type="button"
        className="plinth-cart-popover__close"
        onClick={onClose}
        aria-label={MESSAGES.close}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {entry ? (
        <div className="plinth-cart-popover__item">
          {entry.imageUrl ? <img className="plinth-cart-popover__image" src={entry.imageUrl} alt="" /> : null}
          <div className="plinth-cart-popover__details">
            {attributes ? <p className="plinth-cart-popover__variant">{attributes}</p> : null}
            <p className="plinth-cart-popover__price">{formatMoney(entry.purchasePriceCents, currency)}</p>
          </div>
        </div>
      ) : null}
      <div className="plinth-cart-popover__actions">
        <a className="plinth-button plinth-button--secondary" href="/cart">
          {CART_MESSAGES.viewCart}
        </a>
        <a className="plinth-button" href={CHECKOUT_PAGE.checkout}>
          {CART_MESSAGES.checkOut}
        </a>
      </div>
    </>
  );
}
