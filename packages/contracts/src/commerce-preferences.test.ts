import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ORDER_NOTIFICATION_PREFERENCES,
  orderNotificationPreferencesSchema,
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

describe('"orderNotifications" commerce preferences', () => {
  const problems = (recipients: unknown) =>
    orderNotificationPreferencesSchema
      .safeParse({ enabled: true, recipients })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  test("is on by default, to no listed address (the site's Administrators)", () => {
    expect(DEFAULT_ORDER_NOTIFICATION_PREFERENCES).toEqual({ enabled: true, recipients: [] });
    expect(orderNotificationPreferencesSchema.parse(DEFAULT_ORDER_NOTIFICATION_PREFERENCES)).toEqual(
      DEFAULT_ORDER_NOTIFICATION_PREFERENCES,
    );
  });

  test('keeps up to 5 addresses, trimmed', () => {
    const five = ['a@example.com', ' b@example.com ', 'c@example.com', 'd@example.com', 'e@example.com'];
    expect(orderNotificationPreferencesSchema.parse({ enabled: false, recipients: five }).recipients).toEqual(
      five.map((address) => address.trim()),
    );
  });

  test('names the address that is wrong, and refuses a sixth and a repeated one', () => {
    expect(problems(['owner@example.com', 'not an address', ''])).toEqual([
      ['recipients.1', 'must be an email address, like you@example.com'],
      ['recipients.2', 'must not be empty'],
    ]);
    expect(problems(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'])).toEqual([
      ['recipients', 'must be 5 addresses or fewer'],
    ]);
    expect(problems(['Owner@Example.com', 'owner@example.com'])).toEqual([
      ['recipients.1', 'is already listed'],
    ]);
  });
});
