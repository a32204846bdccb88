import { describe, expect, test } from 'vitest';
import { centsToInput, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  test('reads major units into cents with two fraction digits', () => {
    expect(parseMoneyInput('12.50', 'USD')).toEqual({ ok: true, cents: 1250 });
    expect(parseMoneyInput('12.5', 'EUR')).toEqual({ ok: true, cents: 1250 });
    expect(parseMoneyInput('12', 'GBP')).toEqual({ ok: true, cents: 1200 });
    expect(parseMoneyInput('.99', 'USD')).toEqual({ ok: true, cents: 99 });
    expect(parseMoneyInput(' 1,234.56 ', 'USD')).toEqual({ ok: true, cents: 123456 });
    expect(parseMoneyInput('0', 'USD')).toEqual({ ok: true, cents: 0 });
  });

  test('JPY has no fraction digits: 1200 is 1200 yen', () => {
    expect(parseMoneyInput('1200', 'JPY')).toEqual({ ok: true, cents: 1200 });
    expect(parseMoneyInput('1200.5', 'JPY')).toEqual({ ok: false, message: 'Enter an amount such as 1200.' });
  });

  test('refuses text, negative amounts and too many decimals', () => {
    const refusal = { ok: false, message: 'Enter an amount such as 12.50.' };
    expect(parseMoneyInput('', 'USD')).toEqual(refusal);
    expect(parseMoneyInput('ten', 'USD')).toEqual(refusal);
    expect(parseMoneyInput('-5', 'USD')).toEqual(refusal);
    expect(parseMoneyInput('1.999', 'USD')).toEqual(refusal);
  });
});

test('centsToInput writes minor units back as major units', () => {
  expect(centsToInput(1250, 'USD')).toBe('12.50');
  expect(centsToInput(5, 'USD')).toBe('0.05');
  expect(centsToInput(1200, 'JPY')).toBe('1200');
});
