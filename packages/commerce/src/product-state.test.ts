import { describe, expect, test } from 'vitest';
import { createProduct, createVariant } from '@plinth/contracts/testing';
import {
  effectivePrice,
  isOnSale,
  isSoldOut,
  isUnlimitedStock,
  isVariantAvailable,
  lowestPriceVariant,
  productStatusClass,
} from './product-state';

const outOfStock = createVariant({ qtyInStock: 0 });
const inStock = createVariant({ qtyInStock: 2 });
const unlimited = createVariant({ qtyInStock: 0, unlimited: true });

describe('isSoldOut', () => {
  test('is sold out when every variant of a physical item has no stock and is not unlimited', () => {
    expect(isSoldOut(createProduct({ variants: [outOfStock, outOfStock] }))).toBe(true);
    expect(isSoldOut(createProduct({ productType: 3, variants: [outOfStock] }))).toBe(true);
  });

  test('is not sold out while one variant has stock or is unlimited', () => {
    expect(isSoldOut(createProduct({ variants: [outOfStock, inStock] }))).toBe(false);
    expect(isSoldOut(createProduct({ variants: [outOfStock, unlimited] }))).toBe(false);
  });

  test('never calls digital products or gift cards sold out', () => {
    expect(isSoldOut(createProduct({ productType: 2, variants: [outOfStock] }))).toBe(false);
    expect(isSoldOut(createProduct({ productType: 4, variants: [outOfStock] }))).toBe(false);
  });

  test('calls a physical product without variants sold out, since nothing can be added', () => {
    expect(isSoldOut(createProduct({ variants: [] }))).toBe(true);
  });
});

describe('isUnlimitedStock', () => {
  test('is unlimited for digital products and gift cards whatever their variants say', () => {
    expect(isUnlimitedStock(createProduct({ productType: 2, variants: [outOfStock] }))).toBe(true);
    expect(isUnlimitedStock(createProduct({ productType: 4, variants: [outOfStock] }))).toBe(true);
  });

  test('is unlimited when any variant is unlimited, and limited otherwise', () => {
    expect(isUnlimitedStock(createProduct({ variants: [inStock, unlimited] }))).toBe(true);
    expect(isUnlimitedStock(createProduct({ variants: [inStock] }))).toBe(false);
  });
});

describe('productStatusClass', () => {
  test('marks a product on sale when any variant is on sale', () => {
    const product = createProduct({ variants: [inStock, createVariant({ onSale: true })] });
    expect(isOnSale(product)).toBe(true);
    expect(productStatusClass(product)).toBe('on-sale');
  });

  test('lets sold out win over sale', () => {
    const product = createProduct({ variants: [createVariant({ onSale: true, qtyInStock: 0 })] });
    expect(productStatusClass(product)).toBe('sold-out');
  });

  test('gives no class to a product in stock at full price', () => {
    expect(productStatusClass(createProduct())).toBe('');
  });
});

describe('variants', () => {
  test('treats a variant as available when unlimited or in stock, or when the product has no stock', () => {
    expect(isVariantAvailable(inStock)).toBe(true);
    expect(isVariantAvailable(unlimited)).toBe(true);
    expect(isVariantAvailable(outOfStock)).toBe(false);
    expect(isVariantAvailable(outOfStock, 2)).toBe(true);
    expect(isVariantAvailable(outOfStock, 1)).toBe(false);
  });

  test('charges the sale price only while on sale', () => {
    expect(effectivePrice(createVariant({ price: 6800, salePrice: 5000, onSale: true }))).toBe(5000);
    expect(effectivePrice(createVariant({ price: 6800, salePrice: 5000, onSale: false }))).toBe(6800);
  });

  test('finds the variant with the lowest price paid, the first on a tie', () => {
    const cheapOnSale = createVariant({ sku: 'B', price: 9000, salePrice: 4000, onSale: true });
    const variants = [
      createVariant({ sku: 'A', price: 5000 }),
      cheapOnSale,
      createVariant({ sku: 'C', price: 4000 }),
    ];
    expect(lowestPriceVariant({ variants })?.sku).toBe('B');
    expect(lowestPriceVariant({ variants: [] })).toBeNull();
  });
});
