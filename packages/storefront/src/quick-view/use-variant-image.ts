import type { ProductImage, ProductView } from '@plinth/contracts';
import { useEffect, useState } from 'react';
import { onWindowEvent, VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../events';

/**
 * The picture to show for a product: the last chosen variant's own image (seed 000 section 2: "choosing a
 * variant shows that variant's main image"), else the product's main image; null when it has none.
 */
export function useVariantImage(product: ProductView): ProductImage | null {
  const [variantImage, setVariantImage] = useState<ProductImage | null>(null);

  useEffect(
    () =>
      onWindowEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, ({ itemId, variant }) => {
        if (itemId === product.id && variant.image) setVariantImage(variant.image);
      }),
    [product.id],
  );

  return variantImage ?? product.images[0] ?? null;
}
