/** Every island the server can render; each has a browser entry at src/entries/<name>.client.tsx. */
export const ISLAND_NAMES = [
  'product-form',
  'cart-pill',
  'cart-page',
  'listing-button',
  'quick-view',
  'account',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
