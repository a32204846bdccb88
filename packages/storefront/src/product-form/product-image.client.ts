import type { ProductImage } from '@plinth/contracts';

/*
 * The product page's image changes, loaded on the first variant choice or thumbnail press
 * (variant-image.client.ts), so they stay out of the page's first JavaScript (decision 0012).
 */

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

/**
 * Shows `image` in the item's main image and marks the thumbnail of the same file as the current one
 * (aria-current; the theme's thumbnails are buttons with data-thumb-of, issue 13 part 3).
 */
export function showProductImage(itemId: string, image: ProductImage): void {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-product-image]')) {
    if (img.dataset.productImage === itemId) showImage(img, image);
  }
  for (const thumb of document.querySelectorAll<HTMLElement>('[data-thumb-of]')) {
    if (thumb.dataset.thumbOf !== itemId) continue;
    if (thumb.querySelector('img')?.getAttribute('src') === image.url)
      thumb.setAttribute('aria-current', 'true');
    else thumb.removeAttribute('aria-current');
  }
}

/** A thumbnail button (data-thumb-of) pressed: its picture goes to the main image. */
export function showThumbnail(thumb: HTMLElement): void {
  const img = thumb.querySelector('img');
  if (!thumb.dataset.thumbOf || !img) return;
  showProductImage(thumb.dataset.thumbOf, {
    url: img.getAttribute('src') ?? '',
    alt: img.alt,
    width: Number(img.getAttribute('width')),
    height: Number(img.getAttribute('height')),
  });
}

/**
 * The main image's button (data-zoom-of): the picture at full size in a modal dialog named by its alt
 * text. Escape, the Close button or a click beside the picture closes it, and focus goes back to the
 * button.
 */
export function zoom(button: HTMLElement): void {
  const img = button.querySelector('img');
  if (!img) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'product-zoom';
  dialog.setAttribute('aria-label', img.alt);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'product-zoom__close';
  // The theme names it (data-close-label, beside its "Enlarge"): importing the islands' catalogue here
  // would cost the product page's first load about 120 bytes (the shared chunk would export it).
  close.textContent = button.dataset.closeLabel ?? '';
  const large = document.createElement('img');
  large.src = img.currentSrc || img.src;
  large.alt = img.alt;
  dialog.append(close, large);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    button.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}

/** A thumbnail or the main image's button was pressed. */
export function press(element: HTMLElement): void {
  if (element.dataset.zoomOf) zoom(element);
  else showThumbnail(element);
}
