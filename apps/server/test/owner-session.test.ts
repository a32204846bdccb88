import { SITE_ROLE, type OwnerSession } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import {
  useTestApp,
  addTestMember,
  createTestApp,
  signedInOwner,
  TEST_OWNER,
  Visitor,
  type TestApp,
} from './fixtures/create-test-app';

describe.each(testEngines())('owner sign-in on %s', (engine) => {
  const t = useTestApp(engine);

  async function visitor(): Promise<Visitor> {
    const v = new Visitor(t.app);
    await v.visit();
    return v;
  }

  test('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const v = await visitor();
    const response = await v.request({ method: 'POST', url: '/config/api/session', json: TEST_OWNER });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'plinth_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const body = response.json<OwnerSession>();
    expect(body.user.email).toBe(TEST_OWNER.email);
    expect(body.sites).toEqual([
      expect.objectContaining({ title: 'Plinth Supply Co.', roleLabel: 'Administrator' }),
    ]);
    const me = await v.get('/config/api/session');
    expect(me.statusCode).toBe(200);
  });

  /** Signs in as if through a proxy that received the request over https. */
  async function signInForwardedFromHttps(app: TestApp['app']) {
    const v = new Visitor(app);
    await v.request({ method: 'GET', url: '/config/api/session', headers: { 'x-forwarded-proto': 'https' } });
    // Over https the crumb cookie is __Host-crumb (decision 0010).
    const crumbCookie = v.cookies.has('__Host-crumb') ? '__Host-crumb' : 'crumb';
    const crumb = v.cookies.get(crumbCookie) ?? '';
    return app.inject({
      method: 'POST',
      url: '/config/api/session',
      headers: {
        host: 'localhost:3000',
        'x-forwarded-proto': 'https',
        cookie: `${crumbCookie}=${crumb}`,
        'x-csrf-token': crumb,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(TEST_OWNER),
    });
  }

  test('ignores X-Forwarded-Proto from an untrusted client: the cookie stays non-Secure', async () => {
    const response = await signInForwardedFromHttps(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'plinth_session')?.secure).toBeFalsy();
  });

  test('behind a trusted https proxy the session cookie is Secure', async () => {
    const proxied = await createTestApp(engine, { trustProxy: true });
    try {
      const response = await signInForwardedFromHttps(proxied.app);
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'plinth_session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await proxied.close();
    }
  });

  test('gives the same answer for an unknown email and a wrong password', async () => {
    const v = await visitor();
    const wrong = await v.request({
      method: 'POST',
      url: '/config/api/session',
      json: { email: TEST_OWNER.email, password: 'not the password' },
    });
    const unknown = await v.request({
      method: 'POST',
      url: '/config/api/session',
      json: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: 'That email and password do not match an account.' });
  });

  test('refuses a sign-in without the crumb', async () => {
    const v = await visitor();
    const response = await v.request({
      method: 'POST',
      url: '/config/api/session',
      json: TEST_OWNER,
      crumb: 'omit',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CRUMB_FAIL' });
  });

  test('pauses sign-in for an account after five failures, with a clear message', async () => {
    await addTestMember(t.db, {
      email: 'locked@example.com',
      password: 'right password 1',
      role: SITE_ROLE.EDITOR,
    });
    const v = await visitor();
    for (let i = 0; i < 5; i += 1) {
      const r = await v.request({
        method: 'POST',
        url: '/config/api/session',
        json: { email: 'locked@example.com', password: `wrong ${i}` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await v.request({
      method: 'POST',
      url: '/config/api/session',
      json: { email: 'LOCKED@example.com', password: 'right password 1' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'AUTH_TOO_MANY_ATTEMPTS',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
  });

  test('a burst of parallel guesses is counted as it arrives: at most five reach the password check', async () => {
    await addTestMember(t.db, {
      email: 'burst@example.com',
      password: 'right password 2',
      role: SITE_ROLE.EDITOR,
    });
    const v = await visitor();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        v.request({
          method: 'POST',
          url: '/config/api/session',
          json: { email: 'burst@example.com', password: `parallel guess ${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  test('signing out ends the session on the server, not only in the browser', async () => {
    const owner = await signedInOwner(t.app);
    const secret = owner.cookies.get('plinth_session');
    const out = await owner.request({ method: 'DELETE', url: '/config/api/session' });
    expect(out.statusCode).toBe(204);
    const replay = new Visitor(t.app);
    replay.cookies.set('plinth_session', secret ?? '');
    expect((await replay.get('/config/api/session')).statusCode).toBe(401);
  });

  test('answers 401 "Sign in to continue." without a session', async () => {
    const response = await (await visitor()).get('/config/api/session');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED', message: 'Sign in to continue.' });
  });
});
