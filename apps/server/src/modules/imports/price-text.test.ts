import { describe, expect, test } from 'vitest';
import { formatPriceText, parsePriceText } from './price-text';

describe('prices as spreadsheets write them', () => {
  test.each([
    ['12', 1200],
    ['12.5', 1250],
    ['1234.50', 123450],
    ['1,234.50', 123450],
    ['1,234,567.00', 123456700],
    [' 18.00 ', 1800],
    ['12.500', 1250],
  ])('reads "%s" as %i minor units', (text, cents) => {
    expect(parsePriceText(text, 2)).toBe(cents);
  });

  test.each(['abc', '', '1.234,50', '-3', '12.345', '1,23.00', '12,34', '$12'])('refuses "%s"', (text) => {
    expect(parsePriceText(text, 2)).toBeNull();
  });

  test('reads yen without decimals, refusing fractions of a yen', () => {
    expect(parsePriceText('1,200', 0)).toBe(1200);
    expect(parsePriceText('1200.00', 0)).toBe(1200);
    expect(parsePriceText('1200.5', 0)).toBeNull();
  });

  test('writes minor units back as Shopify does', () => {
    expect(formatPriceText(123450, 2)).toBe('1234.50');
    expect(formatPriceText(5, 2)).toBe('0.05');
    expect(formatPriceText(1200, 0)).toBe('1200');
  });
});
