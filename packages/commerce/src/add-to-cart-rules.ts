import type { ProductView, VariantView } from '@plinth/contracts';
import { giftCardRecipientError } from './gift-cards';
import { MESSAGES } from './messages';
import { PRODUCT_TYPE } from './product-types';
import { parseQuantity } from './quantity';
import { hasEnoughStock, variantStock } from './stock';
import type { OptionSelection } from './variant-selection';
import { findVariant, findVariantBySku, missingOptions, selectOptionsMessage } from './variant-selection';

/** Stable codes for the API error body; the message is for people, the code is for code. */
export const ADD_TO_CART_ERROR = {
  GIFT_CARD_DENOMINATION: 'CART_GIFT_CARD_DENOMINATION',
  GIFT_CARD_RECIPIENT: 'CART_GIFT_CARD_RECIPIENT',
  OPTIONS_MISSING: 'CART_OPTIONS_MISSING',
  VARIANT_UNAVAILABLE: 'CART_VARIANT_UNAVAILABLE',
  QUANTITY_INVALID: 'CART_QUANTITY_INVALID',
  INSUFFICIENT_STOCK: 'CART_INSUFFICIENT_STOCK',
} as const;
export type AddToCartErrorCode = (typeof ADD_TO_CART_ERROR)[keyof typeof ADD_TO_CART_ERROR];

export interface AddToCartInput {
  product: ProductView;
  /** The dropdowns' values (browser). Ignored when `sku` is given. */
  selection?: OptionSelection;
  /** The chosen variant (server requests, gift-card denominations). */
  sku?: string;
  /** Raw from the input or request body; blank means 1. */
  quantity: unknown;
  /** How many of this variant the cart holds already. */
  alreadyInCart: (variantSku: string) => number;
  /**
   * The line's additionalFields; a gift card's must name its recipient (gift-cards.ts). Left out, the
   * recipient is not checked (the product form checks its own fields first).
   */
  additionalFields?: string | null;
}

export type AddToCartResult =
  | { ok: true; variant: VariantView; quantity: number }
  | { ok: false; message: string; code: AddToCartErrorCode };

function fail(code: AddToCartErrorCode, message: string): AddToCartResult {
  return { ok: false, code, message };
}

/**
 * Seed 000 section 5, in the order the shopper should hear about problems: denomination, options,
 * variant, quantity, stock. The server and the browser both run it, so it is pure and deterministic:
 * the browser's answer is a preview of the server's, never a replacement for it.
 */
export function validateAddToCart(input: AddToCartInput): AddToCartResult {
  const { product } = input;
  const selection = input.selection ?? {};
  const sku = input.sku?.trim() ?? '';

  const variant = sku ? findVariantBySku(product, sku) : findVariant(product, selection);
  if (!sku && product.productType === PRODUCT_TYPE.GIFT_CARD && variant === null) {
    return fail(ADD_TO_CART_ERROR.GIFT_CARD_DENOMINATION, MESSAGES.giftCardDenomination);
  }
  const missing = sku ? [] : missingOptions(product, selection);
  if (missing.length > 0) return fail(ADD_TO_CART_ERROR.OPTIONS_MISSING, selectOptionsMessage(missing));
  if (variant === null) return fail(ADD_TO_CART_ERROR.VARIANT_UNAVAILABLE, MESSAGES.variantUnavailable);
  if (product.productType === PRODUCT_TYPE.GIFT_CARD && input.additionalFields !== undefined) {
    const recipientError = giftCardRecipientError(input.additionalFields);
    if (recipientError) return fail(ADD_TO_CART_ERROR.GIFT_CARD_RECIPIENT, recipientError);
  }

  const quantity = parseQuantity(input.quantity);
  if (!quantity.ok) return fail(ADD_TO_CART_ERROR.QUANTITY_INVALID, quantity.message);

  const stock = variantStock(product, variant);
  if (!hasEnoughStock(stock, quantity.quantity, input.alreadyInCart(variant.sku))) {
    return fail(ADD_TO_CART_ERROR.INSUFFICIENT_STOCK, MESSAGES.insufficientStock);
  }
  return { ok: true, variant, quantity: quantity.quantity };
}
