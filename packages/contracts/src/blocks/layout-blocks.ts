import { numberProp, type BlockDefinition } from './block-definition';
import {
  COLUMN_COUNT,
  COLUMN_WIDTH_OPTIONS,
  CONTENT_WIDTH_OPTIONS,
  GAP_OPTIONS,
  OVERLAY,
  PADDING_OPTIONS,
  TEXT_COLOR_OPTIONS,
  VERTICAL_ALIGN_OPTIONS,
  columnSlots,
} from './layout-options';

/** Layout blocks: columns (slots column-1 … column-N) and section (slot content). */
export const LAYOUT_BLOCKS = {
  columns: {
    type: 'columns',
    label: 'Columns',
    group: 'Layout',
    keywords: ['grid', 'row', 'side by side', 'layout', 'two columns', 'three columns'],
    defaults: () => ({ count: 2, widths: 'equal', gap: 'medium', verticalAlign: 'top' }),
    fields: [
      {
        name: 'count',
        label: 'Columns',
        kind: 'number',
        min: COLUMN_COUNT.min,
        max: COLUMN_COUNT.max,
        step: 1,
      },
      {
        name: 'widths',
        label: 'Column widths',
        kind: 'select',
        options: COLUMN_WIDTH_OPTIONS,
        help: 'Two-part presets fit 2 columns, three-part presets 3; 4 columns are always equal.',
      },
      { name: 'gap', label: 'Space between', kind: 'select', options: GAP_OPTIONS },
      { name: 'verticalAlign', label: 'Vertical alignment', kind: 'select', options: VERTICAL_ALIGN_OPTIONS },
    ],
    slots: (props) => columnSlots(numberProp(props, 'count', COLUMN_COUNT.min)),
  },
  section: {
    type: 'section',
    label: 'Section',
    group: 'Layout',
    keywords: ['background', 'band', 'container', 'colour', 'color', 'hero', 'strip'],
    defaults: () => ({
      background: '#f1ede6',
      backgroundImageId: '',
      overlay: 40,
      padding: 'large',
      contentWidth: 'wide',
      textColor: 'auto',
    }),
    fields: [
      { name: 'background', label: 'Background color', kind: 'color' },
      {
        name: 'backgroundImageId',
        label: 'Background image',
        kind: 'file',
        accept: 'image',
      },
      {
        name: 'overlay',
        label: 'Color over image',
        kind: 'number',
        min: OVERLAY.min,
        max: OVERLAY.max,
        step: 5,
        unit: '%',
        help: 'How strongly the background color covers the image.',
      },
      { name: 'padding', label: 'Padding', kind: 'select', options: PADDING_OPTIONS },
      { name: 'contentWidth', label: 'Content width', kind: 'select', options: CONTENT_WIDTH_OPTIONS },
      {
        name: 'textColor',
        label: 'Text color',
        kind: 'select',
        options: TEXT_COLOR_OPTIONS,
        help: 'Automatic picks light text on dark colors.',
      },
    ],
    slots: () => ['content'],
  },
} satisfies Record<string, BlockDefinition>;
