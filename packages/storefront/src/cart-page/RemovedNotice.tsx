import { CART_MESSAGES, formatCartMessage } from '@plinth/commerce';
import type { RemovedLine } from './use-cart-changes';

export interface RemovedNoticeProps {
  removed: RemovedLine | null;
  onUndo: () => void;
}

/**
 * "Linen Shirt was removed from your cart." with Undo, above the lines. The status region is always in
 * the page (empty when nothing was removed): screen readers announce changes only inside a region they
 * already know.
 */
export function RemovedNotice({ removed, onUndo }: RemovedNoticeProps) {
  const text = removed
    ? (removed.failure ?? formatCartMessage('removedFromCart', { productName: removed.entry.title }))
    : '';
  return (
    <div className={removed ? 'plinth-cart__removed is-shown' : 'plinth-cart__removed'}>
      <p className="plinth-cart__removed-text" role="status">
        {text}
      </p>
      {removed ? (
        <button type="button" className="plinth-button plinth-button--secondary" onClick={onUndo}>
          {CART_MESSAGES.undo}
        </button>
      ) : null}
    </div>
  );
}
