import type { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import { blockPropsSchema } from '../page-document-props';

/** The props each layout block accepts (the server's check). SKELETON: helper "blocks-basic" makes each strict. */
export const LAYOUT_BLOCK_SCHEMAS = {
  columns: blockPropsSchema,
  section: blockPropsSchema,
} satisfies Record<string, z.ZodType<BlockProps>>;
