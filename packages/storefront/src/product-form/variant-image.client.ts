import { onWindowEvent, VARIANT_CHANGE_EVENT, type VariantChangeDetail } from '../events';

const loadProductImage = () => import('./product-image.client');

/**
 * A chosen variant's own picture goes to the product's main image, a thumbnail pressed shows its
 * picture there, and the main image pressed opens it large in a dialog (issue 13 part 3); the code
 * that does it loads on the first of them. Returns the
 * unsubscribe function.
 */
export function swapImagesOnVariantChange(): () => void {
  const onThumb = (event: MouseEvent) => {
    const pressed =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-thumb-of],[data-zoom-of]')
        : null;
    if (pressed) void loadProductImage().then((images) => images.press(pressed));
  };
  document.addEventListener('click', onThumb);
  const stop = onWindowEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, ({ itemId, variant }) => {
    const image = variant.image;
    if (image) void loadProductImage().then((images) => images.showProductImage(itemId, image));
  });
  return () => {
    document.removeEventListener('click', onThumb);
    stop();
  };
}
