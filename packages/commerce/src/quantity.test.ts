import { describe, expect, test } from 'vitest';
import { createProduct, createVariant } from '@plinth/contracts/testing';
import { MAX_QUANTITY, MIN_QUANTITY, isQuantityInputShown, parseQuantity } from './quantity';

describe('parseQuantity', () => {
  test.each([undefined, null, '', '  '])('defaults %j to 1', (raw) => {
    expect(parseQuantity(raw)).toEqual({ ok: true, quantity: 1 });
  });

  test.each([
    [3, 3],
    ['3', 3],
    [' 12 ', 12],
    ['1.0', 1],
    [9999, 9999],
  ])('reads %j as %d', (raw, quantity) => {
    expect(parseQuantity(raw)).toEqual({ ok: true, quantity });
  });

  test.each(['abc', '3 apples', '0x10', 'Infinity', Number.NaN, true, [2], {}])(
    'rejects %j with "Quantity must be a number."',
    (raw) => {
      expect(parseQuantity(raw)).toEqual({ ok: false, message: 'Quantity must be a number.' });
    },
  );

  test.each([0, '0', -1, '-2', 1.5, '2.5', Infinity])(
    'rejects %j with "Quantity must be a whole number"',
    (raw) => {
      expect(parseQuantity(raw)).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    },
  );

  test('rejects 10000 with "Quantity must be 9999 or less."', () => {
    expect(parseQuantity(10000)).toEqual({ ok: false, message: 'Quantity must be 9999 or less.' });
    expect(parseQuantity('1e5')).toEqual({ ok: false, message: 'Quantity must be 9999 or less.' });
  });

  test('keeps the limits of the contracts', () => {
    expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 9999]);
  });
});

describe('isQuantityInputShown', () => {
  const allowServices = { multipleQuantityAllowedForServices: true };
  const plenty = [createVariant({ qtyInStock: 5 })];

  test('shows for physical items with more than one in stock', () => {
    expect(isQuantityInputShown(createProduct({ variants: plenty }), allowServices, null)).toBe(true);
  });

  test('shows for service items only while the store allows multiple quantities, which is the default', () => {
    const service = createProduct({ productType: 3, variants: plenty });
    expect(isQuantityInputShown(service, allowServices, null)).toBe(true);
    expect(isQuantityInputShown(service, {}, null)).toBe(true);
    expect(isQuantityInputShown(service, { multipleQuantityAllowedForServices: false }, null)).toBe(false);
  });

  test('never shows for digital products, gift cards or subscribable items', () => {
    expect(isQuantityInputShown(createProduct({ productType: 2 }), allowServices, null)).toBe(false);
    expect(isQuantityInputShown(createProduct({ productType: 4 }), allowServices, null)).toBe(false);
    expect(isQuantityInputShown(createProduct({ isSubscribable: true }), allowServices, null)).toBe(false);
  });

  test('hides when the selected variant has 1 or fewer left', () => {
    const variants = [createVariant({ qtyInStock: 1 }), createVariant({ qtyInStock: 8 })];
    const product = createProduct({ variants });
    expect(isQuantityInputShown(product, allowServices, variants[0]!)).toBe(false);
    expect(isQuantityInputShown(product, allowServices, variants[1]!)).toBe(true);
  });

  test('without a selection, hides only when no variant has more than 1', () => {
    const low = createProduct({
      variants: [createVariant({ qtyInStock: 1 }), createVariant({ qtyInStock: 0 })],
    });
    expect(isQuantityInputShown(low, allowServices, null)).toBe(false);
    const mixed = createProduct({
      variants: [createVariant({ qtyInStock: 1 }), createVariant({ qtyInStock: 2 })],
    });
    expect(isQuantityInputShown(mixed, allowServices, null)).toBe(true);
  });

  test('shows when any variant is unlimited, even with a low-stock variant selected', () => {
    const limited = createVariant({ qtyInStock: 1 });
    const product = createProduct({ variants: [limited, createVariant({ unlimited: true, qtyInStock: 0 })] });
    expect(isQuantityInputShown(product, allowServices, limited)).toBe(true);
  });
});
