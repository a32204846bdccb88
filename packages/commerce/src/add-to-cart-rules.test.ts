import { describe, expect, test } from 'vitest';
import type { ProductView } from '@plinth/contracts';
import {
  createOptionVariants,
  createProduct,
  createShirtWithOptions,
  createVariant,
} from '@plinth/contracts/testing';
import type { AddToCartInput } from './add-to-cart-rules';
import { validateAddToCart } from './add-to-cart-rules';

const emptyCart = () => 0;

function validate(product: ProductView, rest: Partial<AddToCartInput> = {}) {
  return validateAddToCart({ product, quantity: 1, alreadyInCart: emptyCart, ...rest });
}

const giftCard = createProduct({
  productType: 4,
  options: [{ name: 'Amount', values: ['$25', '$50'] }],
  variants: createOptionVariants([
    { attributes: { Amount: '$25' }, qtyInStock: 0 },
    { attributes: { Amount: '$50' }, qtyInStock: 0 },
  ]),
});

describe('validateAddToCart', () => {
  test('accepts a chosen variant with stock to spare', () => {
    const result = validate(createShirtWithOptions(), {
      selection: { Size: 'S', Color: 'Ink' },
      quantity: '2',
    });
    expect(result).toMatchObject({
      ok: true,
      quantity: 2,
      variant: { attributes: { Size: 'S', Color: 'Ink' } },
    });
  });

  test('asks for a gift card denomination before anything else', () => {
    expect(validate(giftCard, { quantity: 'abc' })).toEqual({
      ok: false,
      code: 'CART_GIFT_CARD_DENOMINATION',
      message: 'Select a denomination for the Gift Card',
    });
  });

  test('sells a gift card denomination without stock, as gift cards never run out', () => {
    expect(validate(giftCard, { selection: { Amount: '$50' } })).toMatchObject({ ok: true, quantity: 1 });
    expect(validate(giftCard, { sku: 'SKU-1', quantity: 3 })).toMatchObject({ ok: true, quantity: 3 });
  });

  test('names the missing options with "Please select the Size and Color options."', () => {
    expect(validate(createShirtWithOptions(), { quantity: 0 })).toEqual({
      ok: false,
      code: 'CART_OPTIONS_MISSING',
      message: 'Please select the Size and Color options.',
    });
  });

  test('rejects a combination no variant has as unavailable', () => {
    const result = validate(createShirtWithOptions(), { selection: { Size: 'XL', Color: 'Ink' } });
    expect(result).toEqual({
      ok: false,
      code: 'CART_VARIANT_UNAVAILABLE',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  test('rejects a sku of another product as unavailable, whatever the selection says', () => {
    const result = validate(createShirtWithOptions(), {
      sku: 'NOPE',
      selection: { Size: 'S', Color: 'Ink' },
    });
    expect(result).toMatchObject({ ok: false, code: 'CART_VARIANT_UNAVAILABLE' });
  });

  test('rejects a quantity of 0 with "Quantity must be a whole number"', () => {
    expect(validate(createProduct(), { quantity: 0 })).toEqual({
      ok: false,
      code: 'CART_QUANTITY_INVALID',
      message: 'Quantity must be a whole number',
    });
  });

  test('rejects more than the stock left after what the cart already holds', () => {
    const product = createProduct({ variants: [createVariant({ sku: 'SQ-1', qtyInStock: 5 })] });
    const inCart = (sku: string) => (sku === 'SQ-1' ? 4 : 0);
    expect(validate(product, { quantity: 1, alreadyInCart: inCart })).toMatchObject({ ok: true });
    expect(validate(product, { quantity: 2, alreadyInCart: inCart })).toEqual({
      ok: false,
      code: 'CART_INSUFFICIENT_STOCK',
      message: 'Sorry, we do not have enough of that item available.',
    });
  });

  test('checks the quantity before the stock', () => {
    const soldOut = createProduct({ variants: [createVariant({ qtyInStock: 0 })] });
    expect(validate(soldOut, { quantity: 'two' })).toMatchObject({ code: 'CART_QUANTITY_INVALID' });
    expect(validate(soldOut)).toMatchObject({ code: 'CART_INSUFFICIENT_STOCK' });
  });

  test('sells unlimited variants in any quantity up to the maximum', () => {
    const product = createProduct({ variants: [createVariant({ unlimited: true, qtyInStock: 0 })] });
    expect(validate(product, { quantity: 9999, alreadyInCart: () => 9999 })).toMatchObject({ ok: true });
  });

  test('leaves the product and selection it is given untouched, so browser and server can share them', () => {
    const product = createShirtWithOptions();
    const selection = { Size: ' M ', Color: 'Sand' };
    const before = structuredClone({ product, selection });
    validate(product, { selection, quantity: '3' });
    expect({ product, selection }).toEqual(before);
  });
});
