import { describe, expect, test } from 'vitest';
import { createProduct, createVariant } from '@plinth/contracts/testing';
import { availableStock, hasEnoughStock, isInStockForForm, isLowStock, variantStock } from './stock';

describe('hasEnoughStock', () => {
  test('allows an amount that, with the cart, fits the stock exactly', () => {
    expect(hasEnoughStock({ unlimited: false, qtyInStock: 5 }, 2, 3)).toBe(true);
  });

  test('refuses one more than the stock left after the cart', () => {
    expect(hasEnoughStock({ unlimited: false, qtyInStock: 5 }, 3, 3)).toBe(false);
    expect(hasEnoughStock({ unlimited: false, qtyInStock: 0 }, 1, 0)).toBe(false);
  });

  test('always allows unlimited stock', () => {
    expect(hasEnoughStock({ unlimited: true, qtyInStock: 0 }, 9999, 9999)).toBe(true);
  });
});

describe('isInStockForForm', () => {
  test('is in stock when a row holds more than the cart already has', () => {
    expect(isInStockForForm([{ unlimited: false, qtyInStock: 3 }], 2)).toBe(true);
  });

  test('is out of stock when the cart already holds all of it', () => {
    expect(isInStockForForm([{ unlimited: false, qtyInStock: 2 }], 2)).toBe(false);
  });

  test('is in stock when any row is unlimited, and out of stock with no rows', () => {
    const rows = [
      { unlimited: false, qtyInStock: 0 },
      { unlimited: true, qtyInStock: 0 },
    ];
    expect(isInStockForForm(rows, 50)).toBe(true);
    expect(isInStockForForm([], 0)).toBe(false);
  });
});

describe('variantStock', () => {
  test('sells digital products and gift cards without limit whatever the variant row says', () => {
    const variant = createVariant({ qtyInStock: 0 });
    expect(variantStock({ productType: 2 }, variant).unlimited).toBe(true);
    expect(variantStock({ productType: 4 }, variant).unlimited).toBe(true);
    expect(variantStock({ productType: 1 }, variant)).toEqual({ unlimited: false, qtyInStock: 0 });
  });
});

describe('availableStock', () => {
  const variants = [createVariant({ qtyInStock: 1 }), createVariant({ qtyInStock: 7 })];

  test('uses the selected variant, else the largest stock among the variants', () => {
    expect(availableStock(createProduct({ variants }), variants[0]!)).toBe(1);
    expect(availableStock(createProduct({ variants }), null)).toBe(7);
    expect(availableStock(createProduct({ variants: [] }), null)).toBe(0);
  });

  test('is infinite when the product stock is unlimited', () => {
    expect(availableStock(createProduct({ productType: 2, variants }), variants[0]!)).toBe(Infinity);
    const withUnlimited = [...variants, createVariant({ unlimited: true, qtyInStock: 0 })];
    expect(availableStock(createProduct({ variants: withUnlimited }), null)).toBe(Infinity);
  });
});

describe("isLowStock (the store's low-stock threshold)", () => {
  test('at the default threshold of 5, Sand / S with 20 is not low and Sand / M with 3 is', () => {
    expect(isLowStock({ unlimited: false, qtyInStock: 20 }, 5)).toBe(false);
    expect(isLowStock({ unlimited: false, qtyInStock: 3 }, 5)).toBe(true);
  });

  test('the threshold itself counts as low, one more does not', () => {
    expect(isLowStock({ unlimited: false, qtyInStock: 5 }, 5)).toBe(true);
    expect(isLowStock({ unlimited: false, qtyInStock: 6 }, 5)).toBe(false);
    expect(isLowStock({ unlimited: false, qtyInStock: 20 }, 20)).toBe(true);
  });

  test('sold-out and unlimited stock are never low', () => {
    expect(isLowStock({ unlimited: false, qtyInStock: 0 }, 5)).toBe(false);
    expect(isLowStock({ unlimited: true, qtyInStock: 1 }, 5)).toBe(false);
  });
});
