import type { ShoppingCart } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test, vi } from 'vitest';
import { useTestApp, demoProduct, Visitor } from './fixtures/create-test-app';
import {
  cookieOf,
  createShopper,
  offerLanguages,
  isCleared,
  newShopperEmail,
  SHOPPER_PASSWORD,
} from './fixtures/site-user-visitor';

/** The JSON props the server rendered for the account island. */
function accountProps(html: string): Record<string, unknown> {
  const id = /data-island="account" id="([^"]+)"/.exec(html)?.[1];
  const json = new RegExp(`data-island-props="${id}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe.each(testEngines())('customer account pages on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 10_000 } });

  async function visitor(): Promise<Visitor> {
    const v = new Visitor(t.app);
    await v.visit('/account/login');
    return v;
  }

  function post(v: Visitor, url: string, form: Record<string, string>) {
    return v.request({
      method: 'POST',
      url,
      form: { crumb: v.cookies.get('crumb') ?? '', ...form },
      crumb: 'omit',
    });
  }

  describe('signed out', () => {
    test('/account sends the visitor to /account/login', async () => {
      const response = await new Visitor(t.app).get('/account');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/account/login');
    });

    test('/account/login is a sign-in form that works without JavaScript and is never cached', async () => {
      const response = await new Visitor(t.app).get('/account/login');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const html = response.body;
      expect(html).toContain('<title>Sign in — Plinth Supply Co.</title>');
      expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
      expect(html).toContain('<form class="plinth-account-form" action="/account/login" method="post">');
      expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
      expect(html).toContain('name="password"');
      expect(html).toContain('name="rememberMe"');
      expect(html).toContain('Keep me signed in');
      expect(html).toContain('href="/account/create"');
      expect(html).toContain('/assets/theme/account.css');
      expect(accountProps(html)).toMatchObject({ view: 'sign-in', rememberMe: false, notice: null });
      // The crumb in the page is this visitor's, never a cached one.
      expect(html).not.toContain('PlinthCrumbSentinel');
    });

    test('/account/create is a create-account form', async () => {
      const response = await new Visitor(t.app).get('/account/create');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<h1[^>]*>Create an account<\/h1>/);
      expect(response.body).toContain('action="/account/create"');
      for (const field of ['name', 'email', 'password']) expect(response.body).toContain(`name="${field}"`);
      expect(response.body).toContain('At least 8 characters.');
      expect(response.body).toContain('href="/account/login"');
    });

    test('an unparsable SiteUserInfo cookie counts as signed out and is logged at debug level only', async () => {
      const v = await visitor();
      await createShopper(v);
      expect((await v.get('/account')).statusCode).toBe(200);
      const errors = vi.spyOn(t.app.log, 'error');
      const warnings = vi.spyOn(t.app.log, 'warn');
      const debug = vi.spyOn(t.app.log, 'debug');
      try {
        v.cookies.set('SiteUserInfo', '{not json');
        const response = await v.get('/account');
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/account/login');
        expect(isCleared(response, 'SiteUserInfo')).toBe(true);
        // Any visitor can send this cookie: it must not write error lines (or alerts) on demand.
        for (let i = 0; i < 20; i += 1) {
          await t.app.inject({ url: '/account', headers: { cookie: 'SiteUserInfo=%7Bnot-json' } });
        }
        expect(errors).not.toHaveBeenCalled();
        expect(warnings).not.toHaveBeenCalled();
        expect(debug).toHaveBeenCalledWith(
          expect.objectContaining({ cookie: 'SiteUserInfo' }),
          expect.stringContaining('unparsable SiteUserInfo cookie'),
        );
      } finally {
        errors.mockRestore();
        warnings.mockRestore();
        debug.mockRestore();
      }
    });

    test('a SiteUserInfo cookie naming someone else is signed out', async () => {
      const v = await visitor();
      await createShopper(v);
      v.cookies.set('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'someone-else' }));
      expect((await v.get('/account')).statusCode).toBe(303);
    });
  });

  describe('signed in', () => {
    test('/account shows the name, email, language choice and Sign out; sign-in pages send to it', async () => {
      const v = await visitor();
      const { email, xsrfToken } = await createShopper(v, 'Ada <Lovelace>');
      const response = await v.get('/account');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const html = response.body;
      expect(html).toMatch(/<h1[^>]*>Your account<\/h1>/);
      expect(html).toContain('Ada &lt;Lovelace&gt;');
      expect(html).toContain(email);
      expect(html).toContain('action="/account/locale"');
      expect(html).toContain('<option value="en-US" lang="en-US" selected="">English (US)</option>');
      // Only the site's languages: the demo site offers just its default.
      expect(html.match(/<option /g)).toHaveLength(1);
      expect(html).not.toContain('Français (France)');
      expect(html).toContain('action="/account/logout"');
      expect(html).toContain('Sign out');
      expect(accountProps(html)).toMatchObject({ view: 'account', xsrfToken, language: 'en-US' });

      for (const path of ['/account/login', '/account/create']) {
        const redirect = await v.get(path);
        expect(redirect.statusCode).toBe(303);
        expect(redirect.headers.location).toBe('/account');
      }
    });
  });

  describe('forms without JavaScript', () => {
    test('create account: 303 to /account, signed in', async () => {
      const v = await visitor();
      const email = newShopperEmail();
      const response = await post(v, '/account/create', { name: 'Grace', email, password: SHOPPER_PASSWORD });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/account');
      expect(cookieOf(response, 'plinth_site_user')?.httpOnly).toBe(true);
      expect((await v.get('/account')).body).toContain('Grace');
    });

    test('create account with bad fields shows each message and keeps what was typed, not the password', async () => {
      const v = await visitor();
      const response = await post(v, '/account/create', {
        name: 'Grace',
        email: 'grace@',
        password: 'hunter2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter a valid email');
      expect(response.body).toContain('Password must be at least 8 characters.');
      expect(response.body).toContain('value="grace@"');
      expect(response.body).not.toContain('hunter2');
      expect(response.body).toContain('aria-invalid="true"');
    });

    test('sign in: wrong password re-renders with the message; the right one with rememberMe lands on /account', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const wrong = await post(v, '/account/login', { email, password: 'wrong password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('That email and password do not match an account.');
      expect(wrong.body).toContain('Unable to Sign In');
      expect(wrong.body).toContain(`value="${email}"`);

      const right = await post(v, '/account/login', {
        email,
        password: SHOPPER_PASSWORD,
        rememberMe: 'true',
      });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe('/account');
      expect(cookieOf(right, 'plinth_site_user')?.maxAge).toBe(30 * 24 * 60 * 60);
    });

    test('sign in with a returnTo (a member-only page) goes back to that page; other sites are never a target', async () => {
      const { email } = await createShopper(await visitor());
      const v = await visitor();
      const form = await v.get('/account/login?returnTo=%2Fmembers-lounge%3Fx%3D1');
      expect(form.body).toContain('name="returnTo" value="/members-lounge?x=1"');
      const back = await post(v, '/account/login', {
        email,
        password: SHOPPER_PASSWORD,
        returnTo: '/members-lounge?x=1',
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/members-lounge?x=1');
      // Signed in already: the sign-in page sends the customer straight on.
      const again = await v.get('/account/login?returnTo=%2Fmembers-lounge');
      expect([again.statusCode, again.headers.location]).toEqual([303, '/members-lounge']);

      for (const hostile of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const other = await visitor();
        const page = await other.get(`/account/login?returnTo=${encodeURIComponent(hostile)}`);
        expect(page.body).not.toContain('name="returnTo"');
        const signedIn = await post(other, '/account/login', {
          email,
          password: SHOPPER_PASSWORD,
          returnTo: hostile,
        });
        expect(signedIn.headers.location).toBe('/account');
      }
    });

    test('a post without the crumb is refused on the form, with the session-expired text', async () => {
      const v = await visitor();
      const response = await v.request({
        method: 'POST',
        url: '/account/login',
        form: { email: 'a@b.co', password: 'whatever1' },
        crumb: 'omit',
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Your session has expired. Please reload the page and try again.');
    });

    test("language: one of the site's languages, saved with the xsrfToken field, refused without it", async () => {
      await offerLanguages(t.app, ['en-US', 'de-DE']);
      const v = await visitor();
      const { xsrfToken } = await createShopper(v);
      const refused = await post(v, '/account/locale', { language: 'de-DE' });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Unable to Save Language');
      expect(refused.body).toContain('This page is from an earlier sign-in. Reload the page and try again.');

      const saved = await post(v, '/account/locale', { language: 'de-DE', xsrfToken });
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe('/account?saved=language');
      const page = await v.get('/account?saved=language');
      expect(page.body).toContain('Your language is saved.');
      expect(page.body).toContain('<option value="de-DE" lang="de-DE" selected="">Deutsch</option>');
      // The account's own select lists the site's two languages (the footer's switcher has its own).
      const accountSelect = page.body.split('id="language-switcher"')[0] ?? '';
      expect(accountSelect.match(/<option /g)).toHaveLength(2);

      const notOffered = await post(v, '/account/locale', { language: 'fr-FR', xsrfToken });
      expect(notOffered.body).toContain('Choose a language from the list.');
      await offerLanguages(t.app, ['en-US']);
    });

    test('sign out keeps a copy of the cart and lands on the sign-in page saying so', async () => {
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const v = await visitor();
      await createShopper(v);
      await v.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 });
      const response = await post(v, '/account/logout', { cloneCart: 'true' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/account/login?signedOut=1');
      expect(isCleared(response, 'plinth_site_user')).toBe(true);
      expect((await v.get('/api/commerce/shopping-cart')).json<ShoppingCart>().totalQuantity).toBe(2);
      const page = await v.get('/account/login?signedOut=1');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('You have signed out.');
      expect((await v.get('/account')).statusCode).toBe(303);
    });
  });
});
