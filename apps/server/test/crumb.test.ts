import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { isIssuedCrumb } from '../src/plugins/crumb';
import {
  useTestApp,
  createTestApp,
  signedInOwner,
  TEST_OWNER,
  Visitor,
  type TestApp,
} from './fixtures/create-test-app';
import { createShopper, SHOPPER_PASSWORD } from './fixtures/site-user-visitor';

const PREFERENCES = '/api/v1/commerce-preferences/store';

describe.each(testEngines())('the CSRF crumb on %s', (engine) => {
  const t = useTestApp(engine);

  describe('(a) only crumbs the server issued count', () => {
    test('a crumb cookie the client chose is replaced, and writing with it is refused', async () => {
      const owner = await signedInOwner(t.app);
      for (const chosen of [
        'attackerChosenCrumb0001',
        'A'.repeat(44),
        'attacker-chosen-crumb-of-the-right-length44',
      ]) {
        owner.cookies.set('crumb', chosen);
        const response = await owner.request({
          method: 'PUT',
          url: PREFERENCES,
          json: { soldOutText: 'forged' },
          crumb: chosen,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'CRUMB_FAIL', crumbFail: true });
        const replaced = response.cookies.find((c) => c.name === 'crumb')?.value;
        expect(replaced).toBeDefined();
        expect(replaced).not.toBe(chosen);
      }
      // The replacement the server sent works, as the clients' one retry on crumbFail expects.
      const retry = await owner.request({ method: 'PUT', url: PREFERENCES, json: { soldOutText: 'Gone' } });
      expect(retry.statusCode, retry.body).toBe(200);
    });

    test('a page view with a chosen crumb cookie gets an issued one, rendered into the page', async () => {
      const visitor = new Visitor(t.app);
      visitor.cookies.set('crumb', 'attackerChosenCrumb0001');
      const page = await visitor.get('/shop/p/linen-shirt');
      const issued = visitor.cookies.get('crumb') ?? '';
      expect(issued).not.toBe('attackerChosenCrumb0001');
      expect(isIssuedCrumb(t.app.crumbKey, issued)).toBe(true);
      expect(page.body).toContain(`value="${issued}"`);
      expect(page.body).not.toContain('attackerChosenCrumb0001');
    });

    test('an issued crumb is kept as it is across requests', async () => {
      const visitor = new Visitor(t.app);
      await visitor.visit();
      const first = visitor.cookies.get('crumb');
      const again = await visitor.visit();
      expect(again.cookies.find((c) => c.name === 'crumb')).toBeUndefined();
      expect(visitor.cookies.get('crumb')).toBe(first);
    });

    test('every process of a deployment shares the key: a second app on the same database accepts the crumb', async () => {
      const second = await buildApp({ config: testConfig({ dataDir: t.dataDir }), db: t.db });
      try {
        await second.ready();
        expect(second.crumbKey.equals(t.app.crumbKey)).toBe(true);
        const visitor = new Visitor(t.app);
        await visitor.visit();
        const onSecond = new Visitor(second);
        onSecond.cookies.set('crumb', visitor.cookies.get('crumb') ?? '');
        const mug = await onSecond.addToCart({ itemId: 'no-such-item', quantity: 1 });
        expect(mug.json()).not.toMatchObject({ code: 'CRUMB_FAIL' });
        expect(mug.cookies.find((c) => c.name === 'crumb')).toBeUndefined();
      } finally {
        await second.close();
      }
    });
  });

  describe('(b) sign-in issues a new crumb', () => {
    test('owner sign-in: the old crumb stops working, the new one works', async () => {
      const owner = new Visitor(t.app);
      await owner.visit();
      const before = owner.cookies.get('crumb') ?? '';
      const signIn = await owner.request({ method: 'POST', url: '/config/api/session', json: TEST_OWNER });
      expect(signIn.statusCode).toBe(200);
      const after = signIn.cookies.find((c) => c.name === 'crumb');
      expect(after).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(after?.httpOnly).toBeFalsy();
      expect(after?.value).not.toBe(before);
      const stale = await owner.request({
        method: 'PUT',
        url: PREFERENCES,
        json: { soldOutText: 'Sold out' },
        crumb: before,
      });
      expect(stale.statusCode).toBe(403);
      const fresh = await owner.request({
        method: 'PUT',
        url: PREFERENCES,
        json: { soldOutText: 'Sold out' },
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
    });

    test('customer sign-in through the API and sign-up: a new crumb each time', async () => {
      const shopper = new Visitor(t.app);
      await shopper.visit();
      const beforeSignUp = shopper.cookies.get('crumb');
      const { email } = await createShopper(shopper);
      const afterSignUp = shopper.cookies.get('crumb');
      expect(afterSignUp).not.toBe(beforeSignUp);
      const signIn = await shopper.request({
        method: 'POST',
        url: '/api/site-users/account/session',
        json: { email, password: SHOPPER_PASSWORD, rememberMe: false },
      });
      expect(signIn.statusCode).toBe(200);
      expect(shopper.cookies.get('crumb')).not.toBe(afterSignUp);
      const stale = await shopper.addToCart({ itemId: 'x', quantity: 1 }, afterSignUp);
      expect(stale.statusCode).toBe(403);
    });

    test('customer sign-in through the no-JavaScript form: a new crumb, rendered on the next page', async () => {
      const creator = new Visitor(t.app);
      await creator.visit();
      const { email } = await createShopper(creator);
      const shopper = new Visitor(t.app);
      await shopper.get('/account/login');
      const before = shopper.cookies.get('crumb') ?? '';
      const signIn = await shopper.request({
        method: 'POST',
        url: '/account/login',
        form: { email, password: SHOPPER_PASSWORD, crumb: before },
        crumb: 'omit',
      });
      expect(signIn.statusCode).toBe(303);
      const after = shopper.cookies.get('crumb') ?? '';
      expect(after).not.toBe(before);
      const account = await shopper.get('/account');
      expect(account.statusCode).toBe(200);
      expect(account.body).toContain(`value="${after}"`);
      expect(account.body).not.toContain(before);
    });
  });

  describe('(c) never from the query string', () => {
    test('?crumb= is ignored on owner and storefront writes', async () => {
      const owner = await signedInOwner(t.app);
      const crumb = owner.cookies.get('crumb') ?? '';
      const viaQuery = await owner.request({
        method: 'PUT',
        url: `${PREFERENCES}?crumb=${crumb}`,
        json: { soldOutText: 'via query' },
        crumb: 'omit',
      });
      expect(viaQuery.statusCode).toBe(403);
      expect(viaQuery.json()).toMatchObject({ code: 'CRUMB_FAIL' });
      const signOut = await owner.request({
        method: 'DELETE',
        url: `/api/site-users/account/session?cloneCart=true&crumb=${crumb}`,
        crumb: 'omit',
      });
      expect(signOut.statusCode).toBe(403);
    });
  });

  describe('(d) url-encoded bodies only on the storefront forms', () => {
    test('an owner JSON route never takes its crumb from a form body, and refuses form bodies with 415', async () => {
      const owner = await signedInOwner(t.app);
      const crumb = owner.cookies.get('crumb') ?? '';
      // The crumb only in the form: refused before the body is read (the guards run in onRequest).
      const inForm = await owner.request({
        method: 'PUT',
        url: PREFERENCES,
        form: { soldOutText: 'via-form', crumb },
        crumb: 'omit',
      });
      expect(inForm.statusCode).toBe(403);
      expect(inForm.json()).toMatchObject({ code: 'CRUMB_FAIL' });
      // With the crumb in its header, a form body is still not parsed on a JSON route.
      const withHeader = await owner.request({
        method: 'PUT',
        url: PREFERENCES,
        form: { soldOutText: 'via-form' },
      });
      expect(withHeader.statusCode).toBe(415);
      const session = await owner.request({
        method: 'POST',
        url: '/config/api/session',
        form: { ...TEST_OWNER },
      });
      expect(session.statusCode).toBe(415);
    });

    test('the storefront API refuses form bodies too; the no-JavaScript forms still take them', async () => {
      const visitor = new Visitor(t.app);
      await visitor.visit();
      const crumb = visitor.cookies.get('crumb') ?? '';
      const api = await visitor.request({
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        form: { itemId: 'x', quantity: '1', crumb },
      });
      expect(api.statusCode).toBe(415);
      const form = await visitor.request({
        method: 'POST',
        url: '/cart/add',
        form: { itemId: 'no-such-item', quantity: '1', crumb },
        crumb: 'omit',
      });
      expect(form.statusCode).not.toBe(415);
      expect(form.statusCode).toBeLessThan(500);
    });

    test('a JSON body cannot carry the crumb in place of the header', async () => {
      const owner = await signedInOwner(t.app);
      const crumb = owner.cookies.get('crumb') ?? '';
      const response = await owner.request({
        method: 'PUT',
        url: PREFERENCES,
        json: { soldOutText: 'x', crumb },
        crumb: 'omit',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('(e) over https the cookie is __Host-crumb', () => {
    let secure: TestApp;
    beforeAll(async () => {
      secure = await createTestApp(engine, { cookieSecure: 'always' });
    });
    afterAll(async () => (secure as TestApp | undefined)?.close());

    test('set Secure, host-only, Path=/, readable by the page; the plain name is not set', async () => {
      const response = await new Visitor(secure.app).visit();
      const cookie = response.cookies.find((c) => c.name === '__Host-crumb');
      expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.httpOnly).toBeFalsy();
      expect(response.cookies.find((c) => c.name === 'crumb')).toBeUndefined();
    });

    test('writes send it back as usual; a plain crumb cookie (planted by a sibling site) counts for nothing', async () => {
      const visitor = new Visitor(secure.app);
      await visitor.visit();
      const crumb = visitor.cookies.get('__Host-crumb') ?? '';
      const ok = await visitor.addToCart({ itemId: 'no-such-item', quantity: 1 }, crumb);
      expect(ok.json()).not.toMatchObject({ code: 'CRUMB_FAIL' });
      // A crumb the server really issued (over http, say), planted under the plain name.
      const planted = new Visitor(t.app);
      await planted.visit();
      const plantedCrumb = planted.cookies.get('crumb') ?? '';
      const victim = new Visitor(secure.app);
      victim.cookies.set('crumb', plantedCrumb);
      const forged = await victim.addToCart({ itemId: 'no-such-item', quantity: 1 }, plantedCrumb);
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'CRUMB_FAIL' });
    });

    test('sign-in issues a new __Host-crumb', async () => {
      const owner = new Visitor(secure.app);
      await owner.visit();
      const before = owner.cookies.get('__Host-crumb');
      const signIn = await owner.request({
        method: 'POST',
        url: '/config/api/session',
        json: TEST_OWNER,
        crumb: before,
      });
      expect(signIn.statusCode).toBe(200);
      expect(owner.cookies.get('__Host-crumb')).not.toBe(before);
    });
  });
});
