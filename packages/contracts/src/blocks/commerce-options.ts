/**
 * The value sets and ranges of the commerce blocks (summary of products, product), shared by their
 * props schemas (commerce-schemas.ts), editor fields (commerce-blocks.ts) and renderers. No zod here.
 */

/** Collection and product ids as the catalogue makes them. */
export const CATALOG_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Summary layouts: the seed's summary variants grid, list and carousel (a scrolling row here). */
export const SUMMARY_LAYOUTS = ['grid', 'list', 'row'] as const;
export type SummaryLayout = (typeof SUMMARY_LAYOUTS)[number];
export const SUMMARY_LAYOUT_LABELS: Record<SummaryLayout, string> = {
  grid: 'Grid',
  list: 'List',
  row: 'Carousel (a row that scrolls)',
};

export const SUMMARY_RANGES = {
  /** How many products: seed 001's "max products in collection 200" is the catalogue's; a block shows a page's worth. */
  limit: { default: 6, min: 1, max: 30 },
  columns: { default: 3, min: 1, max: 6 },
} as const;

export const SUMMARY_HEADING_MAX = 200;

/** Product block layouts: image beside the details, or above them. */
export const PRODUCT_BLOCK_LAYOUTS = ['side', 'stacked'] as const;
export type ProductBlockLayout = (typeof PRODUCT_BLOCK_LAYOUTS)[number];
