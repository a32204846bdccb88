import { isLowStock, isUnlimitedStock, MESSAGES } from '@plinth/commerce';
import { fillPlaceholders, type ProductView, type VariantView } from '@plinth/contracts';

export interface ScarcityTextProps {
  product: ProductView;
  variant: VariantView | null;
  /** The store's low-stock threshold: the text shows only at or below it (issue 13 part 2). */
  threshold: number;
}

/** The owner's template (else the catalogue's) with {qty} filled in. */
function scarcityText(template: string, qty: number): string {
  return fillPlaceholders(template || MESSAGES.scarcity, { qty });
}

/**
 * "Only 3 left in stock" for a chosen variant whose finite stock is at or below the store's threshold,
 * when the owner enabled scarcity; a sold-out variant shows the product's own sold-out text, if any.
 */
export function ScarcityText({ product, variant, threshold }: ScarcityTextProps) {
  const { scarcity } = product;
  if (!scarcity.scarcityEnabled || !variant || variant.unlimited || isUnlimitedStock(product)) return null;
  if (variant.qtyInStock <= 0) {
    return scarcity.customSoldOutText ? (
      <p className="plinth-scarcity">{scarcity.customSoldOutText}</p>
    ) : null;
  }
  if (!isLowStock(variant, threshold)) return null;
  return <p className="plinth-scarcity">{scarcityText(scarcity.scarcityText, variant.qtyInStock)}</p>;
}
