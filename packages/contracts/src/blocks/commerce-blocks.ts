import type { BlockDefinition } from './block-definition';

/** Commerce blocks: summary of products, product. SKELETON: helper "blocks-media" fills it in. */
const stub = (type: BlockDefinition['type'], label: string): BlockDefinition => ({
  type,
  label,
  group: 'Commerce',
  keywords: [],
  defaults: () => ({}),
  fields: [],
});

export const COMMERCE_BLOCKS = {
  summary: stub('summary', 'Product summary'),
  product: stub('product', 'Product'),
} satisfies Record<string, BlockDefinition>;
