import { describe, expect, test } from 'vitest';
import { BLOCK_PROPS_SCHEMAS } from './block-schemas';
import { BLOCK_DEFINITIONS } from './definitions';

describe('Blog and Events blocks: which pages their page field offers', () => {
  for (const type of ['contentSummary', 'archive', 'tagCloud'] as const) {
    test(`${type}: Blog and Events pages`, () => {
      const field = BLOCK_DEFINITIONS[type].fields.find((f) => f.name === 'collectionId');
      expect(field).toMatchObject({
        label: 'Blog or Events page',
        kind: 'contentCollection',
        collectionTypes: ['blog', 'events'],
      });
    });
  }

  test('calendar: Events pages only', () => {
    const field = BLOCK_DEFINITIONS.calendar.fields.find((f) => f.name === 'collectionId');
    expect(field).toMatchObject({
      label: 'Events page',
      kind: 'contentCollection',
      collectionTypes: ['events'],
    });
  });

  for (const type of ['contentSummary', 'archive', 'tagCloud', 'calendar'] as const) {
    test(`${type}: defaults pass the schema and every field is a prop`, () => {
      const definition = BLOCK_DEFINITIONS[type];
      const defaults = definition.defaults();
      expect(BLOCK_PROPS_SCHEMAS[type].parse(defaults)).toEqual(defaults);
      expect(Object.keys(defaults).sort()).toEqual(definition.fields.map((f) => f.name).sort());
    });
  }
});
