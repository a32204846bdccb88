import type { ProductView, VariantView } from '@plinth/contracts';
import { isAlwaysInStock, isUnlimitedStock } from './product-state';

/** One stock row, as the stock endpoint and variants carry it. */
export interface StockLevel {
  unlimited: boolean;
  qtyInStock: number;
}

/** Whether `requested` more can go into a cart that already holds `alreadyInCart` of this variant. */
export function hasEnoughStock(stock: StockLevel, requested: number, alreadyInCart: number): boolean {
  return stock.unlimited || stock.qtyInStock >= alreadyInCart + requested;
}

/**
 * Seed 000 section 5, "Items with a form": checked before the form opens, so the shopper does not fill
 * it in for nothing. In stock when any row is unlimited or holds more than the cart already has.
 */
export function isInStockForForm(rows: readonly StockLevel[], alreadyInCart: number): boolean {
  return rows.some((row) => row.unlimited || row.qtyInStock > alreadyInCart);
}

/**
 * The stock a variant can be sold from: digital products and gift cards never run out, whatever the
 * variant row says.
 */
export function variantStock(
  product: Pick<ProductView, 'productType'>,
  variant: Pick<VariantView, 'unlimited' | 'qtyInStock'>,
): StockLevel {
  return {
    unlimited: variant.unlimited || isAlwaysInStock(product.productType),
    qtyInStock: variant.qtyInStock,
  };
}

/**
 * How many the shopper could buy, for the quantity input: Infinity when the product's stock is unlimited
 * (seed 000: digital, gift card, or any variant unlimited), else the selected variant's stock, else the
 * largest stock among the variants (0 without variants).
 */
export function availableStock(
  product: Pick<ProductView, 'productType' | 'variants'>,
  selected: Pick<VariantView, 'qtyInStock'> | null,
): number {
  if (isUnlimitedStock(product)) return Number.POSITIVE_INFINITY;
  if (selected) return selected.qtyInStock;
  return Math.max(0, ...product.variants.map((variant) => variant.qtyInStock));
}

/**
 * Issue 13 part 2: whether a stock row is low, by the store's threshold: some left, and no more than the
 * threshold. Unlimited stock and sold-out rows are never "low" (sold out has its own text). The product
 * page's scarcity text and the owner's low-stock lists both ask this.
 */
export function isLowStock(stock: StockLevel, threshold: number): boolean {
  return !stock.unlimited && stock.qtyInStock > 0 && stock.qtyInStock <= threshold;
}
