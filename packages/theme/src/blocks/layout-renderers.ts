import type { BlockRenderer } from './block-render-context';

/** Render halves of the layout blocks. SKELETON: helper "blocks-basic" writes each. */
const notYet: BlockRenderer = { render: () => '' };

export const LAYOUT_RENDERERS = {
  columns: notYet,
  section: notYet,
} satisfies Record<string, BlockRenderer>;
