import {
  BLOCK_DEFINITIONS,
  type BlockType,
  type PageBlock,
  type PageDocument,
  type SitePageLayout,
} from '@plinth/contracts';

/**
 * The starting documents of "Add page" (issue 10 part 3). Blocks start with their definition's
 * defaults, so these stay valid while the block types grow; the owner fills in the words.
 */
function block(id: string, type: BlockType, slots?: Record<string, PageBlock[]>): PageBlock {
  return { id, type, props: BLOCK_DEFINITIONS[type].defaults(), ...(slots ? { slots } : {}) };
}

const LAYOUTS: Record<SitePageLayout, () => PageBlock[]> = {
  blank: () => [],
  about: () => [
    block('intro', 'section', { content: [block('intro-text', 'text')] }),
    block('story', 'columns', {
      'column-1': [block('story-image', 'image')],
      'column-2': [block('story-text', 'text')],
    }),
    block('quote', 'quote'),
  ],
  contact: () => [
    block('intro', 'text'),
    block('details', 'columns', {
      'column-1': [block('address', 'text')],
      'column-2': [block('map', 'map')],
    }),
    block('social', 'socialLinks'),
  ],
  landing: () => [
    block('hero', 'section', { content: [block('hero-text', 'text'), block('hero-button', 'button')] }),
    block('spacer', 'spacer'),
    block('features', 'columns', {
      'column-1': [block('feature-1', 'text')],
      'column-2': [block('feature-2', 'text')],
    }),
    block('gallery', 'gallery'),
    block('closing', 'button'),
  ],
  store: () => [block('intro', 'text'), block('products', 'summary'), block('shop-link', 'button')],
  // A collection page's blocks sit above its list of posts or events (decision 0052).
  blog: () => [block('intro', 'text')],
  events: () => [block('intro', 'text')],
};

export function layoutDocument(layout: SitePageLayout): PageDocument {
  return { version: 1, root: { props: {} }, blocks: LAYOUTS[layout]() };
}
