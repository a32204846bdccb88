/**
 * The value sets and ranges of the content blocks (issue 22 section 3: a summary of a Blog or Events
 * page, archive, tag cloud, calendar), shared by their schemas, editor fields and renderers. No zod.
 */

/** A Blog or Events page's id (a site page id), or "" while none is chosen (the block renders nothing). */
export const CONTENT_COLLECTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Seed 001's summary designs list, grid and carousel (a row that scrolls, no script). */
export const CONTENT_SUMMARY_LAYOUTS = ['list', 'grid', 'carousel'] as const;
export type ContentSummaryLayout = (typeof CONTENT_SUMMARY_LAYOUTS)[number];
export const CONTENT_SUMMARY_LAYOUT_LABELS: Record<ContentSummaryLayout, string> = {
  list: 'List',
  grid: 'Grid',
  carousel: 'Carousel (a row that scrolls)',
};

export const CONTENT_SUMMARY_RANGES = { limit: { default: 3, min: 1, max: 20 } } as const;

/** The archive block lists a collection's items by month, category or tag. */
export const ARCHIVE_GROUPINGS = ['month', 'category', 'tag'] as const;
export type ArchiveGrouping = (typeof ARCHIVE_GROUPINGS)[number];
export const ARCHIVE_GROUPING_LABELS: Record<ArchiveGrouping, string> = {
  month: 'Month',
  category: 'Category',
  tag: 'Tag',
};

/** The tag cloud shows tags or categories. */
export const TAG_CLOUD_KINDS = ['tag', 'category'] as const;

export const CONTENT_BLOCK_HEADING_MAX = 200;
