import { walkBlocks, type PageDocument } from '@plinth/contracts';
import { galleryPropsSchema } from '@plinth/contracts/schemas';
import { galleryNeedsScript } from './gallery-renderer';

/** Client scripts a block page may need, by their storefront island name (packages/storefront). */
export type BlockIsland = 'gallery' | 'listing-button' | 'site-form';

export interface BlockPageAssets {
  /** Stylesheet URLs, linked after the site's own. */
  styles: string[];
  /** Script URLs the page adds as they are (none today: see islands). */
  scripts: string[];
  /**
   * Storefront bundles by island name: the page loader resolves them through the island manifest
   * (hashed file names, module preloads) as it does for the shop's islands, i.e. passes them to
   * pageAssets() with the page's other islands. Empty unless a block needs one.
   */
  islands: BlockIsland[];
}

/**
 * The stylesheets and scripts a block page links, beyond the site's own: the basic and media block
 * styles always, the gallery's and the product blocks' only on pages that have them. The gallery script
 * loads only when a gallery's options need it (lightbox, or a slideshow or carousel with controls,
 * autoplay or thumbnails): every gallery shows all its images without it. A product block brings the
 * shop cards' add-to-cart island, a form block the site form island and the forms' stylesheet.
 */
/** The Blog and Events blocks (content-renderers.ts), which share a stylesheet. */
const CONTENT_BLOCK_TYPES: ReadonlySet<string> = new Set([
  'contentSummary',
  'archive',
  'tagCloud',
  'calendar',
]);

export function blockPageAssets(document: PageDocument): BlockPageAssets {
  const blocks = walkBlocks(document.blocks).map(({ block }) => block);
  const galleries = blocks.filter((block) => block.type === 'gallery');
  const needsGallery = galleries.some((block) => {
    const parsed = galleryPropsSchema.safeParse(block.props);
    return parsed.success && galleryNeedsScript(parsed.data);
  });
  const commerce = blocks.some((block) => block.type === 'summary' || block.type === 'product');
  const forms = blocks.some((block) => block.type === 'form');
  const content = blocks.some((block) => CONTENT_BLOCK_TYPES.has(block.type));
  return {
    styles: [
      '/assets/theme/blocks-basic.css',
      '/assets/theme/blocks-media.css',
      ...(galleries.length > 0 ? ['/assets/theme/blocks-gallery.css'] : []),
      ...(commerce ? ['/assets/theme/blocks-commerce.css'] : []),
      ...(forms ? ['/assets/theme/blocks-forms.css'] : []),
      ...(content ? ['/assets/theme/blocks-content.css'] : []),
    ],
    scripts: [],
    islands: [
      ...(needsGallery ? (['gallery'] as const) : []),
      // A product block's add-to-cart button (commerce-renderers.ts productBlockPurchases).
      ...(blocks.some((block) => block.type === 'product') ? (['listing-button'] as const) : []),
      // A form block's form (form-renderers.ts formBlockPlacements).
      ...(forms ? (['site-form'] as const) : []),
    ],
  };
}
