import { SITE_ROLE, type OtherSessionsEnded } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { hashSecret } from '../src/security/secret-token';
import {
  useTestApp,
  addTestMember,
  createTestApp,
  signedInOwner,
  TEST_OWNER,
  Visitor,
} from './fixtures/create-test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Security review I1: editor sessions end at re-sign-in, on "sign out other sessions" and when idle. */
describe.each(testEngines())('owner session lifetime on %s', (engine) => {
  const t = useTestApp(engine);

  /** A browser holding only this session cookie. */
  function browserWith(secret: string | undefined): Visitor {
    const v = new Visitor(t.app);
    v.cookies.set('plinth_session', secret ?? '');
    return v;
  }

  async function sessionStatus(secret: string | undefined): Promise<number> {
    return (await browserWith(secret).get('/config/api/session')).statusCode;
  }

  function sessionRow(secret: string | undefined) {
    return t.db.kysely
      .selectFrom('user_sessions')
      .select(['last_seen_at', 'expires_at'])
      .where('id', '=', hashSecret(secret ?? ''))
      .executeTakeFirst();
  }

  async function setSession(
    secret: string | undefined,
    values: { last_seen_at?: string; expires_at?: string },
  ) {
    await t.db.kysely
      .updateTable('user_sessions')
      .set(values)
      .where('id', '=', hashSecret(secret ?? ''))
      .execute();
  }

  test("signing in again ends the browser's previous session", async () => {
    const owner = await signedInOwner(t.app);
    const first = owner.cookies.get('plinth_session');
    const again = await owner.request({ method: 'POST', url: '/config/api/session', json: TEST_OWNER });
    expect(again.statusCode).toBe(200);
    const second = owner.cookies.get('plinth_session');
    expect(second).not.toBe(first);
    expect(await sessionStatus(first)).toBe(401);
    expect(await sessionStatus(second)).toBe(200);
  });

  test('"sign out other sessions" ends every other session of the owner, and only theirs', async () => {
    const here = await signedInOwner(t.app);
    const elsewhere = await signedInOwner(t.app);
    const stolen = await signedInOwner(t.app);
    await addTestMember(t.db, {
      email: 'colleague@example.com',
      password: 'colleague pass',
      role: SITE_ROLE.EDITOR,
    });
    const colleague = await signedInOwner(t.app, {
      email: 'colleague@example.com',
      password: 'colleague pass',
    });

    const response = await here.request({ method: 'DELETE', url: '/config/api/session/others' });
    expect(response.statusCode, response.body).toBe(200);
    // This test's two other browsers, plus any the earlier tests left open.
    expect(response.json<OtherSessionsEnded>().ended).toBeGreaterThanOrEqual(2);
    expect((await elsewhere.get('/config/api/session')).statusCode).toBe(401);
    expect((await stolen.get('/config/api/session')).statusCode).toBe(401);
    expect((await here.get('/config/api/session')).statusCode).toBe(200);
    expect((await colleague.get('/config/api/session')).statusCode).toBe(200);

    const nothingLeft = await here.request({ method: 'DELETE', url: '/config/api/session/others' });
    expect(nothingLeft.json()).toEqual({ ended: 0 });
  });

  test('"sign out other sessions" needs a signed-in owner and the crumb', async () => {
    const owner = await signedInOwner(t.app);
    const other = await signedInOwner(t.app);
    const noCrumb = await owner.request({
      method: 'DELETE',
      url: '/config/api/session/others',
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    expect((await other.get('/config/api/session')).statusCode).toBe(200);
    const anonymous = new Visitor(t.app);
    await anonymous.visit();
    const signedOut = await anonymous.request({ method: 'DELETE', url: '/config/api/session/others' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  test('a session unused for 3 days ends; one used within them carries on', async () => {
    const idle = (await signedInOwner(t.app)).cookies.get('plinth_session');
    const recent = (await signedInOwner(t.app)).cookies.get('plinth_session');
    await setSession(idle, { last_seen_at: new Date(Date.now() - 3 * DAY - HOUR).toISOString() });
    await setSession(recent, { last_seen_at: new Date(Date.now() - 3 * DAY + HOUR).toISOString() });
    expect(await sessionStatus(idle)).toBe(401);
    expect(await sessionStatus(recent)).toBe(200);
    // The use was written, so the session now has 3 more days.
    const seen = Date.parse((await sessionRow(recent))?.last_seen_at ?? '');
    expect(Date.now() - seen).toBeLessThan(5 * 60 * 1000);
    // Owner endpoints guarded by a permission end idle sessions too.
    await setSession(recent, { last_seen_at: new Date(Date.now() - 4 * DAY).toISOString() });
    expect((await browserWith(recent).get('/config/api/products')).statusCode).toBe(401);
  });

  test('the last use is written at most once an hour, not on every request', async () => {
    const secret = (await signedInOwner(t.app)).cookies.get('plinth_session');
    const halfAnHourAgo = new Date(Date.now() - HOUR / 2).toISOString();
    await setSession(secret, { last_seen_at: halfAnHourAgo });
    for (let i = 0; i < 3; i += 1) expect(await sessionStatus(secret)).toBe(200);
    expect((await sessionRow(secret))?.last_seen_at).toBe(halfAnHourAgo);
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR).toISOString();
    await setSession(secret, { last_seen_at: twoHoursAgo });
    expect(await sessionStatus(secret)).toBe(200);
    expect((await sessionRow(secret))?.last_seen_at).not.toBe(twoHoursAgo);
  });

  test('a session in use still ends 14 days after sign-in', async () => {
    const secret = (await signedInOwner(t.app)).cookies.get('plinth_session');
    await setSession(secret, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect(await sessionStatus(secret)).toBe(401);
  });
});

describe.each(testEngines())('OWNER_SESSION_IDLE_DAYS on %s', (engine) => {
  const t = useTestApp(engine, { ownerSessionIdleMs: DAY / 2 });

  test('sets how long a session may go unused, for the session call and the permission guards alike', async () => {
    const owner = await signedInOwner(t.app);
    const secret = owner.cookies.get('plinth_session');
    expect((await owner.get('/config/api/products')).statusCode).toBe(200);
    await t.db.kysely
      .updateTable('user_sessions')
      .set({ last_seen_at: new Date(Date.now() - 13 * HOUR).toISOString() })
      .where('id', '=', hashSecret(secret ?? ''))
      .execute();
    expect((await owner.get('/config/api/products')).statusCode).toBe(401);
    expect((await owner.get('/config/api/session')).statusCode).toBe(401);
  });

  test('a session in use within a short idle timeout is refreshed in time, not only once an hour', async () => {
    const short = await createTestApp(engine, { ownerSessionIdleMs: 2 * HOUR });
    try {
      const owner = await signedInOwner(short.app);
      const id = hashSecret(owner.cookies.get('plinth_session') ?? '');
      const fortyMinutesAgo = new Date(Date.now() - 40 * 60 * 1000).toISOString();
      await short.db.kysely
        .updateTable('user_sessions')
        .set({ last_seen_at: fortyMinutesAgo })
        .where('id', '=', id)
        .execute();
      expect((await owner.get('/config/api/session')).statusCode).toBe(200);
      const row = await short.db.kysely
        .selectFrom('user_sessions')
        .select('last_seen_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.last_seen_at).not.toBe(fortyMinutesAgo);
    } finally {
      await short.close();
    }
  });
});
