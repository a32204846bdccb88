import type { BlockRenderer } from './block-render-context';

/** Render halves of the basic blocks. SKELETON: helper "blocks-basic" writes each. */
const notYet: BlockRenderer = { render: () => '' };

export const BASIC_RENDERERS = {
  text: notYet,
  button: notYet,
  spacer: notYet,
  horizontalRule: notYet,
  quote: notYet,
  code: notYet,
  embed: notYet,
  accordion: notYet,
  menu: notYet,
  socialLinks: notYet,
  map: notYet,
} satisfies Record<string, BlockRenderer>;
