import { cartCountText, cartLinkLabel, isCartPillShown, MESSAGES } from '@plinth/commerce';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCart } from '../api/cart-api.client';
import { mayHaveCart } from '../browser/site-user-info.client';
import { CART_UPDATED_EVENT, onWindowEvent, type CartUpdatedDetail } from '../events';
import { AddedPopover, type AddedNotice } from './AddedPopover';
import { CartIcon } from './CartIcon';

export interface CartPillProps {
  /** The cart's total quantity when the page was rendered. */
  initialQuantity: number;
  /** The owner's header setting (showCartLink): false leaves only the added-to-cart popover. */
  showLink?: boolean;
  /** The page is /cart: the link is marked as the current page. */
  current?: boolean;
}

/**
 * The header's Cart link with the item count (the seed's cart pill: hidden at 0, "100+" past 100, its
 * labels), server-rendered with the count and kept live after adds; announces each add to cart.
 */
export function CartPill({ initialQuantity, showLink = true, current = false }: CartPillProps) {
  const [quantity, setQuantity] = useState(initialQuantity);
  const [notice, setNotice] = useState<AddedNotice | null>(null);
  // An add that lands before the start-up fetch answers is fresher than that answer.
  const updatedByEvent = useRef(false);
  const link = useRef<HTMLAnchorElement>(null);
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
      onWindowEvent<CartUpdatedDetail>(CART_UPDATED_EVENT, ({ shoppingCart, productName, newlyAdded }) => {
        updatedByEvent.current = true;
        setQuantity(shoppingCart.totalQuantity);
        if (productName) setNotice({ productName, entry: newlyAdded, currency: shoppingCart.currency });
      }),
    [],
  );

  return (
    <div className="plinth-cart-pill">
      {showLink ? (
        <a
          ref={link}
          href="/cart"
          className="plinth-cart-pill__link"
          aria-label={cartLinkLabel(quantity)}
          aria-current={current ? 'page' : undefined}
        >
          <CartIcon />
          <span className="plinth-cart-pill__text">{MESSAGES.cart}</span>
          <span className="plinth-cart-pill__count" hidden={!isCartPillShown(quantity)}>
            {cartCountText(quantity)}
          </span>
        </a>
      ) : null}
      <AddedPopover notice={notice} onClose={closeNotice} returnFocus={link} />
    </div>
  );
}
