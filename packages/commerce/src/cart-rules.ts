const ZERO = /^[+-]?(0+\.?0*|\.0+)$/;

/**
 * Issue 13: on the cart page (and its no-JavaScript form) a quantity of 0 ("0", "00", "0.0") removes the
 * line instead of failing as "not a whole number"; adding 0 to the cart is still refused. Only the cart
 * page and the server use it, so `vite.config.ts` keeps `cart-rules` out of the islands' shared chunk.
 */
export function isZeroQuantity(raw: string): boolean {
  return ZERO.test(raw.trim());
}
