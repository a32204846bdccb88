import type { BlockType } from '../page-document-model';
import { BASIC_BLOCKS } from './basic-blocks';
import type { BlockDefinition } from './block-definition';
import { COMMERCE_BLOCKS } from './commerce-blocks';
import { CONTENT_BLOCKS } from './content-blocks';
import { FORM_BLOCKS } from './form-blocks';
import { LAYOUT_BLOCKS } from './layout-blocks';
import { MEDIA_BLOCKS } from './media-blocks';

/** Every block type's editor half, by type. */
export const BLOCK_DEFINITIONS: Record<BlockType, BlockDefinition> = {
  ...BASIC_BLOCKS,
  ...LAYOUT_BLOCKS,
  ...MEDIA_BLOCKS,
  ...COMMERCE_BLOCKS,
  ...FORM_BLOCKS,
  ...CONTENT_BLOCKS,
};

export type { BlockDefinition, BlockField, BlockGroup } from './block-definition';
export { booleanProp, isFieldShown, numberProp, stringProp } from './block-definition';
