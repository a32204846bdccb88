import { MESSAGES } from '@plinth/commerce';
import type { CartResponse, ShoppingCart } from '@plinth/contracts';
import { useRef, useState } from 'react';
import type { ApiResult } from '../api/api-request.client';
import { removeCartEntry, updateEntryQuantity } from '../api/cart-api.client';
import { dispatchCartUpdated } from '../events';

export interface CartFailure {
  title: string;
  message: string;
}

/** The cart page's cart, kept in step with quantity changes and removals sent to the API. */
export function useCartChanges(initialCart: ShoppingCart, crumb: string) {
  const [cart, setCart] = useState(initialCart);
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState<CartFailure | null>(null);
  // Answers can arrive out of order; only the newest request's cart is shown.
  const newest = useRef(0);

  async function send(title: string, request: () => Promise<ApiResult<CartResponse>>): Promise<boolean> {
    setFailure(null);
    const ticket = ++newest.current;
    setPending((count) => count + 1);
    const result = await request();
    setPending((count) => count - 1);
    if (!result.ok) {
      setFailure({ title, message: result.message });
      return false;
    }
    if (ticket === newest.current) {
      setCart(result.data.shoppingCart);
      dispatchCartUpdated({ shoppingCart: result.data.shoppingCart });
    }
    return true;
  }

  return {
    cart,
    recalculating: pending > 0,
    failure,
    dismissFailure: () => setFailure(null),
    reportInvalidQuantity: (message: string) =>
      setFailure({ title: MESSAGES.unableToUpdateQuantity, message }),
    changeQuantity: (entryId: string, quantity: number) =>
      send(MESSAGES.unableToUpdateQuantity, () => updateEntryQuantity(entryId, quantity, crumb)),
    /** A cart the page got from elsewhere (a line's answers saved): shown and announced. */
    replaceCart: (next: ShoppingCart) => {
      newest.current++;
      setCart(next);
      dispatchCartUpdated({ shoppingCart: next });
    },
    remove: (entryId: string) => send(MESSAGES.unableToRemoveItem, () => removeCartEntry(entryId, crumb)),
  };
}
