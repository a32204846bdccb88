import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Config } from '../src/config';
import { createTestApp, TEST_OWNER, type TestApp } from './fixtures/create-test-app';

/**
 * Which address the sign-in limits count (5 wrong passwords per account and address, then 429), for
 * each TRUST_PROXY form. `remoteAddress` is the connection's peer: the proxy, or a client connecting
 * directly.
 */
describe.each(testEngines())('TRUST_PROXY and the client address on %s', (engine) => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map(async (a) => a.close())));

  async function appWith(trustProxy: Config['trustProxy']): Promise<TestApp> {
    const t = await createTestApp(engine, { trustProxy });
    apps.push(t);
    return t;
  }

  /** Wrong-password sign-ins, one per forwarded header; returns the statuses. */
  async function guesses(t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string | null) {
    const first = await t.app.inject({ method: 'GET', url: '/config/api/session', remoteAddress });
    const crumb = first.cookies.find((c) => c.name === 'crumb')?.value ?? '';
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const forwarded = forwardedFor(i);
      const response = await t.app.inject({
        method: 'POST',
        url: '/config/api/session',
        remoteAddress,
        headers: {
          host: 'localhost:3000',
          cookie: `crumb=${crumb}`,
          'x-csrf-token': crumb,
          ...(forwarded === null ? {} : { 'x-forwarded-for': forwarded }),
        },
        payload: { email: TEST_OWNER.email, password: `wrong guess ${i}` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  const LIMITED = [401, 401, 401, 401, 401, 429, 429];

  describe('a hop count of 1 (one proxy in front)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(1);
    });

    test('the address is the one the proxy appended: a client-sent "spoofed, <real>" counts as <real>', async () => {
      expect(await guesses(t, '127.0.0.1', (i) => `203.0.113.${i}, 198.51.100.7`)).toEqual(LIMITED);
    });

    test('different real clients behind the proxy are counted apart', async () => {
      const other = await guesses(t, '127.0.0.1', () => '198.51.100.8');
      expect(other).toEqual(LIMITED);
    });
  });

  describe('a list of trusted proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(['10.0.0.0/8', '127.0.0.1']);
    });

    test('behind a listed proxy, the client cannot pick its address', async () => {
      expect(await guesses(t, '10.1.2.3', (i) => `203.0.113.${i}, 198.51.100.9`)).toEqual(LIMITED);
    });

    test('a client connecting directly from an unlisted address is counted by that address', async () => {
      expect(await guesses(t, '192.0.2.50', (i) => `203.0.113.${i}`)).toEqual(LIMITED);
    });
  });

  test('false (the default): X-Forwarded-For is ignored', async () => {
    const t = await appWith(false);
    expect(await guesses(t, '127.0.0.1', (i) => `203.0.113.${i}`)).toEqual(LIMITED);
  });

  // Documented in the README: this is why TRUST_PROXY=true logs a warning at start.
  test('true: any client picks its own address, so the limits never apply', async () => {
    const t = await appWith(true);
    expect(await guesses(t, '127.0.0.1', (i) => `203.0.113.${i}, 127.0.0.1`)).toEqual(Array(7).fill(401));
  });
});
