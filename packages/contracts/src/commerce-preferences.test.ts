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
};

describe('"store" commerce preferences', () => {
  test('the lenient reader replaces each damaged field alone and keeps its neighbours', () => {
    const read = storedStoreTextsSchema(DEFAULTS).parse({
      multipleQuantityAllowedForServices: false,
      scarcityText: 'no placeholder here',
      soldOutText: 'x'.repeat(61),
      scarcityShownByDefault: 'yes',
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
});
