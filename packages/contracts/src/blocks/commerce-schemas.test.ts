import { describe, expect, test } from 'vitest';
import { BLOCK_PROPS_SCHEMAS } from './block-schemas';
import { productBlockPropsSchema, summaryPropsSchema } from './commerce-schemas';
import { BLOCK_DEFINITIONS } from './definitions';

describe('summary and product props', () => {
  test('summary: bounded count and columns, three layouts', () => {
    expect(summaryPropsSchema.parse({ collectionId: 'c1' })).toEqual({
      collectionId: 'c1',
      categoryId: '',
      heading: '',
      limit: 6,
      layout: 'grid',
      columns: 3,
      showTitle: true,
      showPrice: true,
      showExcerpt: false,
    });
    for (const bad of [{ limit: 0 }, { limit: 31 }, { columns: 7 }, { layout: 'wall' }, { extra: 1 }]) {
      expect(summaryPropsSchema.safeParse({ collectionId: 'c1', ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
    expect(summaryPropsSchema.safeParse({ collectionId: '<script>' }).success).toBe(false);
  });

  test('summary: a category by term id, or "" for all products; pages saved before it still parse', () => {
    const id = '65f1c2a0b1c2d3e4f5a6b7c8';
    expect(summaryPropsSchema.parse({ collectionId: 'c1', categoryId: id }).categoryId).toBe(id);
    expect(summaryPropsSchema.parse({ collectionId: 'c1', categoryId: '' }).categoryId).toBe('');
    for (const bad of ['<b>', 'a/b', 'x'.repeat(65), 7, null]) {
      expect(summaryPropsSchema.safeParse({ collectionId: 'c1', categoryId: bad }).success, String(bad)).toBe(
        false,
      );
    }
    const field = BLOCK_DEFINITIONS.summary.fields.find((f) => f.name === 'categoryId');
    expect(field).toMatchObject({ label: 'Category', kind: 'productCategory' });
  });

  test('product: an id or nothing yet, two layouts', () => {
    expect(productBlockPropsSchema.parse({ productId: 'p1' })).toEqual({
      productId: 'p1',
      layout: 'side',
      showImage: true,
      showPrice: true,
    });
    expect(productBlockPropsSchema.safeParse({ productId: 'p1', layout: 'grid' }).success).toBe(false);
    expect(productBlockPropsSchema.safeParse({}).success).toBe(false);
  });

  for (const type of ['summary', 'product'] as const) {
    test(`${type}: definition defaults pass the schema and every field is a prop`, () => {
      const definition = BLOCK_DEFINITIONS[type];
      expect(definition.group).toBe('Commerce');
      const defaults = definition.defaults();
      expect(BLOCK_PROPS_SCHEMAS[type].parse(defaults)).toEqual(defaults);
      expect(Object.keys(defaults).sort()).toEqual(definition.fields.map((f) => f.name).sort());
    });
  }
});
