import { describe, expect, test } from 'vitest';
import {
  addToCartFields,
  cartAnalyticsFields,
  sourceEnvironmentOf,
  type CartForAnalytics,
} from './analytics-tracker';

const entry = {
  itemId: 'p-1',
  title: 'Stoneware Mug',
  quantity: 2,
  purchasePriceCents: 1800,
  chosenVariant: { sku: 'MUG-1' },
  productUrl: '/shop/stoneware-mug',
};
const cart: CartForAnalytics = {
  id: 'c-1',
  currency: 'USD',
  subtotalCents: 4600,
  hasDigital: false,
  purelyDigital: false,
  entries: [entry, { ...entry, itemId: 'p-2', quantity: 1, purchasePriceCents: 1000 }],
};

describe('cart event fields', () => {
  test('cart analytics: items counted by quantity, value in minor units', () => {
    expect(cartAnalyticsFields(cart)).toEqual({
      cart_id: 'c-1',
      num_items_in_cart: 3,
      product_types_list: ['physical'],
      purchase_type_list: ['one_time'],
      cart_value: 4600,
      currency_code: 'USD',
    });
    expect(cartAnalyticsFields({ ...cart, entries: [] })).toMatchObject({
      num_items_in_cart: 0,
      product_types_list: [],
      purchase_type_list: [],
    });
    expect(cartAnalyticsFields({ ...cart, hasDigital: true }).product_types_list).toEqual([
      'physical',
      'digital',
    ]);
  });

  test("add to cart: the entry's product, with seed 001's product object", () => {
    expect(addToCartFields(cart, entry)).toEqual({
      cart_id: 'c-1',
      product_id: 'p-1',
      product_name: 'Stoneware Mug',
      sku: 'MUG-1',
      quantity: 2,
      unit_price: 1800,
      currency_code: 'USD',
      product: {
        item_id: 'p-1',
        item_type: 'physical',
        item_title: 'Stoneware Mug',
        item_collection_id: 'shop',
        item_collection_name: 'shop',
      },
    });
  });
});

describe('the environment by hostname', () => {
  test('dev on a developer machine, staging on internal hosts, else prod', () => {
    for (const host of ['localhost', '127.0.0.1', 'shop.localhost', 'plinth.test', 'box.local']) {
      expect(sourceEnvironmentOf(host)).toBe('dev');
    }
    for (const host of ['staging.example.com', 'shop.staging-eu.example.com', 'plinth.corp.internal']) {
      expect(sourceEnvironmentOf(host)).toBe('staging');
    }
    for (const host of ['example.com', 'shop.example.com', 'stagingcoach.com'])
      expect(sourceEnvironmentOf(host)).toBe('prod');
  });
});
