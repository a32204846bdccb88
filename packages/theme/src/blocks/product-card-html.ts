import { imageVariants } from '@plinth/contracts';
import type { ProductCard } from '../page-context';
import type { BlockRenderContext } from './block-render-context';
import { renderBlockImage } from './block-image';
import { escapeHtml } from './html';
import { renderImageTemplate } from './image-template';

/**
 * Product card pieces as the theme's partials draw them (themes/default/partials/price.html and
 * status-badge.html), in TypeScript for the commerce blocks: the same markup and classes, so the shop's
 * card styles apply to them too.
 */

/** partials/price.html */
export function priceHtml(card: ProductCard): string {
  if (card.originalPriceLabel !== null) {
    return `<p class="price"><span class="price__sale"><span class="visually-hidden">Sale price</span> ${escapeHtml(card.priceLabel)}</span> <s class="price__original"><span class="visually-hidden">Original price</span> ${escapeHtml(card.originalPriceLabel)}</s></p>`;
  }
  const from = card.hasPriceRange ? '<span class="price__from">From</span> ' : '';
  return `<p class="price">${from}<span class="price__current">${escapeHtml(card.priceLabel)}</span></p>`;
}

/** partials/status-badge.html */
export function statusBadgeHtml(card: ProductCard): string {
  if (card.statusClass === 'sold-out') {
    return `<span class="badge badge--sold-out">${escapeHtml(card.soldOutLabel || 'Sold out')}</span>`;
  }
  return card.statusClass === 'on-sale' ? '<span class="badge badge--sale">Sale</span>' : '';
}

/** A neutral picture icon for a product without images, as the theme's image-placeholder partial. */
const IMAGE_PLACEHOLDER_SVG =
  '<svg class="image-placeholder" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><rect x="7" y="10" width="34" height="28" rx="3" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="17" cy="19" r="3.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M9 34l10-10 7 7 5-5 8 8" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>';

/**
 * The card's image: an upload gets the resizer's srcset (its type is told by the extension the upload
 * route gave it), any other URL is drawn as it is. The card's title names the product beside it, so
 * the image is decorative (alt="") as on the shop's cards.
 */
export function productImageHtml(
  card: ProductCard,
  context: BlockRenderContext,
  options: { sizes: string; aboveTheFold: boolean; className: string },
): string {
  const image = card.image;
  if (!image) return `<span class="product-card__placeholder">${IMAGE_PLACEHOLDER_SVG}</span>`;
  const extension = /\.(jpg|png|webp|gif)$/.exec(image.url)?.[1];
  const contentType = extension === 'jpg' ? 'image/jpeg' : `image/${extension ?? 'unknown'}`;
  const variants = imageVariants(image.url, contentType, image.width);
  if (variants.length > 0) {
    const file = {
      id: card.id,
      url: image.url,
      contentType,
      fileName: '',
      width: image.width,
      height: image.height,
      variants,
    };
    return renderBlockImage(file, context, { alt: '', ...options });
  }
  return renderImageTemplate({
    src: image.url,
    width: image.width,
    height: image.height,
    alt: '',
    priority: null,
    loader: 'raw',
    lazy: !options.aboveTheFold,
    className: options.className,
  });
}
