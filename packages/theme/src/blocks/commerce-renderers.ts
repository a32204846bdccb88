import type { BlockRenderer } from './block-render-context';

/** Render halves of the commerce blocks. SKELETON: helper "blocks-media" writes each. */
const notYet: BlockRenderer = { render: () => '' };

export const COMMERCE_RENDERERS = {
  summary: notYet,
  product: notYet,
} satisfies Record<string, BlockRenderer>;
