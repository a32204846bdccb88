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
  backoffDelayMs,
  DelayedRequests,
  memoryAccountAttemptCounter,
  redisAccountAttemptCounter,
  type AccountAttemptCounter,
} from './sign-in-backoff';

describe('backoff delay', () => {
  test('nothing up to the allowance, then 1 s doubling to a 10 s cap', () => {
    const delays = Array.from({ length: 16 }, (_, i) => backoffDelayMs(i + 1, 10));
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(backoffDelayMs(1_000_000, 10)).toBe(10_000);
  });

  test('an allowance of 0 turns it off', () => {
    expect(backoffDelayMs(500, 0)).toBe(0);
  });
});

describe('delayed requests', () => {
  test('hold at most perKey places for one key; other keys have their own', () => {
    const delayed = new DelayedRequests(2, 100);
    expect([delayed.enter('a'), delayed.enter('a'), delayed.enter('a')]).toEqual([true, true, false]);
    expect(delayed.enter('b')).toBe(true);
    delayed.leave('a');
    expect(delayed.enter('a')).toBe(true);
    expect(delayed.size).toBe(3);
  });

  test('hold at most inAll places together', () => {
    const delayed = new DelayedRequests(2, 3);
    expect(['a', 'b', 'c', 'd'].map((key) => delayed.enter(key))).toEqual([true, true, true, false]);
    delayed.leave('b');
    expect(delayed.enter('d')).toBe(true);
  });
});

test('in memory, an account is forgotten once its window passes without attempts; each attempt restarts it', async () => {
  let now = 0;
  const counter = memoryAccountAttemptCounter(60_000, () => now);
  expect(await counter.add('k')).toBe(1);
  now = 50_000;
  expect(await counter.add('k')).toBe(2);
  now = 100_000;
  expect(await counter.add('k')).toBe(3);
  now = 160_000;
  expect(await counter.add('k')).toBe(1);
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

const counters: [string, () => Promise<AccountAttemptCounter>][] = [
  ['memory', async () => memoryAccountAttemptCounter(60_000)],
];
if (redisUp) {
  counters.push([
    'Redis',
    async () =>
      redisAccountAttemptCounter(await redisClient(TEST_REDIS_URL), `${keyPrefix}${Math.random()}:`, 60_000),
  ]);
}

describe.each(counters)('account attempt counter in %s', (_name, make) => {
  test('counts per account, and a removed attempt is taken back', async () => {
    const counter = await make();
    expect([await counter.add('a'), await counter.add('a'), await counter.add('b')]).toEqual([1, 2, 1]);
    await counter.remove('a');
    expect(await counter.add('a')).toBe(2);
    await counter.remove('never');
    expect(await counter.add('never')).toBe(1);
  });

  test('a parallel burst gets one number each', async () => {
    const counter = await make();
    const numbers = await Promise.all(Array.from({ length: 20 }, () => counter.add('burst')));
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

test('the Redis counter rejects when Redis does not answer', async () => {
  const client = await redisClient(`redis://127.0.0.1:${await closedPort()}`);
  await expect(redisAccountAttemptCounter(client, 'x:', 60_000).add('k')).rejects.toThrow();
});
