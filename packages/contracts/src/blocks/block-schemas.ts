import type { z } from 'zod';
import type { BlockProps, BlockType } from '../page-document-model';
import { BASIC_BLOCK_SCHEMAS } from './basic-schemas';
import { COMMERCE_BLOCK_SCHEMAS } from './commerce-schemas';
import { CONTENT_BLOCK_SCHEMAS } from './content-schemas';
import { FORM_BLOCK_SCHEMAS } from './form-schemas';
import { LAYOUT_BLOCK_SCHEMAS } from './layout-schemas';
import { MEDIA_BLOCK_SCHEMAS } from './media-schemas';

/** Every block type's props schema, by type: pageDocumentSchema checks each block against its own. */
export const BLOCK_PROPS_SCHEMAS: Record<BlockType, z.ZodType<BlockProps>> = {
  ...BASIC_BLOCK_SCHEMAS,
  ...LAYOUT_BLOCK_SCHEMAS,
  ...MEDIA_BLOCK_SCHEMAS,
  ...COMMERCE_BLOCK_SCHEMAS,
  ...FORM_BLOCK_SCHEMAS,
  ...CONTENT_BLOCK_SCHEMAS,
};
