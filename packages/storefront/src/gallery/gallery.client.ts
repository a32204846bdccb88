import { setupLightbox } from './gallery-lightbox.client';
import { setupSlides } from './gallery-slides.client';

/**
 * Enhances every server-rendered gallery block on the page (`[data-gallery]`), once each. No React:
 * this is the whole script block pages load for galleries (blockPageAssets names it only when a
 * gallery's options need it).
 */
export function enhanceGalleries(root: ParentNode = document): void {
  for (const gallery of Array.from(root.querySelectorAll<HTMLElement>('[data-gallery]'))) {
    if (gallery.hasAttribute('data-enhanced')) continue;
    gallery.setAttribute('data-enhanced', '');
    const design = gallery.dataset.gallery;
    const track = gallery.querySelector<HTMLElement>('.gallery__items');
    const slides = track ? (Array.from(track.children) as HTMLElement[]) : [];
    if (track && (design === 'slideshow' || design === 'slider') && slides.length > 1) {
      setupSlides(gallery, track, slides);
    }
    if (gallery.hasAttribute('data-lightbox')) setupLightbox(gallery);
  }
}
