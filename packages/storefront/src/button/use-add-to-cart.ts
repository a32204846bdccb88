import { MESSAGES } from '@plinth/commerce';
import { addToCartFields, trackEvent, type AddToCartRequest } from '@plinth/contracts';
import { useRef, useState } from 'react';
import { addCartEntry } from '../api/cart-api.client';
import { dispatchCartUpdated } from '../events';
import type { AddButtonState } from './add-button-reducer';
import { useAddButton } from './use-add-button';

/** What to post, or the validation message that stops the add before any request. */
export type PreparedAdd = { ok: true; request: AddToCartRequest } | { ok: false; message: string };

/** How an add ended; a refused add carries the server's per-field errors when it had some. */
export type AddOutcome = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export interface AddToCart {
  state: AddButtonState;
  /** Shown in the alert until dismissed or the next add. */
  error: string | null;
  dismissError: () => void;
  /**
   * `restart` lets an add start while the button still shows "Added!" or its error (a product form's
   * dialog, which guards against double sends itself).
   */
  add: (
    prepare: () => Promise<PreparedAdd>,
    productName: string,
    options?: { restart?: boolean },
  ) => Promise<AddOutcome>;
}

/** The add-to-cart flow shared by the product form and the listing button. */
export function useAddToCart(fallbackCrumb: string, initialError: string | null = null): AddToCart {
  const [state, dispatch] = useAddButton();
  const [error, setError] = useState(initialError);
  // A second click can arrive before React re-renders with the adding state.
  const inFlight = useRef(false);

  async function add(
    prepare: () => Promise<PreparedAdd>,
    productName: string,
    { restart = false }: { restart?: boolean } = {},
  ): Promise<AddOutcome> {
    if (inFlight.current) return { ok: false, message: MESSAGES.adding };
    if (state.status !== 'idle') {
      if (!restart || state.status === 'adding') return { ok: false, message: MESSAGES.adding };
      dispatch({ type: 'reset' });
    }
    inFlight.current = true;
    setError(null);
    dispatch({ type: 'click', at: Date.now() });
    try {
      const prepared = await prepare();
      if (!prepared.ok) {
        setError(prepared.message);
        dispatch({ type: 'fail' });
        return { ok: false, message: prepared.message };
      }
      const result = await addCartEntry(prepared.request, fallbackCrumb);
      if (!result.ok) {
        setError(result.message);
        dispatch({ type: 'fail' });
        return { ok: false, message: result.message, fieldErrors: result.fieldErrors };
      }
      dispatch({ type: 'succeed' });
      const { shoppingCart, newlyAdded } = result.data;
      trackEvent('AddToCart', addToCartFields(shoppingCart, newlyAdded));
      dispatchCartUpdated({ shoppingCart, newlyAdded, productName });
      return { ok: true };
    } catch (cause) {
      // A bug must not leave the button stuck on "Adding…".
      setError(MESSAGES.formUnknownError);
      dispatch({ type: 'fail' });
      throw cause;
    } finally {
      inFlight.current = false;
    }
  }

  return { state, error, dismissError: () => setError(null), add };
}
