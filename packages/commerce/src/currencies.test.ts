import { expect, test } from 'vitest';
import { DEFAULT_CURRENCY, SUPPORTED_CURRENCIES, fractionDigits, isSupportedCurrency } from './currencies';

test('supports 26 distinct currencies, defaulting to USD', () => {
  expect(SUPPORTED_CURRENCIES).toHaveLength(26);
  expect(new Set(SUPPORTED_CURRENCIES).size).toBe(26);
  expect(DEFAULT_CURRENCY).toBe('USD');
  expect(isSupportedCurrency(DEFAULT_CURRENCY)).toBe(true);
});

test('recognises supported codes only in upper case', () => {
  expect(isSupportedCurrency('JPY')).toBe(true);
  expect(isSupportedCurrency('jpy')).toBe(false);
  expect(isSupportedCurrency('XYZ')).toBe(false);
});

test('uses 0 fraction digits for JPY and 2 for every other currency', () => {
  expect(fractionDigits('JPY')).toBe(0);
  expect(SUPPORTED_CURRENCIES.filter((code) => fractionDigits(code) !== 2)).toEqual(['JPY']);
  expect(fractionDigits('XYZ')).toBe(2);
});
