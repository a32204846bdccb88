import type { ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { EDITOR_CSP, editorCspWithStyleNonce } from '../src/plugins/editor-app';
import { STOREFRONT_CSP } from '../src/plugins/security-headers';
import { useTestApp, createTestApp, signedInOwner, TEST_OWNER, Visitor } from './fixtures/create-test-app';

describe.each(testEngines())('response headers on %s', (engine) => {
  const t = useTestApp(engine);

  test.each(['/', '/shop', '/shop/p/linen-shirt', '/cart', '/account/login', '/no-such-page'])(
    'the storefront page %s sends the storefront Content-Security-Policy',
    async (url) => {
      const response = await new Visitor(t.app).get(url);
      expect(response.headers['content-type']).toContain('text/html');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
    },
  );

  test('storefront pages need no inline script: every script is a file or JSON data', async () => {
    for (const url of ['/', '/shop', '/shop/p/linen-shirt', '/cart', '/account/login']) {
      const html = (await new Visitor(t.app).get(url)).body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        expect(attributes).toMatch(/\bsrc="\/|type="application\/(ld\+)?json"/);
      }
      expect(html).not.toMatch(/\son[a-z]+="/i);
    }
  });

  test('the editor keeps its own policy', async () => {
    const response = await new Visitor(t.app).get('/config');
    if (response.statusCode === 200) {
      // With the colour picker's style nonce when the page carries one (decision 0036).
      const nonce = /<meta name="plinth-style-nonce" content="([^"]+)">/.exec(response.body)?.[1];
      expect(response.headers['content-security-policy']).toBe(
        nonce ? editorCspWithStyleNonce(nonce) : EDITOR_CSP,
      );
    }
    expect(STOREFRONT_CSP).not.toBe(EDITOR_CSP);
  });

  test.each([
    '/config/api/session',
    '/api/site-users/account',
    '/api/commerce/shopping-cart',
    '/api/commondata/GetSiteLayout',
  ])('the JSON answer of %s is Cache-Control: no-store', async (url) => {
    const response = await new Visitor(t.app).get(url);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a signed-in owner session answer is not cacheable either, and errors are no-store too', async () => {
    const owner = await signedInOwner(t.app);
    const me = await owner.get('/config/api/session');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const missing = await owner.get('/api/no-such-endpoint');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  test('no Strict-Transport-Security unless HSTS_MAX_AGE is set', async () => {
    expect((await new Visitor(t.app).get('/')).headers['strict-transport-security']).toBeUndefined();
    const withHsts = await createTestApp(engine, { hstsMaxAge: 31_536_000 });
    try {
      const response = await new Visitor(withHsts.app).get('/');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await withHsts.close();
    }
  });

  test('build files under the islands folder are not served: .vite/manifest.json is 404', async () => {
    const visitor = new Visitor(t.app);
    const page = await visitor.get('/shop/p/linen-shirt');
    const bundle = /<script type="module" src="(\/assets\/islands\/[^"]+)"/.exec(page.body)?.[1];
    expect(bundle).toBeDefined();
    expect((await visitor.get(bundle ?? '')).statusCode).toBe(200);
    const manifest = await visitor.get('/assets/islands/.vite/manifest.json');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('"file"');
    expect((await visitor.get('/assets/theme/.hidden')).statusCode).toBe(404);
  });

  test('the owner sign-in 429 sends Retry-After, as the write limit does', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await visitor.request({
        method: 'POST',
        url: '/config/api/session',
        json: { email: TEST_OWNER.email, password: `not the password ${i}` },
      });
    }
    expect(last?.statusCode).toBe(429);
    const body = last?.json<ApiError>();
    expect(body?.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(last?.headers['retry-after']).toBe(String(body?.retryAfter));
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('the customer sign-in 429 sends Retry-After, on the API and on the no-JavaScript form', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const email = 'nobody-here@example.com';
    let api;
    for (let i = 0; i < 6; i += 1) {
      api = await visitor.request({
        method: 'POST',
        url: '/api/site-users/account/session',
        json: { email, password: `not the password ${i}`, rememberMe: false },
      });
    }
    expect(api?.statusCode).toBe(429);
    const body = api?.json<ApiError>();
    expect(body?.code).toBe('SITE_USER_TOO_MANY_ATTEMPTS');
    expect(api?.headers['retry-after']).toBe(String(body?.retryAfter));
    const form = await visitor.request({
      method: 'POST',
      url: '/account/login',
      form: { email, password: 'still wrong', crumb: visitor.cookies.get('crumb') ?? '' },
      crumb: 'omit',
    });
    expect(form.statusCode).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
  });
});
