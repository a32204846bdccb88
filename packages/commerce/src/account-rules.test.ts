import { describe, expect, test } from 'vitest';
import { isLanguageTag, validateSignIn, validateSignUp } from './account-rules';

describe('validateSignUp', () => {
  test('trims the name and email and keeps the password as typed', () => {
    expect(validateSignUp({ name: '  Ada ', email: ' ada@example.com ', password: ' secret pass ' })).toEqual(
      {
        ok: true,
        value: { name: 'Ada', email: 'ada@example.com', password: ' secret pass ' },
      },
    );
  });

  test('gives every field its own message at once', () => {
    expect(validateSignUp({ name: ' ', email: '', password: 'short' })).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Enter your name.',
        email: 'Email cannot be blank',
        password: 'Password must be at least 8 characters.',
      },
    });
  });

  test.each([
    ['a malformed email', { email: 'ada@example' }, 'email', 'Please enter a valid email'],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101) },
      'name',
      'Name must be 100 characters or fewer.',
    ],
    [
      'a password over 256 characters',
      { password: 'p'.repeat(257) },
      'password',
      'Password must be 256 characters or fewer.',
    ],
  ])('refuses %s', (_what, change, field, message) => {
    const result = validateSignUp({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long enough',
      ...change,
    });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  test('accepts exactly 8 and exactly 256 password characters', () => {
    for (const password of ['p'.repeat(8), 'p'.repeat(256)])
      expect(validateSignUp({ name: 'Ada', email: 'ada@example.com', password }).ok).toBe(true);
  });
});

describe('validateSignIn', () => {
  test('needs an email that could be an account and any password', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: 'x' },
    });
    expect(validateSignIn({ email: 'nope', password: '' })).toEqual({
      ok: false,
      fieldErrors: { email: 'Please enter a valid email', password: 'Enter your password.' },
    });
  });
});

describe('isLanguageTag', () => {
  test.each(['en', 'fr-CA', 'zh-Hant-TW', 'es-419', 'gsw'])('accepts %s', (tag) => {
    expect(isLanguageTag(tag)).toBe(true);
  });
  test.each(['', 'e', 'english', 'en-', 'en_US', 'fr-CA-x-verylongsub', 'en-US ', '12'])(
    'refuses %j',
    (tag) => {
      expect(isLanguageTag(tag)).toBe(false);
    },
  );
});
