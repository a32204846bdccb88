import { CART_MESSAGES, formatMoney, MESSAGES } from '@plinth/commerce';
import { CHECKOUT_PAGE, type CartEntry } from '@plinth/contracts';
import { useEffect, useRef, type RefObject } from 'react';
import { describeAttributes } from '../cart-page/describe-attributes';

export interface AddedItemProps {
  /** Absent when the add's event had no line: the links alone. */
  entry?: CartEntry | undefined;
  currency: string;
  onClose: () => void;
  /** Where focus goes when the popover is closed from inside (the header's Cart link). */
  returnFocus: RefObject<HTMLElement | null>;
  /** The pointer or focus came into the popover (true) or left it (false): its timer waits meanwhile. */
  onHold: (held: boolean) => void;
}

/**
 * The added-to-cart popover's close button, item (image, variant, unit price) and its View cart and
 * Check out links, and what holds the popover open while the pointer or focus is inside it; loaded on the
 * first add (load-added-item.client.ts), so no page pays for them before (decision 0012, issue 13).
 */
export function AddedItem({ entry, currency, onClose, returnFocus, onHold }: AddedItemProps) {
  const attributes = entry ? describeAttributes(entry.chosenVariant.attributes) : '';
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const popover = closeButton.current?.parentElement;
    if (!popover) return;
    const hold = () => onHold(true);
    const release = () => onHold(false);
    const focusLeft = (event: FocusEvent) => onHold(popover.contains(event.relatedTarget as Node | null));
    popover.addEventListener('mouseenter', hold);
    popover.addEventListener('mouseleave', release);
    popover.addEventListener('focusin', hold);
    popover.addEventListener('focusout', focusLeft);
    return () => {
      popover.removeEventListener('mouseenter', hold);
      popover.removeEventListener('mouseleave', release);
      popover.removeEventListener('focusin', hold);
      popover.removeEventListener('focusout', focusLeft);
    };
  }, [onHold]);

  const close = () => {
    onHold(false);
    returnFocus.current?.focus();
    onClose();
  };

  return (
    <>
      <button
        ref={closeButton}
        type="button"
        className="plinth-cart-popover__close"
        onClick={close}
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
