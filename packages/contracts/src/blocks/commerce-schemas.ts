import type { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import { blockPropsSchema } from '../page-document-props';

/** The props each commerce block accepts (the server's check). SKELETON: helper "blocks-media" makes each strict. */
export const COMMERCE_BLOCK_SCHEMAS = {
  summary: blockPropsSchema,
  product: blockPropsSchema,
} satisfies Record<string, z.ZodType<BlockProps>>;
