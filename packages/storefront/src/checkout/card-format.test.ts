import { describe, expect, test } from 'vitest';
import { caretAfterDigits, formatCardExpiry, formatCardNumber } from './card-format';

describe('card number', () => {
  test.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242', '4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['12345678901234567890', '1234 5678 9012 3456 789'],
    ['', ''],
  ])('%s is shown as "%s"', (raw, shown) => {
    expect(formatCardNumber(raw)).toBe(shown);
  });
});

describe('expiry', () => {
  test.each([
    ['1229', '12/29'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/', '12'],
    ['12/29', '12/29'],
    ['1/29', '01/29'],
    ['12 / 2029', '12/2029'],
    ['12/20291', '12/2029'],
    ['ab', ''],
  ])('%s is shown as "%s"', (raw, shown) => {
    expect(formatCardExpiry(raw)).toBe(shown);
  });
});

describe('the caret', () => {
  test('stays after the same digits when separators come and go', () => {
    expect(caretAfterDigits('4242 4242 4', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242 4', 5)).toBe(6);
    expect(caretAfterDigits('12/29', 3)).toBe(4);
    expect(caretAfterDigits('12/29', 0)).toBe(0);
    expect(caretAfterDigits('12', 9)).toBe(2);
  });
});
