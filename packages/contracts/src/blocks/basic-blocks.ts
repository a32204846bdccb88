import type { BlockDefinition } from './block-definition';

/**
 * Text and simple blocks: text, button, spacer, horizontal rule, quote, code, embed, accordion, menu,
 * social links, map. SKELETON: helper "blocks-basic" replaces these with the real fields and defaults.
 */
const stub = (type: BlockDefinition['type'], label: string): BlockDefinition => ({
  type,
  label,
  group: 'Text',
  keywords: [],
  defaults: () => ({}),
  fields: [],
});

export const BASIC_BLOCKS = {
  text: stub('text', 'Text'),
  button: stub('button', 'Button'),
  spacer: stub('spacer', 'Spacer'),
  horizontalRule: stub('horizontalRule', 'Line'),
  quote: stub('quote', 'Quote'),
  code: stub('code', 'Code'),
  embed: stub('embed', 'Embed'),
  accordion: stub('accordion', 'Accordion'),
  menu: stub('menu', 'Menu'),
  socialLinks: stub('socialLinks', 'Social links'),
  map: stub('map', 'Map'),
} satisfies Record<string, BlockDefinition>;
