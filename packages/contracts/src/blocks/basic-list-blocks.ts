import type { BlockDefinition } from './block-definition';
import {
  ALIGNMENT_OPTIONS,
  BASIC_LIMITS,
  MAP_PROVIDER_OPTIONS,
  MAP_STYLE_OPTIONS,
  SIZE_OPTIONS,
  SOCIAL_NETWORK_OPTIONS,
  SOCIAL_STYLE_OPTIONS,
} from './basic-options';
import { richTextFromPlain, serializeRichText } from './rich-text';

/** Accordion, menu, social links and map: the editor half (schemas in basic-list-schemas.ts). */
export const BASIC_LIST_BLOCKS = {
  accordion: {
    type: 'accordion',
    label: 'Accordion',
    group: 'Text',
    keywords: ['faq', 'questions', 'collapse', 'expand', 'details', 'toggle'],
    defaults: () => ({
      items: [
        { title: 'First question', content: serializeRichText(richTextFromPlain('The answer.')) },
        { title: 'Second question', content: serializeRichText(richTextFromPlain('Another answer.')) },
      ],
      openOneAtATime: false,
      firstItemOpen: false,
    }),
    fields: [
      {
        name: 'items',
        label: 'Items',
        kind: 'list',
        itemLabel: 'Item',
        maxItems: BASIC_LIMITS.accordionItems,
        fields: [
          { name: 'title', label: 'Title', kind: 'text', maxLength: BASIC_LIMITS.label },
          { name: 'content', label: 'Content', kind: 'richText' },
        ],
      },
      { name: 'openOneAtATime', label: 'Open one at a time', kind: 'boolean' },
      { name: 'firstItemOpen', label: 'First item open', kind: 'boolean' },
    ],
  },
  menu: {
    type: 'menu',
    label: 'Menu',
    group: 'Links and more',
    keywords: ['restaurant', 'food', 'drinks', 'prices', 'dishes', 'cafe'],
    defaults: () => ({
      items: [
        { section: 'Starters', name: 'Soup of the day', description: 'With fresh bread.', price: '6.50' },
        { section: 'Mains', name: 'Roast vegetables', description: 'Seasonal, with herbs.', price: '14.00' },
      ],
      columns: 1,
    }),
    fields: [
      {
        name: 'items',
        label: 'Dishes',
        kind: 'list',
        itemLabel: 'Dish',
        maxItems: BASIC_LIMITS.menuItems,
        fields: [
          {
            name: 'section',
            label: 'Section',
            kind: 'text',
            maxLength: BASIC_LIMITS.label,
            help: 'Dishes with the same section name are listed together under it.',
          },
          { name: 'name', label: 'Name', kind: 'text', maxLength: BASIC_LIMITS.label },
          {
            name: 'description',
            label: 'Description',
            kind: 'text',
            maxLength: BASIC_LIMITS.menuDescription,
            multiline: true,
          },
          { name: 'price', label: 'Price', kind: 'text', maxLength: BASIC_LIMITS.price },
        ],
      },
      {
        name: 'columns',
        label: 'Columns',
        kind: 'number',
        min: 1,
        max: 2,
        step: 1,
      },
    ],
  },
  socialLinks: {
    type: 'socialLinks',
    label: 'Social links',
    group: 'Links and more',
    keywords: ['social', 'icons', 'instagram', 'facebook', 'follow', 'profiles'],
    defaults: () => ({
      links: [
        { network: 'instagram', url: 'https://www.instagram.com/' },
        { network: 'facebook', url: 'https://www.facebook.com/' },
      ],
      style: 'icons',
      size: 'medium',
      alignment: 'left',
    }),
    fields: [
      {
        name: 'links',
        label: 'Profiles',
        kind: 'list',
        itemLabel: 'Profile',
        maxItems: BASIC_LIMITS.socialLinks,
        fields: [
          { name: 'network', label: 'Network', kind: 'select', options: SOCIAL_NETWORK_OPTIONS },
          {
            name: 'url',
            label: 'Web Address',
            kind: 'text',
            maxLength: 2083,
            help: 'For Email, mailto:you@example.com.',
          },
        ],
      },
      { name: 'style', label: 'Style', kind: 'select', options: SOCIAL_STYLE_OPTIONS },
      { name: 'size', label: 'Size', kind: 'select', options: SIZE_OPTIONS },
      { name: 'alignment', label: 'Alignment', kind: 'select', options: ALIGNMENT_OPTIONS },
    ],
  },
  map: {
    type: 'map',
    label: 'Map',
    group: 'Links and more',
    keywords: ['address', 'location', 'directions', 'find us', 'place'],
    defaults: () => ({
      address: '1 Market Street, Springfield',
      label: '',
      zoom: 14,
      provider: 'openstreetmap',
      style: 'light',
      height: 320,
    }),
    fields: [
      { name: 'address', label: 'Address', kind: 'text', maxLength: BASIC_LIMITS.shortText },
      {
        name: 'label',
        label: 'Place name',
        kind: 'text',
        maxLength: BASIC_LIMITS.shortText,
        help: 'Shown above the address, e.g. the shop’s name.',
      },
      { name: 'zoom', label: 'Zoom', kind: 'number', min: BASIC_LIMITS.zoom.min, max: BASIC_LIMITS.zoom.max },
      { name: 'provider', label: 'Open in', kind: 'select', options: MAP_PROVIDER_OPTIONS },
      { name: 'style', label: 'Style', kind: 'select', options: MAP_STYLE_OPTIONS },
      {
        name: 'height',
        label: 'Height',
        kind: 'number',
        min: BASIC_LIMITS.mapHeight.min,
        max: BASIC_LIMITS.mapHeight.max,
        step: 10,
        unit: 'px',
      },
    ],
  },
} satisfies Record<string, BlockDefinition>;
