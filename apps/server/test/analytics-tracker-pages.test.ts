import { TRACKER_CONFIG_ELEMENT_ID, type TrackerConfig } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { updateStoredSettings } from '../src/modules/sites';
import { signedInOwner, TEST_OWNER, useTestApp, Visitor } from './fixtures/create-test-app';

const CONFIG = new RegExp(`<script type="application/json" id="${TRACKER_CONFIG_ELEMENT_ID}">(.*?)</script>`);

function trackerConfig(html: string): TrackerConfig {
  const json = CONFIG.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no tracker config');
  return JSON.parse(json) as TrackerConfig;
}

describe.each(testEngines())('the analytics tracker on storefront pages on %s', (engine) => {
  const t = useTestApp(engine);

  test('every page carries the config and the deferred tracker script, which is served immutable', async () => {
    const home = await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    const config = trackerConfig(home.body);
    expect(config).toMatchObject({ websiteId: t.websiteId, trackPageView: true, templateId: 'home' });
    const src = /<script defer src="(\/assets\/tracker\/tracker\.[A-Z0-9]+\.js)"><\/script>/.exec(
      home.body,
    )?.[1];
    expect(src).toBeDefined();
    const bundle = await t.app.inject({ url: src! });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    expect(bundle.headers['content-type']).toContain('javascript');
    // The storefront's policy lets it run: it comes from the page's own origin.
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('the not-found page gets no page view; the shop does', async () => {
    const missing = await t.app.inject({
      url: '/no-such-page',
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(trackerConfig(missing.body)).toMatchObject({ trackPageView: false, templateId: 'not-found' });
    const shop = await t.app.inject({ url: '/shop', headers: { host: 'localhost:3000' } });
    expect(trackerConfig(shop.body).trackPageView).toBe(true);
  });

  test("the owner's cookieless mode reaches the cached pages once saved", async () => {
    expect(
      trackerConfig((await t.app.inject({ url: '/shop', headers: { host: 'localhost:3000' } })).body)
        .cookieless,
    ).toBe(false);
    await updateStoredSettings(t.db, t.websiteId, (settings) => ({
      ...settings,
      analytics: { mode: 'cookieless' },
    }));
    await t.app.sites.invalidate(t.websiteId);
    const shop = await t.app.inject({ url: '/shop', headers: { host: 'localhost:3000' } });
    expect(trackerConfig(shop.body).cookieless).toBe(true);
    await updateStoredSettings(t.db, t.websiteId, (settings) => ({ ...settings, analytics: {} }));
    await t.app.sites.invalidate(t.websiteId);
  });

  test("a cached page reports the environment of the Host it is served on, not the first request's", async () => {
    await t.db.kysely
      .insertInto('website_hosts')
      .values({ host: 'shop.example.com', website_id: t.websiteId })
      .execute();
    await t.app.sites.invalidate(t.websiteId);
    const at = async (host: string) =>
      trackerConfig((await t.app.inject({ url: '/shop', headers: { host } })).body).sourceEnvironment;
    expect(await at('localhost:3000')).toBe('dev');
    expect(await at('shop.example.com')).toBe('prod');
    expect(await at('localhost:3000')).toBe('dev');
  });

  test('owner sign-in sets the readable member-role cookie (the role code only); sign-out clears it', async () => {
    const owner = await signedInOwner(t.app);
    expect(owner.cookies.get('ss_member_role')).toBe('1');
    const signOut = await owner.request({ method: 'DELETE', url: '/config/api/session' });
    const cleared = signOut.cookies.find((c) => c.name === 'ss_member_role');
    expect(cleared?.value).toBe('');
    const visitor = new Visitor(t.app);
    const signIn = await signedInOwnerResponse(visitor);
    const cookie = signIn.cookies.find((c) => c.name === 'ss_member_role');
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  test("the editor's session load sets the member-role cookie again (a session older than the cookie)", async () => {
    const owner = await signedInOwner(t.app);
    owner.cookies.delete('ss_member_role');
    const session = await owner.request({ method: 'GET', url: '/config/api/session' });
    expect(session.statusCode).toBe(200);
    expect(session.cookies.find((c) => c.name === 'ss_member_role')?.value).toBe('1');
  });

  async function signedInOwnerResponse(visitor: Visitor) {
    await visitor.visit();
    return visitor.request({
      method: 'POST',
      url: '/config/api/session',
      json: TEST_OWNER,
    });
  }
});
