import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * Plinth's own texts (issue 13) for the cart page's steppers, removal and stock notice, and for the
 * added-to-cart popover's links; the seed has no words for them. Only the cart page and the popover's
 * lazily loaded item show them, so `vite.config.ts` keeps `cart-messages` out of the islands' shared
 * chunk: they cost the product page nothing before interaction (decisions 0012 and 0047).
 */
export const CART_MESSAGES = {
  viewCart: 'View cart',
  checkOut: 'Check out',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  removedFromCart: '{productName} was removed from your cart.',
  undo: 'Undo',
  quantityLimited: 'Only {available} available. Your quantity is now {available}.',
} as const;

export type CartMessageId = keyof typeof CART_MESSAGES;

/** The catalogue text with each {name} filled. */
export const formatCartMessage: (id: CartMessageId, params?: MessageParams) => string =
  defineMessages(CART_MESSAGES).format;
