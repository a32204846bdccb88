import { MESSAGES } from '@plinth/commerce';
import type { ProductView } from '@plinth/contracts';

/** "Subscribe" for subscribable items, else the owner's custom text when turned on, else "Add To Cart". */
export function productButtonText(
  product: Pick<ProductView, 'isSubscribable' | 'useCustomAddButtonText' | 'customAddButtonText'>,
): string {
  if (product.isSubscribable) return MESSAGES.subscribe;
  if (product.useCustomAddButtonText && product.customAddButtonText.trim())
    return product.customAddButtonText;
  return MESSAGES.addToCart;
}
