import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  type ProductView,
  type StorePreferences,
  type VariantView,
} from '@plinth/contracts';
import { MESSAGES } from './messages';
import { PRODUCT_TYPE } from './product-types';
import { availableStock } from './stock';

// The contracts' limits (the zod-free entry), offered here beside the rules that use them.
export { MAX_QUANTITY, MIN_QUANTITY };
/** The quantity input's value before the shopper touches it. */
export const DEFAULT_QUANTITY = MIN_QUANTITY;

export type QuantityResult = { ok: true; quantity: number } | { ok: false; message: string };

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isNaN(raw) ? null : raw;
  if (typeof raw === 'string' && NUMERIC.test(raw.trim())) return Number(raw.trim());
  return null;
}

/**
 * Reads a quantity from a form field or request body. Blank means the default of 1; "3", 3 and " 3 "
 * are 3; hexadecimal, booleans and arrays are not numbers. The messages are the spec's, plus Plinth's own
 * for more than 9999.
 */
export function parseQuantity(raw: unknown): QuantityResult {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, quantity: DEFAULT_QUANTITY };
  }
  const quantity = toNumber(raw);
  if (quantity === null) return { ok: false, message: MESSAGES.quantityNotNumber };
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY) {
    return { ok: false, message: MESSAGES.quantityNotWhole };
  }
  if (quantity > MAX_QUANTITY) return { ok: false, message: MESSAGES.quantityTooLarge };
  return { ok: true, quantity };
}

export interface QuantityInputSettings {
  /** Unset means allowed (seed 000 section 5). */
  multipleQuantityAllowedForServices?: StorePreferences['multipleQuantityAllowedForServices'];
}

/**
 * Seed 000 section 5: physical items, and service items unless the store forbids it, show a quantity
 * input; subscriptions never do, nor does a choice of one or none. The product's stock counts as
 * unlimited when any variant is, even if the selected one is not, as the spec states it.
 */
export function isQuantityInputShown(
  product: Pick<ProductView, 'productType' | 'variants' | 'isSubscribable'>,
  settings: QuantityInputSettings,
  selected: VariantView | null,
): boolean {
  if (product.isSubscribable) return false;
  const typeAllows =
    product.productType === PRODUCT_TYPE.PHYSICAL ||
    (product.productType === PRODUCT_TYPE.SERVICE && settings.multipleQuantityAllowedForServices !== false);
  return typeAllows && availableStock(product, selected) > 1;
}
