/**
 * Express checkout ("Buy now") and installment messaging (issue 9 parts 7 and 8): paths and value sets
 * without zod, for the server, the editor and the storefront islands. The schemas are in
 * express-checkout.ts.
 */

export const EXPRESS_CHECKOUT = {
  /** POST {itemId, sku, quantity, additionalFields} -> {cartToken, checkoutUrl}: a cart of that item alone. */
  api: '/api/commerce/cart/express',
  /** The same as a plain form post (the product form's "Buy now" without JavaScript): 303 to checkout. */
  form: '/cart/express',
  /** The query parameter that names the cart a checkout is for (absent: the visitor's own cart). */
  cartParam: 'cart',
} as const;

/** Checkout for a cart named by its token: an express cart, never the visitor's cookie cart. */
export function checkoutPathForCart(cartToken: string | null | undefined): string {
  return cartToken ? `/checkout?${EXPRESS_CHECKOUT.cartParam}=${encodeURIComponent(cartToken)}` : '/checkout';
}

/** A checkout API path for a named cart, or unchanged for the visitor's own. */
export function withCartParam(path: string, cartToken: string | null | undefined): string {
  return cartToken ? `${path}?${EXPRESS_CHECKOUT.cartParam}=${encodeURIComponent(cartToken)}` : path;
}

/** Cart tokens: the cart cookie's pattern. */
export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Where installments are sold (seed 000 section 5): the store's payment account country. */
export const INSTALLMENT_COUNTRIES = ['US', 'CA', 'AU', 'NZ', 'GB'] as const;
export type InstallmentCountry = (typeof INSTALLMENT_COUNTRIES)[number];

/** The locales of the provider's info page (seed 000 section 5), served by this server. */
export const INSTALLMENT_INFO_LOCALES = ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB'] as const;
export type InstallmentInfoLocale = (typeof INSTALLMENT_INFO_LOCALES)[number];

export const INSTALLMENT_INFO_PREFIX = '/installments/info/';

/** The info modal's page for a locale: an HTML page of this server, never the provider's. */
export function installmentInfoPath(locale: string): string {
  return `${INSTALLMENT_INFO_PREFIX}${encodeURIComponent(locale)}`;
}

export const INSTALLMENT_LIMITS = {
  minInstallments: 2,
  maxInstallments: 12,
  /** Upper bound on the limits: a typo guard (in minor units). */
  maxAmountCents: 100_000_000,
} as const;
