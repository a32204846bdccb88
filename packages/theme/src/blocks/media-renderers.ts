import type { BlockRenderer } from './block-render-context';

/** Render halves of the media blocks. SKELETON: helper "blocks-media" writes each. */
const notYet: BlockRenderer = { render: () => '' };

export const MEDIA_RENDERERS = {
  image: notYet,
  gallery: notYet,
  video: notYet,
  audio: notYet,
} satisfies Record<string, BlockRenderer>;
