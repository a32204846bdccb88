import { cartCountLabel, cartCountText, isCartPillShown } from '@plinth/commerce';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCart } from '../api/cart-api.client';
import { mayHaveCart } from '../browser/site-user-info.client';
import { CART_UPDATED_EVENT, onWindowEvent, type CartUpdatedDetail } from '../events';
import { AddedPopover, type AddedNotice } from './AddedPopover';
import { CartIcon } from './CartIcon';

export interface CartPillProps {
  /** The cart's total quantity when the page was rendered. */
  initialQuantity: number;
}

/** The floating link to /cart with the item count; announces each add to cart. */
export function CartPill({ initialQuantity }: CartPillProps) {
  const [quantity, setQuantity] = useState(initialQuantity);
  const [notice, setNotice] = useState<AddedNotice | null>(null);
  // An add that lands before the start-up fetch answers is fresher than that answer.
  const updatedByEvent = useRef(false);
  const closeNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    if (!mayHaveCart()) return;
    let active = true;
    void fetchCart().then((result) => {
      if (active && result.ok && !updatedByEvent.current) setQuantity(result.data.totalQuantity);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onWindowEvent<CartUpdatedDetail>(CART_UPDATED_EVENT, ({ shoppingCart, productName }) => {
        updatedByEvent.current = true;
        setQuantity(shoppingCart.totalQuantity);
        if (productName) setNotice({ productName });
      }),
    [],
  );

  return (
    <div className="plinth-cart-pill">
      <AddedPopover notice={notice} onClose={closeNotice} />
      <a
        href="/cart"
        className="plinth-cart-pill__link"
        aria-label={cartCountLabel(quantity)}
        hidden={!isCartPillShown(quantity)}
      >
        <CartIcon />
        <span className="plinth-cart-pill__count">{cartCountText(quantity)}</span>
      </a>
    </div>
  );
}
