import { describe, expect, test } from 'vitest';
import { isValidEmail, validateRestockEmail } from './email';

describe('isValidEmail', () => {
  test.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.info', "o'neil@shop.io"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  test.each([
    ['no at sign', 'ada.example.com'],
    ['no TLD', 'ada@example'],
    ['a 1-letter TLD', 'ada@example.c'],
    ['a 5-letter TLD', 'ada@example.store'],
    ['a digit in the TLD', 'ada@example.c0m'],
    ['a space', 'ada lovelace@example.com'],
    ['a leading dot', '.ada@example.com'],
    ['two at signs', 'ada@@example.com'],
    ['a label starting with a hyphen', 'ada@-example.com'],
    ['surrounding spaces', ' ada@example.com '],
  ])('rejects an address with %s', (_reason, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  test('rejects addresses longer than 256 characters and accepts 256', () => {
    const domain = '@example.com';
    expect(isValidEmail('a'.repeat(256 - domain.length) + domain)).toBe(true);
    expect(isValidEmail('a'.repeat(257 - domain.length) + domain)).toBe(false);
  });
});

describe('validateRestockEmail', () => {
  test('rejects a blank email with "Email cannot be blank"', () => {
    expect(validateRestockEmail('   ')).toEqual({ ok: false, message: 'Email cannot be blank' });
  });

  test('rejects an invalid email with "Email is invalid"', () => {
    expect(validateRestockEmail('ada@')).toEqual({ ok: false, message: 'Email is invalid' });
  });

  test('accepts and trims a valid email', () => {
    expect(validateRestockEmail(' ada@example.com ')).toEqual({ ok: true, email: 'ada@example.com' });
  });
});
