import { describe, expect, test } from 'vitest';
import { clientAddressKey, SignInLimiter } from './sign-in-limiter';

describe('sign-in limiter', () => {
  test('allows the set number of attempts per window, then answers the wait', () => {
    const limiter = new SignInLimiter({ maxFailures: 3, windowMs: 60_000 });
    expect([0, 1, 2].map(() => limiter.reserve('a', 1000))).toEqual([0, 0, 0]);
    expect(limiter.reserve('a', 11_000)).toBe(50_000);
    expect(limiter.reserve('b', 11_000)).toBe(0);
    expect(limiter.reserve('a', 61_000)).toBe(0);
  });

  test('counts attempts as they start, so parallel ones cannot all pass', () => {
    const limiter = new SignInLimiter({ maxFailures: 5, windowMs: 60_000 });
    const answers = Array.from({ length: 30 }, () => limiter.reserve('burst'));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  test('a released attempt is given back; clear forgets the key', () => {
    const limiter = new SignInLimiter({ maxFailures: 2, windowMs: 60_000 });
    limiter.reserve('k');
    limiter.reserve('k');
    expect(limiter.reserve('k')).toBeGreaterThan(0);
    limiter.release('k');
    expect(limiter.reserve('k')).toBe(0);
    limiter.clear('k');
    expect(limiter.reserve('k')).toBe(0);
  });
});

describe('client address keys', () => {
  test('keep IPv4 addresses whole and group IPv6 by /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
