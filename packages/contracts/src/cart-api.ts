/** Cart limits, paths and cookie names: plain values the islands may import (no zod here). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

/** Longest additionalFields JSON accepted: a product form's answers, never a document. */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 10_000;

export const CART_API = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  entryQuantity: (entryId: string) =>
    `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/quantity`,
  /** PUT {itemId, sku, additionalFields} -> {shoppingCart, updatedEntry}: a line's form answers. */
  entryAdditionalFields: (entryId: string) =>
    `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`,
  stock: (itemId: string) => `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`,
} as const;

/** Cookie names the storefront reads in the browser. */
export const COOKIE = {
  crumb: 'crumb',
  /** The crumb cookie's name over https: only this host can set a __Host- cookie (decision 0010). */
  secureCrumb: '__Host-crumb',
  cart: 'plinth_cart',
  siteUserInfo: 'SiteUserInfo',
} as const;
