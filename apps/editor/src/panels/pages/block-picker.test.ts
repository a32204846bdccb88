import { BLOCK_TYPES, type BlockDefinition } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { blockMatch, searchBlocks } from './block-picker';

const block = (label: string, group: BlockDefinition['group'], keywords: string[] = []): BlockDefinition => ({
  type: 'text',
  label,
  group,
  keywords,
  defaults: () => ({}),
  fields: [],
});

const gallery = block('Gallery', 'Media', ['slideshow', 'carousel', 'photos']);
const image = block('Image', 'Media', ['photo', 'picture']);
const text = block('Text', 'Text', ['paragraph', 'heading']);
const columns = block('Columns', 'Layout', ['grid']);
const summary = block('Product summary', 'Commerce', ['shop', 'grid']);

describe('the Add block picker search', () => {
  test('an empty query lists every block type, grouped in the picker order', () => {
    const groups = searchBlocks('');
    expect(groups.flatMap((g) => g.blocks)).toHaveLength(BLOCK_TYPES.length);
    const order = groups.map((g) => g.group);
    expect(order).toEqual(
      ['Text', 'Media', 'Layout', 'Commerce', 'Links and more'].filter((g) => order.includes(g as never)),
    );
  });

  test('a query matches the starts of words in labels, keywords and group names', () => {
    expect(blockMatch(gallery, 'gal')).toBe(2);
    expect(blockMatch(gallery, 'car')).toBe(1);
    expect(blockMatch(gallery, 'media')).toBe(1);
    expect(blockMatch(gallery, 'llery')).toBe(0);
    expect(blockMatch(summary, 'sum')).toBe(2);
    expect(blockMatch(summary, 'product sum')).toBe(2);
    expect(blockMatch(summary, 'product video')).toBe(0);
  });

  test('case and accents do not matter', () => {
    expect(blockMatch(image, 'PHOTO')).toBe(1);
    expect(blockMatch(block('Café menu', 'Links and more'), 'cafe')).toBe(2);
  });

  test('label matches come before keyword matches, empty groups are left out', () => {
    const groups = searchBlocks('grid', [gallery, image, text, columns, summary]);
    expect(groups.map((g) => [g.group, g.blocks.map((b) => b.label)])).toEqual([
      ['Layout', ['Columns']],
      ['Commerce', ['Product summary']],
    ]);
    const photos = searchBlocks('p', [gallery, image, text]);
    expect(photos).toEqual([
      { group: 'Text', blocks: [text] },
      { group: 'Media', blocks: [gallery, image] },
    ]);
    expect(searchBlocks('photo', [gallery, image, text])[0]?.blocks).toEqual([gallery, image]);
  });

  test('nothing matching gives no groups', () => {
    expect(searchBlocks('zzz', [gallery, image])).toEqual([]);
  });
});
