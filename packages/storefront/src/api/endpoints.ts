import type { CART_API as CONTRACT_CART_API, COOKIE as CONTRACT_COOKIE } from '@plinth/contracts';

/*
 * The contracts' CART_API and COOKIE, mirrored so browser bundles import only types from
 * @plinth/contracts: a value import would pull zod and every schema into each island. The annotations
 * pin each entry to the contract, so a drift fails type-checking.
 */

export const CART_API: typeof CONTRACT_CART_API = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  entryQuantity: (entryId) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/quantity`,
  stock: (itemId) => `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`,
};

export const COOKIE: typeof CONTRACT_COOKIE = {
  crumb: 'crumb',
  secureCrumb: '__Host-crumb',
  cart: 'plinth_cart',
  siteUserInfo: 'SiteUserInfo',
};
