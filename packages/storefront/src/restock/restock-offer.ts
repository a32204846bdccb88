import { isVariantAvailable } from '@plinth/commerce';
import type { ProductView, VariantView } from '@plinth/contracts';

/**
 * The restock form is offered for the chosen variant when it cannot be bought: not unlimited and out of
 * stock. Digital products and gift cards never run out, so they never offer it.
 */
export function isRestockOffered(
  product: Pick<ProductView, 'productType'>,
  variant: VariantView | null,
): boolean {
  return variant !== null && !isVariantAvailable(variant, product.productType);
}
