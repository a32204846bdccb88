import { describe, expect, test } from 'vitest';
import {
  storedStoreTextsSchema,
  storePreferencesSchema,
  type StoreTextPreferences,
} from './commerce-preferences';

const DEFAULTS: StoreTextPreferences = {
  multipleQuantityAllowedForServices: true,
  scarcityText: 'Only {qty} left in stock',
  soldOutText: 'sold out',
  scarcityShownByDefault: false,
  lowStockThreshold: 5,
};

describe('"store" commerce preferences', () => {
  test('the lenient reader replaces each damaged field alone and keeps its neighbours', () => {
    const read = storedStoreTextsSchema(DEFAULTS).parse({
      multipleQuantityAllowedForServices: false,
      scarcityText: 'no placeholder here',
      soldOutText: 'x'.repeat(61),
      scarcityShownByDefault: 'yes',
      lowStockThreshold: 2.5,
    });
    expect(read).toEqual({ ...DEFAULTS, multipleQuantityAllowedForServices: false });
    expect(storedStoreTextsSchema(DEFAULTS).parse({})).toEqual(DEFAULTS);
  });

  test('the strict writer refuses what the reader would have replaced, naming the field', () => {
    const result = storePreferencesSchema.safeParse({
      ...DEFAULTS,
      currency: 'usd',
      scarcityText: 'Few left',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['currency', 'must be a three-letter currency code'],
      ['scarcityText', 'must contain {qty} where the number in stock goes'],
    ]);
  });

  test('the low-stock threshold is a whole number from 1 to 9999', () => {
    const problems = [0, 10000, 2.5, '5'].map((lowStockThreshold) => {
      const result = storePreferencesSchema.safeParse({ ...DEFAULTS, currency: 'USD', lowStockThreshold });
      return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    });
    expect(problems).toEqual([
      [['lowStockThreshold', 'must be 1 or more']],
      [['lowStockThreshold', 'must be 9999 or less']],
      [['lowStockThreshold', 'must be a whole number']],
      [['lowStockThreshold', 'Invalid input: expected number, received string']],
    ]);
    expect(
      storePreferencesSchema.safeParse({ ...DEFAULTS, currency: 'USD', lowStockThreshold: 1 }).success,
    ).toBe(true);
  });
});
