import { describe, expect, test } from 'vitest';
import {
  optionCombinations,
  regenerateVariants,
  renameOption,
  renameOptionValue,
  variantLabel,
  type Attributes,
} from './variant-grid';

interface Row {
  attributes: Attributes;
  id?: string;
  price: number;
  stock: number;
}

const carry = (row: Row, attributes: Attributes): Row => ({ ...row, attributes });
const copy = (template: Row | undefined, attributes: Attributes): Row => ({
  attributes,
  price: template?.price ?? 0,
  stock: 0,
});
const size = { name: 'Size', values: ['S', 'M'] };
const color = { name: 'Color', values: ['Sand', 'Ink'] };

describe('optionCombinations', () => {
  test('crosses every value, the first option varying slowest', () => {
    expect(optionCombinations([size, color])).toEqual([
      { Size: 'S', Color: 'Sand' },
      { Size: 'S', Color: 'Ink' },
      { Size: 'M', Color: 'Sand' },
      { Size: 'M', Color: 'Ink' },
    ]);
  });

  test('gives one empty combination without options, and skips an option with no values yet', () => {
    expect(optionCombinations([])).toEqual([{}]);
    expect(optionCombinations([size, { name: 'Color', values: [] }])).toEqual([{ Size: 'S' }, { Size: 'M' }]);
  });
});

describe('regenerateVariants', () => {
  const s: Row = { attributes: { Size: 'S' }, id: 'v-s', price: 1000, stock: 3 };
  const m: Row = { attributes: { Size: 'M' }, id: 'v-m', price: 1200, stock: 5 };

  test('keeps rows whose combination still exists, and adds a new value priced like its relatives', () => {
    const rows = regenerateVariants([{ name: 'Size', values: ['S', 'M', 'L'] }], [s, m], carry, copy);
    expect(rows[0]).toBe(s);
    expect(rows[1]).toBe(m);
    expect(rows[2]).toEqual({ attributes: { Size: 'L' }, price: 1000, stock: 0 });
  });

  test('adding an option: each row lives on in its first combination, the others copy its price and stock', () => {
    const rows = regenerateVariants([size, color], [s, m], carry, (template, attributes) => ({
      ...copy(template, attributes),
      stock: template?.stock ?? 0,
    }));
    expect(rows).toEqual([
      { attributes: { Size: 'S', Color: 'Sand' }, id: 'v-s', price: 1000, stock: 3 },
      { attributes: { Size: 'S', Color: 'Ink' }, price: 1000, stock: 3 },
      { attributes: { Size: 'M', Color: 'Sand' }, id: 'v-m', price: 1200, stock: 5 },
      { attributes: { Size: 'M', Color: 'Ink' }, price: 1200, stock: 5 },
    ]);
  });

  test('removing an option keeps the first row of each remaining combination', () => {
    const grid: Row[] = [
      { attributes: { Size: 'S', Color: 'Sand' }, id: 'a', price: 1, stock: 1 },
      { attributes: { Size: 'S', Color: 'Ink' }, id: 'b', price: 2, stock: 2 },
      { attributes: { Size: 'M', Color: 'Sand' }, id: 'c', price: 3, stock: 3 },
    ];
    const rows = regenerateVariants([size], grid, carry, copy);
    expect(rows.map((row) => [row.id, row.attributes, row.price])).toEqual([
      ['a', { Size: 'S' }, 1],
      ['c', { Size: 'M' }, 3],
    ]);
  });

  test('removing a value drops its rows and keeps the rest untouched', () => {
    const rows = regenerateVariants([{ name: 'Size', values: ['M'] }], [s, m], carry, copy);
    expect(rows).toEqual([m]);
  });

  test('a product without options has exactly one row', () => {
    const single: Row = { attributes: {}, id: 'only', price: 500, stock: 9 };
    expect(regenerateVariants([], [single], carry, copy)).toEqual([single]);
    expect(regenerateVariants([], [], carry, copy)).toEqual([{ attributes: {}, price: 0, stock: 0 }]);
  });
});

describe('renames keep rows', () => {
  const rows: Row[] = [
    { attributes: { Size: 'S', Color: 'Sand' }, id: 'a', price: 1, stock: 1 },
    { attributes: { Size: 'M', Color: 'Sand' }, id: 'b', price: 2, stock: 2 },
  ];

  test('renameOption renames the attribute in every row, keeping option order', () => {
    expect(renameOption(rows, 'Color', 'Colour').map((row) => row.attributes)).toEqual([
      { Size: 'S', Colour: 'Sand' },
      { Size: 'M', Colour: 'Sand' },
    ]);
  });

  test('renameOptionValue changes only rows with that value, then regenerating keeps them', () => {
    const renamed = renameOptionValue(rows, 'Size', 'S', 'Small');
    expect(renamed.map((row) => row.attributes.Size)).toEqual(['Small', 'M']);
    const regenerated = regenerateVariants(
      [
        { name: 'Size', values: ['Small', 'M'] },
        { name: 'Color', values: ['Sand'] },
      ],
      renamed,
      carry,
      copy,
    );
    expect(regenerated.map((row) => row.id)).toEqual(['a', 'b']);
  });
});

test('variantLabel joins values in option order', () => {
  expect(variantLabel({ Color: 'Ink', Size: 'M' }, [size, color])).toBe('M / Ink');
  expect(variantLabel({}, [])).toBe('');
});
