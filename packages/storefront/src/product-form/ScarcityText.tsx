import { isUnlimitedStock, MESSAGES } from '@plinth/commerce';
import { fillPlaceholders, type ProductView, type VariantView } from '@plinth/contracts';

export interface ScarcityTextProps {
  product: ProductView;
  variant: VariantView | null;
}

/** The owner's template (else the catalogue's) with {qty} filled in. */
function scarcityText(template: string, qty: number): string {
  return fillPlaceholders(template || MESSAGES.scarcity, { qty });
}

/** "Only 3 left in stock" for a chosen variant with finite stock, when the owner enabled scarcity. */
export function ScarcityText({ product, variant }: ScarcityTextProps) {
  const { scarcity } = product;
  if (!scarcity.scarcityEnabled || !variant || variant.unlimited || isUnlimitedStock(product)) return null;
  if (variant.qtyInStock <= 0) {
    return scarcity.customSoldOutText ? (
      <p className="plinth-scarcity">{scarcity.customSoldOutText}</p>
    ) : null;
  }
  return <p className="plinth-scarcity">{scarcityText(scarcity.scarcityText, variant.qtyInStock)}</p>;
}
