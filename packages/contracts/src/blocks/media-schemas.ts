import type { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import { blockPropsSchema } from '../page-document-props';

/** The props each media block accepts (the server's check). SKELETON: helper "blocks-media" makes each strict. */
export const MEDIA_BLOCK_SCHEMAS = {
  image: blockPropsSchema,
  gallery: blockPropsSchema,
  video: blockPropsSchema,
  audio: blockPropsSchema,
} satisfies Record<string, z.ZodType<BlockProps>>;
