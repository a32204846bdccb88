import { ADD_TO_CART_ERROR, formatCartMessage, MESSAGES } from '@plinth/commerce';
import type { CartEntry, CartResponse, ShoppingCart } from '@plinth/contracts';
import { useRef, useState } from 'react';
import type { ApiResult } from '../api/api-request.client';
import { addCartEntry, fetchStock } from '../api/cart-api.client';
import { removeCartEntry, updateEntryQuantity } from '../api/cart-line-api.client';
import { dispatchCartUpdated } from '../events';

/** What a row says under its quantity: a failure has a title ("Unable to update quantity"). */
export interface RowMessage {
  title?: string;
  text: string;
}

/** The line last removed, for its Undo; `failure` when putting it back was refused. */
export interface RemovedLine {
  entry: CartEntry;
  failure?: string;
}

/**
 * The cart page's cart, kept in step with the changes sent to the API. Each row has its own busy count
 * and message (issue 13: errors sit on their row); the last removal can be undone.
 */
export function useCartChanges(initialCart: ShoppingCart, crumb: string) {
  const [cart, setCartState] = useState(initialCart);
  const current = useRef(initialCart);
  const [busy, setBusy] = useState<Record<string, number>>({});
  const [messages, setMessages] = useState<Record<string, RowMessage>>({});
  const [removed, setRemoved] = useState<RemovedLine | null>(null);
  // Answers can arrive out of order; only the newest request's cart is shown.
  const newest = useRef(0);

  const showCart = (next: ShoppingCart) => {
    current.current = next;
    setCartState(next);
    dispatchCartUpdated({ shoppingCart: next });
  };
  const track = (entryId: string, delta: number) =>
    setBusy((counts) => ({ ...counts, [entryId]: (counts[entryId] ?? 0) + delta }));
  const setMessage = (entryId: string, message: RowMessage | null) =>
    setMessages((all) => {
      const next = { ...all };
      if (message) next[entryId] = message;
      else delete next[entryId];
      return next;
    });

  async function send(entryId: string, request: () => Promise<ApiResult<CartResponse>>) {
    const ticket = ++newest.current;
    track(entryId, 1);
    const result = await request();
    track(entryId, -1);
    if (result.ok && ticket === newest.current) showCart(result.data.shoppingCart);
    return result;
  }

  /**
   * More than stock allows: the line is set to what is available and the row says so ("Only 3
   * available. Your quantity is now 3."). Null when nothing can be held (sold out, or the stock unknown).
   */
  async function limitToStock(entry: CartEntry): Promise<number | null> {
    const stock = await fetchStock(entry.itemId);
    const row = stock.ok ? stock.data.results.find((r) => r.sku === entry.chosenVariant.sku) : undefined;
    if (!row || row.unlimited) return null;
    const others = current.current.entries
      .filter((e) => e.id !== entry.id && e.chosenVariant.sku === entry.chosenVariant.sku)
      .reduce((sum, e) => sum + e.quantity, 0);
    const available = row.qtyInStock - others;
    if (available < 1) return null;
    const held = current.current.entries.find((e) => e.id === entry.id)?.quantity;
    if (available !== held) {
      const result = await send(entry.id, () => updateEntryQuantity(entry.id, available, crumb));
      if (!result.ok) return null;
    }
    setMessage(entry.id, { text: formatCartMessage('quantityLimited', { available }) });
    return available;
  }

  return {
    cart,
    recalculating: Object.values(busy).some((count) => count > 0),
    isBusy: (entryId: string) => (busy[entryId] ?? 0) > 0,
    messageOf: (entryId: string): RowMessage | undefined => messages[entryId],
    removed,
    reportInvalidQuantity: (entryId: string, text: string) =>
      setMessage(entryId, { title: MESSAGES.unableToUpdateQuantity, text }),
    /** Resolves the quantity the line now holds, or null when it kept its old one. */
    async changeQuantity(entry: CartEntry, quantity: number): Promise<number | null> {
      setMessage(entry.id, null);
      const result = await send(entry.id, () => updateEntryQuantity(entry.id, quantity, crumb));
      if (result.ok) return quantity;
      if (result.code === ADD_TO_CART_ERROR.INSUFFICIENT_STOCK) {
        const limited = await limitToStock(entry);
        if (limited !== null) return limited;
      }
      setMessage(entry.id, { title: MESSAGES.unableToUpdateQuantity, text: result.message });
      return null;
    },
    /** A cart the page got from elsewhere (a line's answers saved): shown and announced. */
    replaceCart: (next: ShoppingCart) => {
      newest.current++;
      showCart(next);
    },
    /** Resolves true once the line is gone; a refusal stays on the row. */
    async remove(entry: CartEntry): Promise<boolean> {
      setMessage(entry.id, null);
      const result = await send(entry.id, () => removeCartEntry(entry.id, crumb));
      if (!result.ok) {
        setMessage(entry.id, { title: MESSAGES.unableToRemoveItem, text: result.message });
        return false;
      }
      setRemoved({ entry });
      return true;
    },
    /** Puts the last removed line back (a new line, at the end); resolves its id, or null if refused. */
    async undo(): Promise<string | null> {
      if (!removed) return null;
      const { entry } = removed;
      newest.current++;
      const result = await addCartEntry(
        {
          itemId: entry.itemId,
          sku: entry.chosenVariant.sku,
          quantity: entry.quantity,
          additionalFields: entry.additionalFields,
        },
        crumb,
      );
      if (!result.ok) {
        setRemoved({ entry, failure: result.message });
        return null;
      }
      showCart(result.data.shoppingCart);
      setRemoved(null);
      return result.data.newlyAdded.id;
    },
  };
}
