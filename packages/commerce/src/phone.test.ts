import { describe, expect, test } from 'vitest';
import { isValidPhone } from './phone';

describe('isValidPhone', () => {
  test.each(['+1 (555) 123-4567', '020 7946 0958', '5551234', '+44-20-7946-0958', '12345678901234567890'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  test.each([
    ['6 digits', '555 123'],
    ['21 digits', '123456789012345678901'],
    ['letters', '555-CALL-NOW'],
    ['an extension mark', '555 1234 x12'],
    ['only punctuation', '+() --'],
  ])('refuses %s', (_why, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
