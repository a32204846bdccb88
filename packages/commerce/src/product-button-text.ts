import type { ProductView } from '@plinth/contracts';
import { MESSAGES } from './messages';

export type ButtonTextSource = Pick<
  ProductView,
  'isSubscribable' | 'useCustomAddButtonText' | 'customAddButtonText'
>;

/**
 * The add button's text, for the product page, the quick view and the shop cards alike: the owner's
 * custom text (trimmed) when turned on and not blank, else "Subscribe" for a subscribable item, else
 * "Add To Cart".
 */
export function productButtonText(product: ButtonTextSource): string {
  const custom = product.useCustomAddButtonText ? product.customAddButtonText.trim() : '';
  if (custom) return custom;
  return product.isSubscribable ? MESSAGES.subscribe : MESSAGES.addToCart;
}
