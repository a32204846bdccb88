import { describe, expect, test } from 'vitest';
import type { BlockType } from '../page-document-model';
import { pageDocumentSchema } from '../page-document';
import type { BlockField } from './block-definition';
import { BLOCK_PROPS_SCHEMAS } from './block-schemas';
import { BLOCK_DEFINITIONS } from './definitions';

/** The types helper "blocks-basic" builds. */
const TYPES: BlockType[] = [
  'text',
  'heading',
  'button',
  'spacer',
  'horizontalRule',
  'quote',
  'code',
  'embed',
  'accordion',
  'menu',
  'socialLinks',
  'map',
  'columns',
  'section',
];

function fieldNamesMissing(fields: readonly BlockField[], props: Record<string, unknown>): string[] {
  return fields.flatMap((field) => {
    if (!Object.hasOwn(props, field.name)) return [field.name];
    const value = props[field.name];
    if (field.kind !== 'list') return [];
    const first = Array.isArray(value) ? (value[0] as Record<string, unknown> | undefined) : undefined;
    if (!first) return [`${field.name}[0]`];
    return fieldNamesMissing(field.fields, first).map((name) => `${field.name}.${name}`);
  });
}

describe.each(TYPES)('BLOCK_DEFINITIONS.%s', (type) => {
  const definition = BLOCK_DEFINITIONS[type];
  const schema = BLOCK_PROPS_SCHEMAS[type];

  test('defaults pass its schema and the page document schema', () => {
    const props = definition.defaults();
    expect(schema.safeParse(props).error?.issues ?? []).toEqual([]);
    const slots = definition.slots
      ? Object.fromEntries(definition.slots(props).map((slot) => [slot, []]))
      : undefined;
    const document = {
      version: 1,
      root: { props: {} },
      blocks: [{ id: 'b1', type, props, ...(slots ? { slots } : {}) }],
    };
    expect(pageDocumentSchema.safeParse(document).error?.issues ?? []).toEqual([]);
  });

  test('every field edits a prop of the schema, and the schema takes no other prop', () => {
    const props = definition.defaults();
    expect(fieldNamesMissing(definition.fields, props)).toEqual([]);
    expect(new Set(definition.fields.map((field) => field.name))).toEqual(new Set(Object.keys(props)));
    expect(schema.safeParse({ ...props, onclick: 'alert(1)' }).success).toBe(false);
  });

  test('has a picker label, a group and search keywords', () => {
    expect(definition.type).toBe(type);
    expect(definition.label.length).toBeGreaterThan(0);
    expect(definition.keywords.length).toBeGreaterThan(0);
  });

  test('select fields offer only values the schema accepts', () => {
    const props = definition.defaults();
    for (const field of definition.fields) {
      if (field.kind !== 'select') continue;
      for (const option of field.options) {
        const candidate = { ...props, [field.name]: option.value };
        // Column width presets depend on the count: each fits some count from 2 to 4.
        const fits =
          type === 'columns'
            ? [2, 3, 4].some((count) => schema.safeParse({ ...candidate, count }).success)
            : schema.safeParse(candidate).success;
        expect(fits, `${field.name}=${option.value}`).toBe(true);
      }
    }
  });
});

test('the picker labels of these types are distinct', () => {
  const labels = TYPES.map((type) => BLOCK_DEFINITIONS[type].label);
  expect(new Set(labels).size).toBe(labels.length);
});

test('columns has one slot per column, and a document with a stray slot is refused', () => {
  const columns = BLOCK_DEFINITIONS.columns;
  expect(columns.slots?.({ count: 3 })).toEqual(['column-1', 'column-2', 'column-3']);
  expect(columns.slots?.({ count: 9 })).toEqual(['column-1', 'column-2', 'column-3', 'column-4']);
  const document = {
    version: 1,
    root: { props: {} },
    blocks: [{ id: 'c', type: 'columns', props: columns.defaults(), slots: { 'column-3': [] } }],
  };
  expect(pageDocumentSchema.safeParse(document).success).toBe(false);
  expect(BLOCK_DEFINITIONS.section.slots?.({})).toEqual(['content']);
});
