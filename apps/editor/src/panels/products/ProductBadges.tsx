import type { ProductListItem } from '@plinth/contracts';

/** Sold out and sale, as words (never colour alone). */
export function ProductBadges({ product }: { product: Pick<ProductListItem, 'soldOut' | 'onSale'> }) {
  if (!product.soldOut && !product.onSale) return <span className="product-row__badges" />;
  return (
    <span className="product-row__badges">
      {product.soldOut ? <span className="badge badge--sold-out">Sold out</span> : null}
      {product.onSale ? <span className="badge badge--sale">On sale</span> : null}
    </span>
  );
}
