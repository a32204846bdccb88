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
function block(
  id: string,
  type: BlockType,
  slots?: Record<string, PageBlock[]>,
  props: Record<string, unknown> = {},
): PageBlock {
  return {
    id,
    type,
    props: { ...BLOCK_DEFINITIONS[type].defaults(), ...props } as PageBlock['props'],
    ...(slots ? { slots } : {}),
  };
}

/** The shop's own address: every site has it (the theme's store page). */
const SHOP_LINK = { type: 'web', url: '/shop', newWindow: false };

const LAYOUTS: Record<SitePageLayout, () => PageBlock[]> = {
  blank: () => [],
  // What an About page usually holds (issue 24's About us task): the owner types the words and
  // drops the pictures; the button already leads to the shop.
  about: () => [
    block('heading', 'heading'),
    block('story', 'text'),
    block('picture', 'image'),
    block('shop-button', 'button', undefined, { label: 'Visit the shop', link: SHOP_LINK }),
    block('gallery', 'gallery'),
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
