import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import {
  closedPort,
  deleteKeys,
  redisAnswers,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '../../test/fixtures/redis';
import { redisOptions } from '../plugins/redis';
import {
  clientAddressKey,
  memorySignInCounter,
  redisSignInCounter,
  SignInLimiter,
  type SignInCounter,
  type SignInLimiterOptions,
} from './sign-in-limiter';

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

const redisUp = await redisAnswers();
const keyPrefix = testKeyPrefix();
const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) client.disconnect();
  if (redisUp) await deleteKeys(keyPrefix);
});

async function redisClient(url: string): Promise<Redis> {
  const client = new Redis(url, redisOptions());
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect().catch(() => undefined);
  return client;
}

/** Both counters keep the same rules; the Redis one is shared by every process that uses the prefix. */
const counters: [string, (options: SignInLimiterOptions) => Promise<SignInCounter>][] = [
  ['memory', async (options) => memorySignInCounter(options)],
];
if (redisUp) {
  counters.push([
    'Redis',
    async (options) =>
      redisSignInCounter(await redisClient(TEST_REDIS_URL), `${keyPrefix}${Math.random()}:`, options),
  ]);
}

describe.each(counters)('sign-in counter in %s', (_name, make) => {
  test('reserves up to the limit, answers the wait, gives back a released attempt and forgets a cleared key', async () => {
    const counter = await make({ maxFailures: 2, windowMs: 60_000 });
    expect(await counter.reserve('k')).toBe(0);
    expect(await counter.reserve('k')).toBe(0);
    const wait = await counter.reserve('k');
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await counter.reserve('other')).toBe(0);
    await counter.release('k');
    expect(await counter.reserve('k')).toBe(0);
    expect(await counter.reserve('k')).toBeGreaterThan(0);
    await counter.clear('k');
    expect(await counter.reserve('k')).toBe(0);
  });

  test('a parallel burst gets exactly the allowed attempts', async () => {
    const counter = await make({ maxFailures: 5, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => counter.reserve('burst')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  test('a window ends after windowMs', async () => {
    const counter = await make({ maxFailures: 1, windowMs: 150 });
    expect(await counter.reserve('short')).toBe(0);
    expect(await counter.reserve('short')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counter.reserve('short')).toBe(0);
  });
});

test('the Redis counter rejects (it does not hang or allow) when Redis does not answer', async () => {
  const counter = redisSignInCounter(await redisClient(`redis://127.0.0.1:${await closedPort()}`), 'x:', {
    maxFailures: 5,
    windowMs: 60_000,
  });
  await expect(counter.reserve('k')).rejects.toThrow();
});
