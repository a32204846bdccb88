/** Every island the server can render; each has a browser entry at src/entries/<name>.client.tsx. */
export const ISLAND_NAMES = [
  'product-form',
  'cart-pill',
  'cart-page',
  'listing-button',
  'quick-view',
  'account',
  'checkout',
  'site-form',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * Plain scripts (no React, no server render) built beside the islands, each from
 * src/entries/<name>.client.tsx: page blocks' gallery behaviour (slideshow, carousel, lightbox). The
 * manifest resolves them as it does islands; pages load them only where needed (theme blockPageAssets).
 */
export const SCRIPT_NAMES = ['gallery'] as const;
export type ScriptName = (typeof SCRIPT_NAMES)[number];
/** Everything the storefront build makes an entry of. */
export type BundleName = IslandName | ScriptName;
export const BUNDLE_NAMES: readonly BundleName[] = [...ISLAND_NAMES, ...SCRIPT_NAMES];

/**
 * The islands each kind of storefront page loads; the page loaders place exactly these, and the size
 * budget (scripts/size-budget.ts) measures each page's JavaScript from them. The home page is a store
 * page like the shop list.
 */
export type PageKind = 'product' | 'collection' | 'cart' | 'checkout' | 'account' | 'status' | 'block';
export const PAGE_ISLANDS: Readonly<Record<PageKind, IslandName[]>> = {
  product: ['cart-pill', 'product-form'],
  collection: ['cart-pill', 'listing-button', 'quick-view'],
  cart: ['cart-pill', 'cart-page'],
  checkout: ['cart-pill', 'checkout'],
  account: ['cart-pill', 'account'],
  status: ['cart-pill'],
  block: ['cart-pill'],
};

/** The plain scripts a page kind loads at most: a block page with a gallery that needs its script. */
export const PAGE_SCRIPTS: Readonly<Partial<Record<PageKind, ScriptName[]>>> = { block: ['gallery'] };

/**
 * Islands a page kind loads only when its content needs them: a block page with a product block gets the
 * shop cards' add-to-cart button, one with a form block the site form. The size budget counts them, as it counts PAGE_SCRIPTS.
 */
export const PAGE_CONTENT_ISLANDS: Readonly<Partial<Record<PageKind, IslandName[]>>> = {
  block: ['listing-button', 'site-form'],
};
