import { SITE_ROLE } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Config } from '../src/config';
import { addTestMember, useTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { FakeSleep } from './fixtures/fake-sleep';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix } from './fixtures/redis';
import { createShopper, SHOPPER_PASSWORD } from './fixtures/site-user-visitor';

/**
 * Security review I4: the per-account limit counts per account and address, so guesses spread over
 * many addresses were never capped. Past SIGN_IN_BACKOFF_AFTER (10 by default) failures from all
 * addresses, each attempt now waits (1 s, 2 s, 4 s, 8 s, then 10 s) before its password is checked.
 * The server's sleep is a FakeSleep: the tests see which waits were asked for and never wait.
 */

interface Account {
  email: string;
  password: string;
}

/** Owner (editor) and customer sign-in: the same limits, on their own routes and error codes. */
interface Kind {
  name: string;
  tooManyCode: string;
  create(t: TestApp): Promise<Account>;
  signIn(t: TestApp, address: string, email: string, password: string): Promise<LightMyRequestResponse>;
}

let accountNumber = 0;

const KINDS: Kind[] = [
  {
    name: 'owner',
    tooManyCode: 'AUTH_TOO_MANY_ATTEMPTS',
    async create(t) {
      accountNumber += 1;
      const account = {
        email: `backoff${accountNumber}.${Date.now()}@example.com`,
        password: 'right password',
      };
      await addTestMember(t.db, { ...account, role: SITE_ROLE.EDITOR });
      return account;
    },
    signIn: (t, address, email, password) =>
      fromAddress(t, address, { url: '/config/api/session', json: { email, password } }),
  },
  {
    name: 'customer',
    tooManyCode: 'SITE_USER_TOO_MANY_ATTEMPTS',
    async create(t) {
      const visitor = new Visitor(t.app);
      await visitor.visit();
      const { email } = await createShopper(visitor);
      return { email, password: SHOPPER_PASSWORD };
    },
    signIn: (t, address, email, password) =>
      fromAddress(t, address, { url: '/api/site-users/account/session', json: { email, password } }),
  },
];

/** A new browser at `address` (behind one trusted proxy, which appended the address). */
async function fromAddress(t: TestApp, address: string, request: { url: string; json: unknown }) {
  const headers = { 'x-forwarded-for': address };
  const visitor = new Visitor(t.app);
  await visitor.request({ method: 'GET', url: '/api/commerce/shopping-cart', headers });
  return visitor.request({ method: 'POST', ...request, headers });
}

let addressNumber = 0;
/** A client address no earlier request used. */
function newAddress(): string {
  addressNumber += 1;
  return `198.51.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
}

/** `count` wrong passwords for `email`, two from each of count/2 new addresses; answers the statuses. */
async function spreadFailures(t: TestApp, kind: Kind, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let address = newAddress();
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0) address = newAddress();
    statuses.push((await kind.signIn(t, address, email, `wrong guess ${i}`)).statusCode);
  }
  return statuses;
}

const redisUp = await redisAnswers();
const stores: ('memory' | 'Redis')[] = redisUp ? ['memory', 'Redis'] : ['memory'];
const cases = testEngines().flatMap((engine) => stores.map((store) => [engine, store] as const));

describe.each(cases)('sign-in backoff across addresses on %s, counters in %s', (engine, store) => {
  const keyPrefix = testKeyPrefix();
  const fake = new FakeSleep();
  const overrides: Partial<Config> = {
    trustProxy: 1,
    redis: store === 'Redis' ? { url: TEST_REDIS_URL, keyPrefix } : undefined,
  };
  const t = useTestApp(engine, overrides, { sleep: fake.sleep });
  beforeEach(() => {
    fake.take();
  });
  afterEach(() => {
    fake.release();
  });
  afterAll(async () => {
    if (store === 'Redis') await deleteKeys(keyPrefix);
  });

  describe.each(KINDS)('$name sign-in', (kind) => {
    test('ten failures from five addresses pass at once; the eleventh and twelfth wait 1 s and 2 s', async () => {
      const account = await kind.create(t);
      expect(await spreadFailures(t, kind, account.email, 10)).toEqual(Array(10).fill(401));
      expect(fake.take()).toEqual([]);
      expect(await spreadFailures(t, kind, account.email, 2)).toEqual([401, 401]);
      expect(fake.take()).toEqual([1000, 2000]);
    });

    test('another account is not slowed down', async () => {
      const attacked = await kind.create(t);
      const other = await kind.create(t);
      await spreadFailures(t, kind, attacked.email, 12);
      fake.take();
      expect(await spreadFailures(t, kind, other.email, 2)).toEqual([401, 401]);
      const signedIn = await kind.signIn(t, newAddress(), other.email, other.password);
      expect(signedIn.statusCode).toBe(200);
      expect(fake.take()).toEqual([]);
    });

    test('no lockout: the right password from an address with no failures signs in after the wait', async () => {
      const account = await kind.create(t);
      expect(await spreadFailures(t, kind, account.email, 20)).toEqual(Array(20).fill(401));
      fake.take();
      const signedIn = await kind.signIn(t, newAddress(), account.email, account.password);
      expect(signedIn.statusCode).toBe(200);
      // The wait is capped at 10 s, however many failures came before.
      expect(fake.take()).toEqual([10_000]);
    });

    test('at most four attempts per account wait at once; a fifth gets 429 with Retry-After at once', async () => {
      const account = await kind.create(t);
      await spreadFailures(t, kind, account.email, 10);
      fake.hold();
      const waiting = Array.from({ length: 4 }, (_, i) =>
        kind.signIn(t, newAddress(), account.email, `held guess ${i}`),
      );
      await fake.untilPending(4);
      const refused = await kind.signIn(t, newAddress(), account.email, 'one too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json()).toMatchObject({ code: kind.tooManyCode, retryAfter: 10 });
      // Another account's attempts are not held up by this one's places.
      const other = await kind.create(t);
      expect((await kind.signIn(t, newAddress(), other.email, other.password)).statusCode).toBe(200);
      fake.release();
      expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      // The places are free again, and the refused attempt was not counted: the next waits 10 s.
      fake.take();
      const signedIn = await kind.signIn(t, newAddress(), account.email, account.password);
      expect(signedIn.statusCode).toBe(200);
      expect(fake.take()).toEqual([10_000]);
    });
  });
});

describe('SIGN_IN_BACKOFF_AFTER=0', () => {
  const fake = new FakeSleep();
  const t = useTestApp('sqlite', { trustProxy: 1, signInBackoffAfter: 0 }, { sleep: fake.sleep });

  test('turns the slowdown off', async () => {
    const owner = KINDS[0];
    if (!owner) throw new Error('no owner kind');
    const account = await owner.create(t);
    expect(await spreadFailures(t, owner, account.email, 14)).toEqual(Array(14).fill(401));
    expect(fake.take()).toEqual([]);
  });
});
