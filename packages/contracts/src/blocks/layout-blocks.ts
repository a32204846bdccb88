import type { BlockDefinition } from './block-definition';

/** Layout blocks: columns and section. SKELETON: helper "blocks-basic" fills it in. */
export const LAYOUT_BLOCKS = {
  columns: {
    type: 'columns',
    label: 'Columns',
    group: 'Layout',
    keywords: [],
    defaults: () => ({ count: 2 }),
    fields: [],
    slots: () => ['column-1', 'column-2', 'column-3', 'column-4', 'column-5', 'column-6'],
  },
  section: {
    type: 'section',
    label: 'Section',
    group: 'Layout',
    keywords: [],
    defaults: () => ({}),
    fields: [],
    slots: () => ['content'],
  },
} satisfies Record<string, BlockDefinition>;
