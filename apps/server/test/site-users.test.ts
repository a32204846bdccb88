import { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH } from '@plinth/commerce';
import type { ApiError, ShoppingCart, SiteUserResponse, SiteUserSessionResponse } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedDemoSite } from '../src/demo/seed';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/security/password';
import { useTestApp, demoProduct, Visitor } from './fixtures/create-test-app';
import {
  cookieOf,
  createShopper,
  isCleared,
  newShopperEmail,
  offerLanguages,
  SHOPPER_PASSWORD,
  signIn,
  signOut,
  signUp,
} from './fixtures/site-user-visitor';

const DAY_MS = 24 * 60 * 60 * 1000;
const XSRF = 'x-siteuser-xsrf-token';

test('the account rules and the server agree on password lengths', () => {
  expect(ACCOUNT_PASSWORD_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  expect(ACCOUNT_PASSWORD_MAX_LENGTH).toBe(PASSWORD_MAX_LENGTH);
});

describe.each(testEngines())('customer accounts API on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });

  async function visitor(host?: string): Promise<Visitor> {
    const v = new Visitor(t.app, host);
    await v.visit();
    return v;
  }

  async function sessionExpiry(siteUserId: string): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('site_user_sessions')
      .select('expires_at')
      .where('site_user_id', '=', siteUserId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return new Date(row.expires_at).getTime() - Date.now();
  }

  describe('sign-up', () => {
    test('creates the account, signs in at once and answers 201 with the xsrfToken', async () => {
      const v = await visitor();
      const email = newShopperEmail();
      const response = await signUp(v, {
        email: `  ${email.toUpperCase()} `,
        password: SHOPPER_PASSWORD,
        name: ' Ada ',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<SiteUserSessionResponse>();
      expect(body.xsrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.siteUser).toEqual({ id: body.siteUser.id, email, name: 'Ada', language: null });
      expect(body.siteUser.id).toMatch(/^[0-9a-f]{24}$/);

      expect(cookieOf(response, 'plinth_site_user')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      const info = cookieOf(response, 'SiteUserInfo');
      expect(info?.httpOnly).toBeFalsy();
      expect(JSON.parse(info?.value ?? '')).toEqual({ authenticated: true, siteUserId: body.siteUser.id });
      // The raw header is URL-encoded JSON, as page scripts decode it.
      const rawInfo = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('SiteUserInfo='));
      expect(rawInfo).toContain(encodeURIComponent('{"authenticated":true'));

      const me = await v.get('/api/site-users/account');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ siteUser: body.siteUser });
    });

    test('an email that has an account gets the answer a new account gets, whatever its case, but no session', async () => {
      const { email, siteUser: existing } = await createShopper(await visitor());
      const fresh = await signUp(await visitor(), {
        email: newShopperEmail(),
        password: 'another password',
        name: 'Eve',
      });
      const other = await visitor();
      const again = await signUp(other, {
        email: ` ${email.toUpperCase()}`,
        password: 'another password',
        name: 'Eve',
      });
      expect(again.statusCode).toBe(201);
      const body = again.json<SiteUserSessionResponse>();
      expect(Object.keys(body)).toEqual(Object.keys(fresh.json<object>()));
      expect(body.xsrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.siteUser).toEqual({ id: body.siteUser.id, email, name: 'Eve', language: null });
      expect(body.siteUser.id).toMatch(/^[0-9a-f]{24}$/);
      expect(body.siteUser.id).not.toBe(existing.id);
      const names = (r: typeof again) => r.cookies.map((c) => c.name).sort();
      expect(names(again)).toEqual(names(fresh));
      expect(cookieOf(again, 'plinth_site_user')?.httpOnly).toBe(true);

      // Nothing is signed in, and the account keeps its password.
      const me = await other.get('/api/site-users/account');
      expect(me.statusCode).toBe(401);
      const owner = await visitor();
      expect((await signIn(owner, { email, password: SHOPPER_PASSWORD, rememberMe: false })).statusCode).toBe(
        200,
      );
      const outbox = await t.db.kysely
        .selectFrom('emails')
        .select(['to_address', 'template'])
        .where('template', '=', 'account-exists')
        .where('to_address', '=', email)
        .execute();
      expect(outbox).toEqual([{ to_address: email, template: 'account-exists' }]);
    });

    test('field problems come back together, each with its message', async () => {
      const response = await signUp(await visitor(), {
        email: 'not-an-email',
        password: 'short',
        name: '   ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'SITE_USER_INVALID',
        message: 'Check the highlighted fields and try again.',
        fieldErrors: {
          name: 'Enter your name.',
          email: 'Please enter a valid email',
          password: 'Password must be at least 8 characters.',
        },
      });
    });

    test('needs the crumb', async () => {
      const v = await visitor();
      const response = await v.request({
        method: 'POST',
        url: '/api/site-users/account',
        json: { email: newShopperEmail(), password: SHOPPER_PASSWORD, name: 'Ada' },
        crumb: 'omit',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CRUMB_FAIL', crumbFail: true });
    });
  });

  describe('sign-in', () => {
    test('with rememberMe: persistent 30-day cookies and a 30-day session', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const response = await signIn(v, { email, password: SHOPPER_PASSWORD, rememberMe: true });
      expect(response.statusCode).toBe(200);
      const body = response.json<SiteUserSessionResponse>();
      expect(body.xsrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      for (const name of ['plinth_site_user', 'SiteUserInfo']) {
        expect(cookieOf(response, name)?.maxAge).toBe(30 * 24 * 60 * 60);
      }
      const left = await sessionExpiry(body.siteUser.id);
      expect(left).toBeGreaterThan(29 * DAY_MS);
      expect(left).toBeLessThanOrEqual(30 * DAY_MS);
    });

    test('without rememberMe: browser-session cookies and a one-day session', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const response = await signIn(v, { email, password: SHOPPER_PASSWORD, rememberMe: false });
      expect(response.statusCode).toBe(200);
      for (const name of ['plinth_site_user', 'SiteUserInfo']) {
        expect(cookieOf(response, name)?.maxAge).toBeUndefined();
        expect(cookieOf(response, name)?.expires).toBeUndefined();
      }
      const left = await sessionExpiry(response.json<SiteUserResponse>().siteUser.id);
      expect(left).toBeGreaterThan(DAY_MS - 60_000);
      expect(left).toBeLessThanOrEqual(DAY_MS);
    });

    test('a wrong password and an unknown email get the same answer', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const wrong = await signIn(v, { email, password: 'not the password', rememberMe: false });
      const unknown = await signIn(v, {
        email: newShopperEmail(),
        password: 'not the password',
        rememberMe: false,
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({
        code: 'SITE_USER_BAD_CREDENTIALS',
        message: 'That email and password do not match an account.',
      });
    });

    test('pauses an account after five failed attempts with a clear 429', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(v, { email, password: `wrong ${i}` })).statusCode).toBe(401);
      }
      const blocked = await signIn(v, { email: email.toUpperCase(), password: SHOPPER_PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'SITE_USER_TOO_MANY_ATTEMPTS',
        message: 'Too many sign-in attempts. Try again in 15 minutes.',
      });
      expect(blocked.json<ApiError>().retryAfter).toBeGreaterThan(0);
    });

    test('a burst of 30 parallel wrong sign-ins for one account gets five tries; the rest are 429', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn(v, { email, password: `wrong guess ${i}` })),
      );
      const codes = answers.map((a) => a.statusCode);
      const tried = codes.filter((code) => code === 401).length;
      expect(tried).toBeGreaterThan(0);
      expect(tried).toBeLessThanOrEqual(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(30 - tried);
      // The right password is refused too until the pause ends.
      expect((await signIn(v, { email, password: SHOPPER_PASSWORD })).statusCode).toBe(429);
    });

    test('a burst of sign-ups with a taken email from one address gets at most the new-account limit of answers; the rest are 429', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const crumb = v.cookies.get('crumb') ?? '';
      // An address of its own, so the other tests' attempts from 127.0.0.1 do not count here.
      const signUpFrom = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/site-users/account',
          remoteAddress,
          headers: { host: 'localhost:3000', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
          payload: { email, password: SHOPPER_PASSWORD, name: 'Eve' },
        });
      const answers = await Promise.all(Array.from({ length: 25 }, () => signUpFrom('203.0.113.9')));
      const codes = answers.map((a) => a.statusCode);
      const tried = codes.filter((code) => code === 201).length;
      expect(tried).toBeGreaterThan(0);
      expect(tried).toBeLessThanOrEqual(t.app.config.newAccountsPerAddress);
      expect(codes.filter((code) => code === 429)).toHaveLength(25 - tried);
      expect((await signUpFrom('203.0.113.10')).statusCode).toBe(201);
    });

    test('an expired session is not signed in', async () => {
      const v = await visitor();
      const { siteUser } = await createShopper(v);
      await t.db.kysely
        .updateTable('site_user_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('site_user_id', '=', siteUser.id)
        .execute();
      const me = await v.get('/api/site-users/account');
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ code: 'SITE_USER_AUTH_REQUIRED', message: 'Sign in to continue.' });
      // The stale cookies are cleared, so page scripts stop showing a signed-in state.
      expect(isCleared(me, 'SiteUserInfo')).toBe(true);
    });
  });

  describe('language', () => {
    beforeAll(async () => {
      await offerLanguages(t.app, ['en-US', 'fr-CA']);
    });
    afterAll(async () => {
      await offerLanguages(t.app, ['en-US']);
    });

    test('needs the session’s X-SiteUser-XSRF-Token and stores a canonical tag', async () => {
      const v = await visitor();
      const { xsrfToken } = await createShopper(v);
      const post = (headers: Record<string, string>, language = 'fr-ca') =>
        v.request({ method: 'POST', url: '/api/site-users/account/locale', json: { language }, headers });

      const missing = await post({});
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({
        code: 'SITE_USER_XSRF_MISMATCH',
        message: 'This page is from an earlier sign-in. Reload the page and try again.',
      });
      expect((await post({ [XSRF]: 'a'.repeat(43) })).statusCode).toBe(403);

      const saved = await post({ [XSRF]: xsrfToken });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ siteUser: { language: 'fr-CA' } });
      expect((await v.get('/api/site-users/account')).json()).toMatchObject({
        siteUser: { language: 'fr-CA' },
      });
    });

    test.each([['english please'], ['x'], ['en-'], ['a'.repeat(17)], [''], ['de-DE'], ['fr-FR'], ['en']])(
      'refuses %j (not a language, or one the site does not offer) with a 400 field message',
      async (language) => {
        const v = await visitor();
        const { xsrfToken } = await createShopper(v);
        const response = await v.request({
          method: 'POST',
          url: '/api/site-users/account/locale',
          json: { language },
          headers: { [XSRF]: xsrfToken },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'SITE_USER_INVALID',
          fieldErrors: { language: 'Choose a language from the list.' },
        });
      },
    );

    test('answers 401 without a session', async () => {
      const v = await visitor();
      const response = await v.request({
        method: 'POST',
        url: '/api/site-users/account/locale',
        json: { language: 'en' },
        headers: { [XSRF]: 'a'.repeat(43) },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('sign-out and the cart', () => {
    async function cartOf(v: Visitor): Promise<ShoppingCart> {
      return (await v.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    }

    test('cloneCart=true ends the session and leaves the visitor a copy of the cart', async () => {
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const v = await visitor();
      const { email } = await createShopper(v);
      const accountToken = v.cookies.get('plinth_cart');
      expect(accountToken).toBeTruthy();
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 });
      const secret = v.cookies.get('plinth_site_user') ?? '';

      const out = await signOut(v, true);
      expect(out.statusCode).toBe(204);
      expect(isCleared(out, 'plinth_site_user')).toBe(true);
      expect(isCleared(out, 'SiteUserInfo')).toBe(true);
      const copyToken = cookieOf(out, 'plinth_cart')?.value;
      expect(copyToken).toBeTruthy();
      expect(copyToken).not.toBe(accountToken);
      expect(await cartOf(v)).toMatchObject({ totalQuantity: 2, entries: [{ itemId: mug.id, quantity: 2 }] });

      // The server ended the session: the old cookie signs no one in.
      const replay = new Visitor(t.app);
      replay.cookies.set('plinth_site_user', secret);
      expect((await replay.get('/api/site-users/account')).statusCode).toBe(401);

      // The copy is the visitor's alone; the account kept its own cart, under a new token.
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
      const back = await visitor();
      await signIn(back, { email, password: SHOPPER_PASSWORD });
      expect(back.cookies.get('plinth_cart')).toBeTruthy();
      expect(back.cookies.get('plinth_cart')).not.toBe(accountToken);
      expect((await cartOf(back)).totalQuantity).toBe(2);
    });

    test('cloneCart=false clears the cart cookie; the cart waits in the account', async () => {
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const v = await visitor();
      const { email } = await createShopper(v);
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 3 });

      const out = await signOut(v, false);
      expect(out.statusCode).toBe(204);
      expect(isCleared(out, 'plinth_cart')).toBe(true);
      expect(isCleared(out, 'plinth_site_user')).toBe(true);
      expect((await cartOf(v)).totalQuantity).toBe(0);

      await signIn(v, { email, password: SHOPPER_PASSWORD });
      expect((await cartOf(v)).totalQuantity).toBe(3);
    });

    test('sign-out needs the crumb and works for a visitor who is not signed in', async () => {
      const v = await visitor();
      await createShopper(v);
      const forged = await v.request({
        method: 'DELETE',
        url: '/api/site-users/account/session?cloneCart=true',
        crumb: 'omit',
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ crumbFail: true });
      expect((await v.get('/api/site-users/account')).statusCode).toBe(200);

      expect((await signOut(await visitor(), true)).statusCode).toBe(204);
    });

    test('sign-in hands the visitor’s cart to an account that has none', async () => {
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const owner = await visitor();
      const { email, siteUser } = await createShopper(owner);
      await signOut(owner, false);
      // The account got an empty cart at sign-up; drop it to test an account with none.
      await t.db.kysely.deleteFrom('carts').where('site_user_id', '=', siteUser.id).execute();

      const v = await visitor();
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
      const token = v.cookies.get('plinth_cart');
      const response = await signIn(v, { email, password: SHOPPER_PASSWORD });
      expect(v.cookies.get('plinth_cart')).toBe(token);
      const cart = await t.db.kysely
        .selectFrom('carts')
        .select('site_user_id')
        .where('token', '=', token ?? '')
        .executeTakeFirstOrThrow();
      expect(cart.site_user_id).toBe(response.json<SiteUserResponse>().siteUser.id);
    });

    test('sign-in merges the visitor’s cart into the account’s: larger quantity per line, new lines added, within stock', async () => {
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const shirt = await demoProduct(t.db, 'linen-shirt');
      const stickers = await demoProduct(t.db, 'sticker-pack');
      const sandM = shirt.sku({ Color: 'Sand', Size: 'M' });
      const navyS = shirt.variants.find((v) => v.sku === shirt.sku({ Color: 'Navy', Size: 'S' }));
      const first = await visitor();
      const { email } = await createShopper(first);
      await first.addToCart({ itemId: shirt.id, sku: sandM, quantity: 2 });
      await first.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
      await signOut(first, false);

      const v = await visitor();
      await v.addToCart({ itemId: shirt.id, sku: sandM, quantity: 1 });
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 4 });
      await v.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 5 });
      await v.addToCart({ itemId: shirt.id, sku: navyS?.sku, quantity: 3 });
      const visitorToken = v.cookies.get('plinth_cart');
      // Stock sold elsewhere since the visitor added: only 2 Navy S are left.
      const setNavyStock = (qty: number) =>
        t.db.kysely
          .updateTable('variants')
          .set({ stock_qty: qty })
          .where('id', '=', navyS?.id ?? '')
          .execute();
      await setNavyStock(2);
      try {
        await signIn(v, { email, password: SHOPPER_PASSWORD });
      } finally {
        await setNavyStock(navyS?.qtyInStock ?? 20);
      }

      expect(v.cookies.get('plinth_cart')).not.toBe(visitorToken);
      const cart = await cartOf(v);
      expect(cart.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([
        [sandM, 2],
        [mug.sku(), 4],
        [stickers.sku(), 5],
        [navyS?.sku, 2],
      ]);

      // The visitor's own cart is gone: its token names no cart any more.
      const stale = new Visitor(t.app);
      stale.cookies.set('plinth_cart', visitorToken ?? '');
      expect((await cartOf(stale)).totalQuantity).toBe(0);
    });

    test('the copy kept at sign-out does not double the cart at the next sign-in', async () => {
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const v = await visitor();
      const { email } = await createShopper(v);
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 });
      await signOut(v, true);
      await signIn(v, { email, password: SHOPPER_PASSWORD });
      expect((await cartOf(v)).totalQuantity).toBe(2);
    });
  });

  test('an account and its sessions belong to one website', async () => {
    await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['other.test']));
    const here = await visitor();
    const { email } = await createShopper(here);

    const there = await visitor('other.test');
    for (const name of ['plinth_site_user', 'SiteUserInfo'])
      there.cookies.set(name, here.cookies.get(name) ?? '');
    expect((await there.get('/api/site-users/account')).statusCode).toBe(401);
    expect(
      (await signIn(await visitor('other.test'), { email, password: SHOPPER_PASSWORD })).statusCode,
    ).toBe(401);
    // The same email may open a separate account on the other site.
    const separate = await signUp(await visitor('other.test'), {
      email,
      password: 'other site password',
      name: 'Ada',
    });
    expect(separate.statusCode).toBe(201);
  });

  describe('bad input is a 4xx, never a 500', () => {
    const cases: [string, 'POST' | 'DELETE' | 'GET', string, unknown][] = [
      ['sign-up without fields', 'POST', '/api/site-users/account', {}],
      ['sign-up with numbers', 'POST', '/api/site-users/account', { email: 5, password: 6, name: 7 }],
      [
        'sign-up with a huge name',
        'POST',
        '/api/site-users/account',
        { email: 'a@b.co', password: 'x'.repeat(9), name: 'n'.repeat(5000) },
      ],
      [
        'sign-up with a password past 256',
        'POST',
        '/api/site-users/account',
        { email: 'a@b.co', password: 'p'.repeat(300), name: 'A' },
      ],
      [
        'sign-in with a string rememberMe',
        'POST',
        '/api/site-users/account/session',
        { email: 'a@b.co', password: 'x', rememberMe: 'yes' },
      ],
      ['sign-in without a password', 'POST', '/api/site-users/account/session', { email: 'a@b.co' }],
      [
        'sign-in with an empty password',
        'POST',
        '/api/site-users/account/session',
        { email: 'a@b.co', password: '' },
      ],
      ['sign-in with an array', 'POST', '/api/site-users/account/session', ['a@b.co']],
      [
        'sign-out with cloneCart=maybe',
        'DELETE',
        '/api/site-users/account/session?cloneCart=maybe',
        undefined,
      ],
      ['locale with a number', 'POST', '/api/site-users/account/locale', { language: 12 }],
    ];
    test.each(cases)('%s', async (_name, method, url, json) => {
      const response = await (await visitor()).request({ method, url, json });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<ApiError>().message).toBeTruthy();
    });

    test('a malformed session cookie is simply signed out', async () => {
      const v = await visitor();
      v.cookies.set('plinth_site_user', '%%%not-a-secret');
      v.cookies.set('SiteUserInfo', '{"authenticated":');
      expect((await v.get('/api/site-users/account')).statusCode).toBe(401);
    });

    test('a body that is not JSON', async () => {
      const v = await visitor();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/site-users/account/session',
        headers: {
          host: 'localhost:3000',
          cookie: `crumb=${v.cookies.get('crumb')}`,
          'x-csrf-token': v.cookies.get('crumb') ?? '',
          'content-type': 'application/json',
        },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
    });
  });
});
