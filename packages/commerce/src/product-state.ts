import type { ProductType, ProductView, VariantView } from '@plinth/contracts';
import { PRODUCT_TYPE } from './product-types';

export type ProductStock = Pick<ProductView, 'productType' | 'variants'>;
export type ProductStatusClass = 'sold-out' | 'on-sale' | '';

/** Digital products and gift cards have no stock to run out of. */
export function isAlwaysInStock(productType: ProductType): boolean {
  return productType === PRODUCT_TYPE.DIGITAL || productType === PRODUCT_TYPE.GIFT_CARD;
}

/** Seed 000 section 5: unlimited for digital and gift-card items, or when any variant is unlimited. */
export function isUnlimitedStock(product: ProductStock): boolean {
  return isAlwaysInStock(product.productType) || product.variants.some((variant) => variant.unlimited);
}

/**
 * Whether this variant can be bought at all. Pass the product type so digital products and gift cards,
 * whose variants carry no stock, count as available.
 */
export function isVariantAvailable(
  variant: Pick<VariantView, 'unlimited' | 'qtyInStock'>,
  productType?: ProductType,
): boolean {
  if (productType !== undefined && isAlwaysInStock(productType)) return true;
  return variant.unlimited || variant.qtyInStock > 0;
}

/**
 * Seed 000 section 4: a physical or service product is sold out when no variant is unlimited or in stock,
 * which includes a product with no variants (nothing can be added). Other types are never sold out.
 */
export function isSoldOut(product: ProductStock): boolean {
  const hasStock =
    product.productType === PRODUCT_TYPE.PHYSICAL || product.productType === PRODUCT_TYPE.SERVICE;
  return hasStock && !product.variants.some((variant) => isVariantAvailable(variant));
}

export function isOnSale(product: Pick<ProductView, 'variants'>): boolean {
  return product.variants.some((variant) => variant.onSale);
}

/** The store item's CSS class; sold out takes precedence over sale. */
export function productStatusClass(product: ProductStock): ProductStatusClass {
  if (isSoldOut(product)) return 'sold-out';
  return isOnSale(product) ? 'on-sale' : '';
}

/** The unit price the shopper pays, in minor units: the sale price while on sale. */
export function effectivePrice(variant: Pick<VariantView, 'price' | 'salePrice' | 'onSale'>): number {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** The variant with the lowest price the shopper pays ("from $12.00"); the first one on a tie. */
export function lowestPriceVariant(product: Pick<ProductView, 'variants'>): VariantView | null {
  let lowest: VariantView | null = null;
  for (const variant of product.variants) {
    if (lowest === null || effectivePrice(variant) < effectivePrice(lowest)) lowest = variant;
  }
  return lowest;
}
