import type { BlockDefinition } from './block-definition';

/** Media blocks: image, gallery, video, audio. SKELETON: helper "blocks-media" fills it in. */
const stub = (type: BlockDefinition['type'], label: string): BlockDefinition => ({
  type,
  label,
  group: 'Media',
  keywords: [],
  defaults: () => ({}),
  fields: [],
});

export const MEDIA_BLOCKS = {
  image: stub('image', 'Image'),
  gallery: stub('gallery', 'Gallery'),
  video: stub('video', 'Video'),
  audio: stub('audio', 'Audio'),
} satisfies Record<string, BlockDefinition>;
