import type { BlockDefinition } from './block-definition';
import {
  PRODUCT_BLOCK_LAYOUTS,
  SUMMARY_HEADING_MAX,
  SUMMARY_LAYOUT_LABELS,
  SUMMARY_LAYOUTS,
  SUMMARY_RANGES,
} from './commerce-options';

/** Commerce blocks: summary of products, product. Their props schemas are in commerce-schemas.ts. */

const summary: BlockDefinition = {
  type: 'summary',
  label: 'Product summary',
  group: 'Commerce',
  keywords: ['products', 'shop', 'store', 'collection', 'grid', 'list', 'carousel'],
  defaults: () => ({
    collectionId: '',
    categoryId: '',
    heading: '',
    limit: SUMMARY_RANGES.limit.default,
    layout: 'grid',
    columns: SUMMARY_RANGES.columns.default,
    showTitle: true,
    showPrice: true,
    showExcerpt: false,
  }),
  fields: [
    { name: 'collectionId', label: 'Products from', kind: 'collection' },
    {
      name: 'categoryId',
      label: 'Category',
      kind: 'productCategory',
      help: 'Only this category’s products (and its subcategories’), in the shop’s order.',
    },
    { name: 'heading', label: 'Heading', kind: 'text', maxLength: SUMMARY_HEADING_MAX },
    {
      name: 'limit',
      label: 'Number of products',
      kind: 'number',
      min: SUMMARY_RANGES.limit.min,
      max: SUMMARY_RANGES.limit.max,
    },
    {
      name: 'layout',
      label: 'Layout',
      kind: 'select',
      options: SUMMARY_LAYOUTS.map((value) => ({ value, label: SUMMARY_LAYOUT_LABELS[value] })),
    },
    {
      name: 'columns',
      label: 'Columns',
      kind: 'number',
      min: SUMMARY_RANGES.columns.min,
      max: SUMMARY_RANGES.columns.max,
      help: 'Grid layout, on wide screens.',
    },
    { name: 'showTitle', label: 'Show title', kind: 'boolean' },
    { name: 'showPrice', label: 'Show price', kind: 'boolean' },
    { name: 'showExcerpt', label: 'Show excerpt', kind: 'boolean' },
  ],
};

const product: BlockDefinition = {
  type: 'product',
  label: 'Product',
  group: 'Commerce',
  keywords: ['shop', 'store', 'buy', 'item', 'price'],
  defaults: () => ({ productId: '', layout: 'side', showImage: true, showPrice: true }),
  fields: [
    { name: 'productId', label: 'Product', kind: 'product' },
    {
      name: 'layout',
      label: 'Layout',
      kind: 'select',
      options: PRODUCT_BLOCK_LAYOUTS.map((value) => ({
        value,
        label: value === 'side' ? 'Image beside the details' : 'Image above the details',
      })),
    },
    { name: 'showImage', label: 'Show image', kind: 'boolean' },
    { name: 'showPrice', label: 'Show price', kind: 'boolean' },
  ],
};

export const COMMERCE_BLOCKS = { summary, product } satisfies Record<string, BlockDefinition>;
