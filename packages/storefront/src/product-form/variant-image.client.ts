import type { ProductImage } from '@plinth/contracts';
import { onWindowEvent, VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../events';

function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}

/**
 * Points a product image at another file. The theme's srcset lists width variants of the current file
 * (e.g. "/files/a.jpg?format=500w 500w"), so each candidate is rewritten to the new file; a srcset that
 * does not mention the current file is dropped rather than left showing the wrong picture.
 */
export function showImage(img: HTMLImageElement, image: ProductImage): void {
  const current = withoutQuery(img.getAttribute('src') ?? '');
  const next = withoutQuery(image.url);
  const srcset = img.getAttribute('srcset');
  if (srcset && current && srcset.includes(current))
    img.setAttribute('srcset', srcset.split(current).join(next));
  else img.removeAttribute('srcset');
  img.src = image.url;
  img.alt = image.alt;
  // Keeps the reserved box in the new picture's proportions.
  if (img.hasAttribute('width')) img.width = image.width;
  if (img.hasAttribute('height')) img.height = image.height;
}

/** Shows a chosen variant's own picture in the product's main image; returns the unsubscribe function. */
export function swapImagesOnVariantChange(): () => void {
  return onWindowEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, ({ itemId, variant }) => {
    if (!variant.image) return;
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-product-image]')) {
      if (img.dataset.productImage === itemId) showImage(img, variant.image);
    }
  });
}
