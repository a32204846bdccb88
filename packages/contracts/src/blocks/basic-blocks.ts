import type { BlockDefinition } from './block-definition';
import {
  ALIGNMENT_OPTIONS,
  BASIC_LIMITS,
  BUTTON_STYLE_OPTIONS,
  CODE_MODE_OPTIONS,
  EMBED_RATIO_OPTIONS,
  HEADING_BLOCK_LEVEL_OPTIONS,
  QUOTE_STYLE_OPTIONS,
  RULE_STYLE_OPTIONS,
  RULE_WIDTH_OPTIONS,
  SIZE_OPTIONS,
} from './basic-options';
import { BASIC_LIST_BLOCKS } from './basic-list-blocks';
import { richTextFromPlain, serializeRichText } from './rich-text';

/**
 * Text and simple blocks (the editor half): text, heading, button, spacer, horizontal rule, quote, code,
 * embed; accordion, menu, social links and map are in basic-list-blocks.ts. Their schemas are
 * basic-schemas.ts and basic-list-schemas.ts.
 */
export const BASIC_BLOCKS = {
  text: {
    type: 'text',
    label: 'Text',
    group: 'Text',
    keywords: ['paragraph', 'heading', 'title', 'rich text', 'list', 'writing', 'html', 'markdown'],
    defaults: () => ({ content: serializeRichText(richTextFromPlain('Write your text here.')) }),
    fields: [{ name: 'content', label: 'Text', kind: 'richText' }],
  },
  heading: {
    type: 'heading',
    label: 'Heading',
    group: 'Text',
    keywords: ['title', 'headline', 'h1', 'h2', 'h3', 'h4', 'subtitle'],
    defaults: () => ({ text: 'Your heading', level: '2', alignment: 'left' }),
    fields: [
      { name: 'text', label: 'Heading', kind: 'text', maxLength: BASIC_LIMITS.heading },
      { name: 'level', label: 'Level', kind: 'select', options: HEADING_BLOCK_LEVEL_OPTIONS },
      { name: 'alignment', label: 'Alignment', kind: 'select', options: ALIGNMENT_OPTIONS },
    ],
  },
  button: {
    type: 'button',
    label: 'Button',
    group: 'Text',
    keywords: ['link', 'call to action', 'cta', 'shop now'],
    defaults: () => ({
      label: 'Learn more',
      link: { type: 'web', url: '/', newWindow: false },
      style: 'primary',
      size: 'medium',
      alignment: 'left',
    }),
    fields: [
      { name: 'label', label: 'Button text', kind: 'text', maxLength: BASIC_LIMITS.label },
      { name: 'link', label: 'Link', kind: 'link' },
      { name: 'style', label: 'Style', kind: 'select', options: BUTTON_STYLE_OPTIONS },
      { name: 'size', label: 'Size', kind: 'select', options: SIZE_OPTIONS },
      { name: 'alignment', label: 'Alignment', kind: 'select', options: ALIGNMENT_OPTIONS },
    ],
  },
  spacer: {
    type: 'spacer',
    label: 'Spacer',
    group: 'Text',
    keywords: ['space', 'gap', 'padding', 'empty'],
    defaults: () => ({ height: 48 }),
    fields: [
      {
        name: 'height',
        label: 'Height',
        kind: 'number',
        min: BASIC_LIMITS.spacerHeight.min,
        max: BASIC_LIMITS.spacerHeight.max,
        step: 8,
        unit: 'px',
      },
    ],
  },
  horizontalRule: {
    type: 'horizontalRule',
    label: 'Line',
    group: 'Text',
    keywords: ['horizontal rule', 'divider', 'separator', 'hr'],
    defaults: () => ({ style: 'solid', width: 'full', thickness: 1 }),
    fields: [
      { name: 'style', label: 'Style', kind: 'select', options: RULE_STYLE_OPTIONS },
      { name: 'width', label: 'Width', kind: 'select', options: RULE_WIDTH_OPTIONS },
      {
        name: 'thickness',
        label: 'Thickness',
        kind: 'number',
        min: BASIC_LIMITS.ruleThickness.min,
        max: BASIC_LIMITS.ruleThickness.max,
        unit: 'px',
      },
    ],
  },
  search: {
    type: 'search',
    label: 'Search',
    group: 'Links and more',
    keywords: ['search box', 'find', 'site search', 'lookup'],
    defaults: () => ({ placeholder: 'Search this site', buttonLabel: 'Search' }),
    fields: [
      { name: 'placeholder', label: 'Placeholder', kind: 'text', maxLength: BASIC_LIMITS.shortText },
      { name: 'buttonLabel', label: 'Button label', kind: 'text', maxLength: BASIC_LIMITS.label },
    ],
  },
  quote: {
    type: 'quote',
    label: 'Quote',
    group: 'Text',
    keywords: ['testimonial', 'citation', 'review', 'blockquote'],
    defaults: () => ({
      text: 'A quotation worth sharing.',
      source: '',
      style: 'classic',
      alignment: 'left',
    }),
    fields: [
      { name: 'text', label: 'Quote', kind: 'text', maxLength: BASIC_LIMITS.quote, multiline: true },
      { name: 'source', label: 'Source', kind: 'text', maxLength: BASIC_LIMITS.shortText },
      { name: 'style', label: 'Style', kind: 'select', options: QUOTE_STYLE_OPTIONS },
      { name: 'alignment', label: 'Alignment', kind: 'select', options: ALIGNMENT_OPTIONS },
    ],
  },
  code: {
    type: 'code',
    label: 'Code',
    group: 'Links and more',
    keywords: ['html', 'markdown', 'snippet', 'source', 'css', 'javascript', 'pre'],
    defaults: () => ({ code: '<p>Hello, world!</p>', mode: 'html', displaySource: false }),
    fields: [
      { name: 'code', label: 'Code', kind: 'text', maxLength: BASIC_LIMITS.code, multiline: true },
      {
        name: 'mode',
        label: 'Mode',
        kind: 'select',
        options: CODE_MODE_OPTIONS,
        help: 'HTML is shown cleaned of scripts; the other modes are shown as source.',
      },
      { name: 'displaySource', label: 'Display Source', kind: 'boolean' },
    ],
  },
  embed: {
    type: 'embed',
    label: 'Embed',
    group: 'Links and more',
    keywords: ['iframe', 'widget', 'html', 'third party', 'video', 'calendar', 'form'],
    defaults: () => ({ source: '', title: '', aspectRatio: 'widescreen' }),
    fields: [
      {
        name: 'source',
        label: 'Embed code or URL',
        kind: 'text',
        maxLength: BASIC_LIMITS.embed,
        multiline: true,
        help: 'Paste an https address or embed code. Scripts are removed.',
      },
      {
        name: 'title',
        label: 'Title',
        kind: 'text',
        maxLength: BASIC_LIMITS.shortText,
        help: 'Read out by screen readers, e.g. "Booking calendar".',
      },
      { name: 'aspectRatio', label: 'Shape', kind: 'select', options: EMBED_RATIO_OPTIONS },
    ],
  },
  ...BASIC_LIST_BLOCKS,
} satisfies Record<string, BlockDefinition>;
