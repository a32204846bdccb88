import type { PageDocument } from '@plinth/contracts';

/**
 * The stylesheets and scripts a block page links, beyond the site's own. SKELETON (issue 10): helper
 * "blocks-media" decides the scripts (gallery slideshow, carousel and lightbox); the page loader calls
 * this and adds what it returns to the page's assets.
 */
export function blockPageAssets(document: PageDocument): { styles: string[]; scripts: string[] } {
  void document;
  return { styles: ['/assets/theme/blocks-basic.css', '/assets/theme/blocks-media.css'], scripts: [] };
}
