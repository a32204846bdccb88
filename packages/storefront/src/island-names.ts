/** Every island the server can render; each has a browser entry at src/entries/<name>.client.tsx. */
export const ISLAND_NAMES = [
  'product-form',
  'cart-pill',
  'cart-page',
  'listing-button',
  'quick-view',
  'account',
  'checkout',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * The islands each kind of storefront page loads; the page loaders place exactly these, and the size
 * budget (scripts/size-budget.ts) measures each page's JavaScript from them. The home page is a store
 * page like the shop list.
 */
export type PageKind = 'product' | 'collection' | 'cart' | 'checkout' | 'account' | 'status';
export const PAGE_ISLANDS: Readonly<Record<PageKind, IslandName[]>> = {
  product: ['cart-pill', 'product-form'],
  collection: ['cart-pill', 'listing-button', 'quick-view'],
  cart: ['cart-pill', 'cart-page'],
  checkout: ['cart-pill', 'checkout'],
  account: ['cart-pill', 'account'],
  status: ['cart-pill'],
};
