import {
  SITE_ROLE,
  type ApiError,
  type CreatedSite,
  type MemberList,
  type OwnerSession,
  type ProductList,
  type SitePageList,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { createSite } from '../src/modules/site-creation';
import { insertTestOrder } from './fixtures/checkout';
import { addTestMember, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

/** Issue 10 part 6: a second site, created by an owner, with its own hosts, pages, store and members. */
describe.each(testEngines())('creating a site on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Visitor;
  let created: CreatedSite['site'];
  beforeAll(async () => {
    admin = await signedInOwner(t.app);
    const response = await admin.request({
      method: 'POST',
      url: '/config/api/sites',
      json: { title: '  Second shop ', host: 'Second.Example.TEST' },
    });
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<CreatedSite>().site;
  });

  /** An owner API call acting on the new site, as the editor's site switcher sends it. */
  const onNewSite = (who: Visitor, url: string) =>
    who.request({ method: 'GET', url, headers: { 'x-website-id': created.id } });

  test('answers the new site with the creator as its Administrator, and lists it in their session', async () => {
    expect(created).toMatchObject({
      title: 'Second shop',
      host: 'second.example.test',
      role: SITE_ROLE.ADMIN,
      roleLabel: 'Administrator',
      trial: false,
    });
    expect(created.id).not.toBe(t.websiteId);
    const session = (await admin.get('/config/api/session')).json<OwnerSession>();
    expect(session.sites.map((s) => s.title).sort()).toEqual(['Plinth Supply Co.', 'Second shop']);
  });

  test('the new host serves the new site: its own home, pages and empty shop', async () => {
    const visitor = new Visitor(t.app, 'second.example.test');
    const home = await visitor.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Second shop');
    expect(home.body).toContain('Welcome! This is your home page.');
    expect(home.body).not.toContain('Goods for slow days');
    const about = await visitor.get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Tell visitors who you are');
    const shop = await visitor.get('/shop');
    expect(shop.statusCode).toBe(200);
    expect(shop.body).not.toContain('Linen Shirt');
    expect((await visitor.get('/shop/p/linen-shirt')).statusCode).toBe(404);
    // The demo site is untouched at its own host.
    const demo = await new Visitor(t.app).get('/');
    expect(demo.body).toContain('Goods for slow days');
  });

  test('its pages and main navigation are its own', async () => {
    const { pages } = (await onNewSite(admin, '/config/api/pages')).json<SitePageList>();
    expect(pages.map((p) => [p.title, p.status, p.isHome, p.url, p.inNavigation])).toEqual([
      ['Home', 'published', true, '/', false],
      ['About', 'published', false, '/about', true],
      ['Contact', 'published', false, '/contact', true],
    ]);
    const demoPages = (await admin.get('/config/api/pages')).json<SitePageList>().pages;
    expect(pages.some((p) => demoPages.some((d) => d.id === p.id))).toBe(false);
    const layout = await onNewSite(admin, '/api/commondata/GetSiteLayout');
    expect(layout.json<{ layout: { links: { title: string; url: string }[] }[] }>().layout[0]?.links).toEqual(
      [
        expect.objectContaining({ title: 'Home', url: '/' }),
        expect.objectContaining({ title: 'Shop', url: '/shop' }),
        expect.objectContaining({ title: 'About', url: '/about' }),
        expect.objectContaining({ title: 'Contact', url: '/contact' }),
      ],
    );
  });

  test('its store, orders and members are its own', async () => {
    const products = (await onNewSite(admin, '/config/api/products')).json<ProductList>();
    expect(products.products).toEqual([]);
    expect(products.collections.map((c) => c.title)).toEqual(['Shop']);
    await insertTestOrder(t.db, t.websiteId);
    const orders = (await onNewSite(admin, '/config/api/orders')).json<{ orders: unknown[] }>();
    expect(orders.orders).toEqual([]);
    expect((await admin.get('/config/api/orders')).json<{ orders: unknown[] }>().orders).not.toEqual([]);
    const { members } = (await onNewSite(admin, '/config/api/members')).json<MemberList>();
    expect(members.map((m) => [m.email, m.roleLabel])).toEqual([['owner@example.com', 'Administrator']]);
  });

  test('a member of the demo site, even its other administrator, is not a member of the new one', async () => {
    const credentials = { email: 'demo-admin@example.com', password: 'demo admin password' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.ADMIN });
    const other = await signedInOwner(t.app, credentials);
    const refused = await onNewSite(other, '/config/api/pages');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('AUTH_NOT_A_MEMBER');
    const session = (await other.get('/config/api/session')).json<OwnerSession>();
    expect(session.sites.map((s) => s.title)).toEqual(['Plinth Supply Co.']);
  });

  test("the editor's preview of a page of the new site works from the demo's address with ?websiteId=", async () => {
    const pages = (await onNewSite(admin, '/config/api/pages')).json<SitePageList>().pages;
    const about = pages.find((p) => p.title === 'About');
    expect(about).toBeDefined();
    const url = `/config/pages/${about!.id}/preview`;
    // The demo host names the demo site: without the query the page is not found there.
    expect((await admin.get(url)).statusCode).toBe(404);
    const preview = await admin.get(`${url}?v=3&websiteId=${created.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Tell visitors who you are');
    // Only members of the named site: an administrator of the demo alone is refused.
    const other = { email: 'demo-only-preview@example.com', password: 'demo only password 1' };
    await addTestMember(t.db, { ...other, role: SITE_ROLE.ADMIN });
    const refused = await (await signedInOwner(t.app, other)).get(`${url}?websiteId=${created.id}`);
    expect(refused.statusCode).toBe(403);
    // Writes never take the site from the query.
    const write = await admin.request({
      method: 'POST',
      url: `/config/api/pages/${about!.id}/render?websiteId=${created.id}`,
      json: { document: { version: 1, root: { props: {} }, blocks: [] } },
    });
    expect(write.statusCode).toBe(404);
  });

  test('a host that names a site is refused with 409, whatever its case', async () => {
    for (const host of ['second.example.test', ' SECOND.example.test', 'localhost']) {
      const response = await admin.request({
        method: 'POST',
        url: '/config/api/sites',
        json: { title: 'Copy', host },
      });
      expect(response.statusCode, host).toBe(409);
      const message = `The host name ${host.trim().toLowerCase()} already belongs to a site. Choose another.`;
      expect(response.json<ApiError>()).toEqual({
        code: 'SITE_HOST_TAKEN',
        message,
        fieldErrors: { host: message },
      });
    }
    const titles = await t.db.kysely.selectFrom('websites').select('title').execute();
    expect(titles.map((r) => r.title)).not.toContain('Copy');
  });

  test.each([
    ['https://shop.example.test/', 'Enter the host name alone'],
    ['shop.example.test:3000', 'Enter the host name alone'],
    ['shop..example.test', 'is not a host name'],
    ['-shop.example.test', 'is not a host name'],
    ['shop_1.example.test', 'is not a host name'],
    ['bücher.example', 'xn-- form'],
    ['', 'Enter a host name'],
    [`${'a'.repeat(64)}.example.test`, 'is not a host name'],
    [`${'abc.'.repeat(70)}test`, 'at most 253 characters'],
  ])('refuses the host %j with 400 naming the host field', async (host, words) => {
    const response = await admin.request({
      method: 'POST',
      url: '/config/api/sites',
      json: { title: 'Bad host', host },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError & { fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.host).toContain(words);
  });

  test('refuses an empty title, an unknown template and a body past the limits', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/config/api/sites',
      json: { title: ' ', host: 'fine.example.test', template: 'portfolio' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      title: 'Enter a title for the site.',
      template: 'Choose a starting template: blank.',
    });
    const long = await admin.request({
      method: 'POST',
      url: '/config/api/sites',
      json: { title: 'x'.repeat(201), host: 'x'.repeat(5000) },
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual(['host', 'title']);
  });

  test('a creation that fails part way leaves nothing behind', async () => {
    // The membership insert fails (no such account) after the site, hosts and pages were written.
    await expect(
      createSite(t.db, {
        title: 'Half made',
        hosts: ['half.example.test'],
        template: 'blank',
        ownerUserId: 'nosuchuser',
      }),
    ).rejects.toThrow();
    const sites = await t.db.kysely.selectFrom('websites').select('title').execute();
    expect(sites.map((s) => s.title)).not.toContain('Half made');
    expect((await new Visitor(t.app, 'half.example.test').get('/')).statusCode).toBe(404);
    const again = await createSite(t.db, {
      title: 'Made whole',
      hosts: ['half.example.test'],
      template: 'blank',
      ownerUserId: null,
    });
    expect(again.hosts).toEqual(['half.example.test']);
  });
});
