import { describe, expect, test } from 'vitest';
import { toFieldErrors } from './field-errors';
import { productInputSchema } from './owner-products';

const minimal = {
  collectionId: 'c1',
  title: '  Linen Shirt ',
  productType: 1,
  variants: [{ attributes: {}, priceCents: 6800, stock: 3 }],
};

describe('productInputSchema (shared by the editor and the server)', () => {
  test('fills in defaults and trims text', () => {
    const parsed = productInputSchema.parse(minimal);
    expect(parsed).toMatchObject({
      title: 'Linen Shirt',
      urlId: '',
      description: '',
      options: [],
      images: [],
      isSubscribable: false,
      subscriptionPlan: null,
      useCustomAddButtonText: false,
      scarcityText: null,
    });
    expect(parsed.variants[0]).toMatchObject({
      salePriceCents: 0,
      onSale: false,
      unlimited: false,
      image: null,
    });
  });

  test('gives field errors keyed by dotted path, the first message per field', () => {
    const result = productInputSchema.safeParse({
      ...minimal,
      title: '',
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ attributes: { Size: 'XL' }, priceCents: -5, stock: 1 }],
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual({
      title: 'Enter a title.',
      'variants.0.priceCents': 'A price cannot be negative.',
      'variants.0.attributes.Size': 'XL is not a value of Size.',
    });
  });

  test('names an error about the whole body "form"', () => {
    const result = productInputSchema.safeParse('not a product');
    expect(Object.keys(toFieldErrors(result.error?.issues ?? []))).toEqual(['form']);
  });
});
