import { addedToCartText, CART_POPOVER_MS } from '@plinth/commerce';
import type { CartEntry } from '@plinth/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { loadAddedItem, type AddedItemComponent } from './load-added-item.client';

/** A new object per add, so adding the same product twice restarts the timer. */
export interface AddedNotice {
  productName: string;
  /** The line the add made or grew (the API's newlyAdded), for its image, variant and price. */
  entry?: CartEntry | undefined;
  currency: string;
}

export interface AddedPopoverProps {
  notice: AddedNotice | null;
  onClose: () => void;
  /** Where focus goes when the popover is closed from inside (the header's Cart link). */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * "{productName} was added to your cart." for CART_POPOVER_MS, under the header's Cart link. The live
 * region stays in the page while empty: screen readers only announce changes inside a region they
 * already know. The item, the View cart and Check out links, the close button and what holds the popover
 * while the pointer or focus is inside load on the first add (decisions 0047 and 0012: the pages' budgets).
 */
export function AddedPopover({ notice, onClose, returnFocus }: AddedPopoverProps) {
  const [held, setHeld] = useState(false);
  const [AddedItem, setAddedItem] = useState<AddedItemComponent | null>(null);

  useEffect(() => {
    if (notice && !AddedItem) {
      void loadAddedItem().then((component) => component && setAddedItem(() => component));
    }
  }, [notice, AddedItem]);

  useEffect(() => {
    if (!notice || held) return;
    const timer = setTimeout(onClose, CART_POPOVER_MS);
    return () => clearTimeout(timer);
  }, [notice, held, onClose]);

  return (
    <div className={notice ? 'plinth-cart-popover is-open' : 'plinth-cart-popover'}>
      <p className="plinth-cart-popover__text" role="status" aria-live="polite">
        {notice ? addedToCartText(notice.productName) : ''}
      </p>
      {notice && AddedItem ? (
        <AddedItem
          entry={notice.entry}
          currency={notice.currency}
          onClose={onClose}
          returnFocus={returnFocus}
          onHold={setHeld}
        />
      ) : null}
    </div>
  );
}
