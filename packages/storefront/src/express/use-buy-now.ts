import { MESSAGES } from '@plinth/commerce';
import { EXPRESS_CHECKOUT, type ExpressCartResponse } from '@plinth/contracts';
import { useRef, useState } from 'react';
import { apiRequest } from '../api/api-request.client';
import { currentCrumb } from '../browser/cookies.client';
import { navigateTo } from '../browser/navigate.client';
import type { AddButtonState } from '../button/add-button-reducer';
import type { PreparedAdd } from '../button/use-add-to-cart';
import { useAddButton } from '../button/use-add-button';

export interface BuyNow {
  state: AddButtonState;
  error: string | null;
  dismissError: () => void;
  buy: (prepare: () => Promise<PreparedAdd>) => Promise<void>;
}

/**
 * Express checkout (seed 000 section 4): idle → adding ("Adding…") → the checkout of a cart holding
 * this item alone. There is no added state: the button stays busy while the browser leaves. A failure
 * shows in the "Unable to Purchase Item" alert with the add-to-cart texts (crumb, cookies, 429, the
 * server's message) and the button returns to idle after a second, as Add To Cart's does.
 */
export function useBuyNow(fallbackCrumb: string, initialError: string | null = null): BuyNow {
  const [state, dispatch] = useAddButton();
  const [error, setError] = useState(initialError);
  const inFlight = useRef(false);

  async function buy(prepare: () => Promise<PreparedAdd>): Promise<void> {
    if (inFlight.current || state.status !== 'idle') return;
    inFlight.current = true;
    setError(null);
    dispatch({ type: 'click', at: Date.now() });
    const fail = (message: string) => {
      setError(message);
      dispatch({ type: 'fail' });
      inFlight.current = false;
    };
    try {
      const prepared = await prepare();
      if (!prepared.ok) return fail(prepared.message);
      const result = await apiRequest<ExpressCartResponse>({
        method: 'POST',
        url: EXPRESS_CHECKOUT.api,
        body: prepared.request,
        crumb: currentCrumb(fallbackCrumb),
      });
      if (!result.ok) return fail(result.message);
      // Stays "Adding…" (and ignores clicks) while the browser leaves for the checkout.
      navigateTo(result.data.checkoutUrl);
    } catch (cause) {
      fail(MESSAGES.formUnknownError);
      throw cause;
    }
  }

  return { state, error, dismissError: () => setError(null), buy };
}
