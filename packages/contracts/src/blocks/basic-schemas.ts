import type { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import { blockPropsSchema } from '../page-document-props';

/** The props each basic block accepts (the server's check). SKELETON: helper "blocks-basic" makes each strict. */
export const BASIC_BLOCK_SCHEMAS = {
  text: blockPropsSchema,
  button: blockPropsSchema,
  spacer: blockPropsSchema,
  horizontalRule: blockPropsSchema,
  quote: blockPropsSchema,
  code: blockPropsSchema,
  embed: blockPropsSchema,
  accordion: blockPropsSchema,
  menu: blockPropsSchema,
  socialLinks: blockPropsSchema,
  map: blockPropsSchema,
} satisfies Record<string, z.ZodType<BlockProps>>;
