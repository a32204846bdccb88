import { COLLECTION_TYPE } from '../content';
import type { BlockDefinition } from './block-definition';
import {
  ARCHIVE_GROUPING_LABELS,
  ARCHIVE_GROUPINGS,
  CONTENT_BLOCK_HEADING_MAX,
  CONTENT_SUMMARY_LAYOUT_LABELS,
  CONTENT_SUMMARY_LAYOUTS,
  CONTENT_SUMMARY_RANGES,
} from './content-options';

/** Blog and Events blocks (issue 22 section 3). Their props schemas are in content-schemas.ts. */

const collectionField = {
  name: 'collectionId',
  label: 'Blog or Events page',
  kind: 'contentCollection',
  collectionTypes: [COLLECTION_TYPE.blog, COLLECTION_TYPE.events],
} as const;
const headingField = {
  name: 'heading',
  label: 'Heading',
  kind: 'text',
  maxLength: CONTENT_BLOCK_HEADING_MAX,
} as const;

const contentSummary: BlockDefinition = {
  type: 'contentSummary',
  label: 'Posts and events summary',
  group: 'Links and more',
  keywords: ['blog', 'posts', 'events', 'latest', 'news', 'summary', 'list', 'grid', 'carousel'],
  defaults: () => ({
    collectionId: '',
    heading: '',
    limit: CONTENT_SUMMARY_RANGES.limit.default,
    layout: 'list',
    showImage: true,
    showDate: true,
    showExcerpt: true,
  }),
  fields: [
    collectionField,
    headingField,
    {
      name: 'limit',
      label: 'How many',
      kind: 'number',
      min: CONTENT_SUMMARY_RANGES.limit.min,
      max: CONTENT_SUMMARY_RANGES.limit.max,
    },
    {
      name: 'layout',
      label: 'Layout',
      kind: 'select',
      options: CONTENT_SUMMARY_LAYOUTS.map((value) => ({
        value,
        label: CONTENT_SUMMARY_LAYOUT_LABELS[value],
      })),
    },
    { name: 'showImage', label: 'Show image', kind: 'boolean' },
    { name: 'showDate', label: 'Show date', kind: 'boolean' },
    { name: 'showExcerpt', label: 'Show excerpt', kind: 'boolean' },
  ],
};

const archive: BlockDefinition = {
  type: 'archive',
  label: 'Archive',
  group: 'Links and more',
  keywords: ['blog', 'posts', 'months', 'categories', 'tags', 'history'],
  defaults: () => ({ collectionId: '', heading: 'Archive', groupBy: 'month', showCounts: true }),
  fields: [
    collectionField,
    headingField,
    {
      name: 'groupBy',
      label: 'Group by',
      kind: 'select',
      options: ARCHIVE_GROUPINGS.map((value) => ({ value, label: ARCHIVE_GROUPING_LABELS[value] })),
    },
    { name: 'showCounts', label: 'Show how many', kind: 'boolean' },
  ],
};

const tagCloud: BlockDefinition = {
  type: 'tagCloud',
  label: 'Tag cloud',
  group: 'Links and more',
  keywords: ['blog', 'tags', 'categories', 'topics'],
  defaults: () => ({ collectionId: '', heading: 'Topics', kind: 'tag' }),
  fields: [
    collectionField,
    headingField,
    {
      name: 'kind',
      label: 'Show',
      kind: 'select',
      options: [
        { value: 'tag', label: 'Tags' },
        { value: 'category', label: 'Categories' },
      ],
    },
  ],
};

const calendar: BlockDefinition = {
  type: 'calendar',
  label: 'Calendar',
  group: 'Links and more',
  keywords: ['events', 'month', 'dates', 'schedule'],
  defaults: () => ({ collectionId: '', heading: '' }),
  fields: [
    { ...collectionField, label: 'Events page', collectionTypes: [COLLECTION_TYPE.events] },
    headingField,
  ],
};

export const CONTENT_BLOCKS = { contentSummary, archive, tagCloud, calendar } satisfies Record<
  string,
  BlockDefinition
>;
