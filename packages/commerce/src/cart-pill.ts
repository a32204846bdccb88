import { MESSAGES, formatMessage } from './messages';

/** Above this the pill stops counting and shows "100+". */
export const CART_COUNT_CAP = 100;
/** How long the "{productName} was added to your cart." popover stays. */
export const CART_POPOVER_MS = 3000;

/** The pill hides while the cart is empty. */
export function isCartPillShown(totalQuantity: number): boolean {
  return totalQuantity > 0;
}

/** The number on the pill: '' when empty, "100+" past the cap. */
export function cartCountText(totalQuantity: number): string {
  if (totalQuantity <= 0) return '';
  return totalQuantity > CART_COUNT_CAP ? MESSAGES.cartCountCapped : String(totalQuantity);
}

/** The pill's accessible label. */
export function cartCountLabel(totalQuantity: number): string {
  if (totalQuantity <= 0) return MESSAGES.cart;
  if (totalQuantity === 1) return MESSAGES.cartOneItem;
  if (totalQuantity > CART_COUNT_CAP) return MESSAGES.cartMoreThanCap;
  return formatMessage('cartItems', { n: totalQuantity });
}

/**
 * The header link's accessible name: it starts with the link's visible word ("Cart") so speech input
 * and screen readers agree with the screen (WCAG 2.5.3), followed by the seed's count label in lower
 * case: "Cart", "Cart, one item in cart", "Cart, 2 items in cart", "Cart, more than 100 items in cart".
 */
export function cartLinkLabel(totalQuantity: number): string {
  const count = cartCountLabel(totalQuantity);
  if (totalQuantity <= 0) return count;
  return `${MESSAGES.cart}, ${count.charAt(0).toLowerCase()}${count.slice(1)}`;
}

/** "Linen Shirt was added to your cart." */
export function addedToCartText(productName: string): string {
  return formatMessage('addedToCart', { productName });
}
