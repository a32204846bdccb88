import {
  cartAnalyticsFields,
  trackEvent,
  type CartEntry,
  type ShoppingCart,
  type VariantView,
} from '@plinth/contracts';

/** Window events islands use to talk to each other (and to theme scripts). */
export const CART_UPDATED_EVENT = 'plinth:cart-updated';
export const VARIANT_CHANGE_EVENT = 'plinth:variant-change';

export interface CartUpdatedDetail {
  shoppingCart: ShoppingCart;
  /** Set after an add to cart; absent after a cart page change. */
  newlyAdded?: CartEntry;
  /** Set after an add to cart: the cart pill announces it. */
  productName?: string;
}

export interface VariantChangeDetail {
  itemId: string;
  variant: VariantView;
}

export function dispatchCartUpdated(detail: CartUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<CartUpdatedDetail>(CART_UPDATED_EVENT, { detail }));
  trackEvent('CartAnalytics', cartAnalyticsFields(detail.shoppingCart));
}

export function dispatchVariantChange(detail: VariantChangeDetail): void {
  window.dispatchEvent(new CustomEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, { detail }));
}

/** Subscribes to a window event's detail; returns the unsubscribe function (for effect cleanups). */
export function onWindowEvent<T>(name: string, handler: (detail: T) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<T>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
