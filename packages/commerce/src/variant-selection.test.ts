import { describe, expect, test } from 'vitest';
import { createProduct, createShirtWithOptions } from '@plinth/contracts/testing';
import {
  findVariant,
  findVariantBySku,
  missingOptions,
  selectOptionsMessage,
  selectionOf,
  soldOutOptionValues,
} from './variant-selection';

const shirt = createShirtWithOptions();

describe('missingOptions', () => {
  test('lists unchosen and blank options in option order', () => {
    expect(missingOptions(shirt, {})).toEqual(['Size', 'Color']);
    expect(missingOptions(shirt, { Color: 'Ink', Size: '  ' })).toEqual(['Size']);
    expect(missingOptions(shirt, { Size: 'M', Color: 'Ink' })).toEqual([]);
  });

  test('ignores keys inherited from Object.prototype', () => {
    const product = { options: [{ name: 'constructor', values: ['a'] }] };
    expect(missingOptions(product, {})).toEqual(['constructor']);
  });
});

describe('selectOptionsMessage', () => {
  test.each([
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Fit'], 'Please select the Size, Color and Fit options.'],
    [['Size', 'Color', 'Fit', 'Sleeve'], 'Please select the Size, Color, Fit and Sleeve options.'],
    [[], ''],
  ])('asks for %j with "%s"', (names, message) => {
    expect(selectOptionsMessage(names)).toBe(message);
  });
});

describe('findVariant', () => {
  test('finds the variant matching every chosen value', () => {
    expect(findVariant(shirt, { Size: 'M', Color: 'Sand' })?.attributes).toEqual({
      Size: 'M',
      Color: 'Sand',
    });
  });

  test('finds nothing while an option is missing or the combination does not exist', () => {
    expect(findVariant(shirt, { Size: 'M' })).toBeNull();
    expect(findVariant(shirt, { Size: 'XL', Color: 'Sand' })).toBeNull();
  });

  test('returns the only variant of a product without options', () => {
    const product = createProduct();
    expect(findVariant(product, {})).toBe(product.variants[0]);
  });

  test('refuses to guess between several variants of a product without options', () => {
    const product = createProduct({ variants: shirt.variants });
    expect(findVariant(product, {})).toBeNull();
  });

  test('round-trips a variant through its selection', () => {
    const variant = shirt.variants[3]!;
    expect(findVariant(shirt, selectionOf(variant))).toBe(variant);
  });
});

test('finds a variant by sku, or null for a sku of another product', () => {
  expect(findVariantBySku(shirt, 'SH-S-Ink')?.sku).toBe('SH-S-Ink');
  expect(findVariantBySku(shirt, 'SQ-1')).toBeNull();
});

describe('soldOutOptionValues', () => {
  // S/Ink and M/Ink are out of stock; S/Sand is out too, M/Sand has 5.
  const product = createShirtWithOptions();
  for (const variant of product.variants) {
    if (variant.attributes.Color === 'Ink' || variant.attributes.Size === 'S') variant.qtyInStock = 0;
  }

  test('with nothing chosen, a value is sold out only when every variant with it is', () => {
    expect(soldOutOptionValues(product, {}, 'Color')).toEqual(['Ink']);
    expect(soldOutOptionValues(product, {}, 'Size')).toEqual(['S']);
  });

  test('follows the choices made for the other options', () => {
    expect(soldOutOptionValues(product, { Color: 'Ink' }, 'Size')).toEqual(['S', 'M']);
    expect(soldOutOptionValues(product, { Size: 'M' }, 'Color')).toEqual(['Ink']);
  });

  test('digital and gift-card products never mark values, and unknown options give nothing', () => {
    expect(soldOutOptionValues({ ...product, productType: 4 }, {}, 'Color')).toEqual([]);
    expect(soldOutOptionValues(product, {}, 'Fit')).toEqual([]);
  });
});
