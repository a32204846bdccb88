import { addedToCartText, CART_POPOVER_MS, MESSAGES } from '@plinth/commerce';
import { useEffect } from 'react';

/** A new object per add, so adding the same product twice restarts the timer. */
export interface AddedNotice {
  productName: string;
}

export interface AddedPopoverProps {
  notice: AddedNotice | null;
  onClose: () => void;
}

/**
 * "{productName} was added to your cart." for CART_POPOVER_MS. The live region stays in the page while
 * empty: screen readers only announce changes inside a region they already know.
 */
export function AddedPopover({ notice, onClose }: AddedPopoverProps) {
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onClose, CART_POPOVER_MS);
    return () => clearTimeout(timer);
  }, [notice, onClose]);

  return (
    <div className={notice ? 'plinth-cart-popover is-open' : 'plinth-cart-popover'}>
      <p className="plinth-cart-popover__text" role="status" aria-live="polite">
        {notice ? addedToCartText(notice.productName) : ''}
      </p>
      {notice ? (
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
      ) : null}
    </div>
  );
}
