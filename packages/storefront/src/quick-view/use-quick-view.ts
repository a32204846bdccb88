import { trackEvent } from '@plinth/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuickViewProduct, type QuickViewItem } from './fetch-quick-view-product.client';

/** One click on a Quick View button: which product page to read. */
export interface QuickViewRequest {
  productUrl: string;
  itemId: string;
  /** The dialog's name until the product arrives: the card's title when the button points at it. */
  label: string;
}

export type QuickViewState =
  | { status: 'closed' }
  | { status: 'loading'; request: QuickViewRequest }
  | { status: 'failed'; request: QuickViewRequest }
  | { status: 'loaded'; request: QuickViewRequest; item: QuickViewItem };

export interface QuickView {
  state: QuickViewState;
  open: (request: QuickViewRequest) => void;
  retry: () => void;
  close: () => void;
}

/** The quick view's states: closed, loading, failed (with retry) and loaded. */
export function useQuickView(): QuickView {
  const [state, setState] = useState<QuickViewState>({ status: 'closed' });

  // Each loading state fetches once; closing or opening another product aborts the answer it no longer wants.
  useEffect(() => {
    if (state.status !== 'loading') return;
    const { request } = state;
    const controller = new AbortController();
    void fetchQuickViewProduct(request.productUrl, controller.signal).then((item) => {
      if (controller.signal.aborted) return;
      setState(item ? { status: 'loaded', request, item } : { status: 'failed', request });
    });
    return () => controller.abort();
  }, [state]);

  const open = useCallback((request: QuickViewRequest) => {
    trackEvent('QuickView', { item_id: request.itemId, product_name: request.label });
    setState({ status: 'loading', request });
  }, []);

  const retry = useCallback(() => {
    setState((current) =>
      current.status === 'failed' ? { status: 'loading', request: current.request } : current,
    );
  }, []);

  const close = useCallback(() => setState({ status: 'closed' }), []);

  return { state, open, retry, close };
}
