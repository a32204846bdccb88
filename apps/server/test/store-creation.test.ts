import { SITE_ROLE, type ApiError, type SiteLayout } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp, addTestMember, signedInOwner, Visitor } from './fixtures/create-test-app';

interface StorePage {
  id: string;
  title: string;
  navigationTitle: string;
  urlId: string;
  fullUrl: string;
  description: string;
  enabled: boolean;
  type: number;
}

const page = (change: Record<string, unknown> = {}) => ({
  navigationTitle: 'Winter',
  title: 'Winter Sale',
  urlId: 'winter-sale',
  description: 'Warm things, marked down.',
  enabled: true,
  ...change,
});

const ROOT_CATEGORY = {
  displayName: 'All',
  type: 'ROOT',
  pageRendering: 'LIST_VIEW',
  displayIndex: 1,
};

describe.each(testEngines())('store creation on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  let websiteId: string;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
    websiteId = t.websiteId;
  });

  const productsUrl = () => `/api/content-service/product/1.1/websites/${websiteId}/products`;
  function createPage(json: unknown) {
    return owner.request({ method: 'POST', url: productsUrl(), json });
  }
  function createCategory(collectionId: string, json: unknown) {
    return owner.request({ method: 'POST', url: `${productsUrl()}/${collectionId}/categories`, json });
  }

  test('creates a store page, its root category, adds it to the navigation, and the page renders', async () => {
    const created = await createPage(page());
    expect(created.statusCode, created.body).toBe(201);
    const store = created.json<StorePage>();
    expect(store).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      websiteId,
      title: 'Winter Sale',
      navigationTitle: 'Winter',
      urlId: 'winter-sale',
      fullUrl: '/winter-sale',
      description: 'Warm things, marked down.',
      enabled: true,
      type: 13,
    });

    const category = await createCategory(store.id, ROOT_CATEGORY);
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      collectionId: store.id,
      displayName: 'All',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });

    const shopper = new Visitor(t.app);
    const empty = await shopper.get('/winter-sale');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<h1 class="page-title">Winter Sale</h1>');
    expect(empty.body).toContain('Warm things, marked down.');
    expect(empty.body).toContain('Nothing here yet');
    // Never saved, so the default navigation lists every store page, the new one included.
    expect(empty.body).toContain(
      '<a class="site-nav__link" href="/winter-sale" aria-current="page">Winter</a>',
    );

    const { layout } = (await owner.get('/api/commondata/GetSiteLayout')).json<SiteLayout>();
    const main = layout[0]?.links ?? [];
    const saved = await owner.request({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: {
        fieldName: 'mainNavigation',
        templateId: 'default',
        navigation: {
          items: [
            { title: 'Winter Sale', collectionId: store.id, externalLink: null, memberAreaId: null },
            ...main.filter((l) => l.collectionId !== store.id).map((l) => ({ ...l, memberAreaId: null })),
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = (await shopper.get('/')).body;
    const nav = /aria-label="Main">([\s\S]*?)<\/nav>/.exec(home)?.[1] ?? '';
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/winter-sale', '/', '/shop']);
  });

  test('a urlId another page has gets the next free -N suffix', async () => {
    const first = await createPage(page({ title: 'Shop again', urlId: 'shop' }));
    expect(first.json<StorePage>().urlId).toBe('shop-1');
    const second = await createPage(page({ title: 'Shop again', urlId: 'shop' }));
    expect(second.json<StorePage>().urlId).toBe('shop-2');
    expect((await new Visitor(t.app).get('/shop-2')).statusCode).toBe(200);
  });

  test('without a urlId one is made from the title; reserved words get a suffix then', async () => {
    expect((await createPage(page({ title: 'Gifts & Cards', urlId: '' }))).json<StorePage>().urlId).toBe(
      'gifts-and-cards',
    );
    expect((await createPage(page({ title: 'Cart', urlId: '' }))).json<StorePage>().urlId).toBe('cart-1');
    expect((await createPage(page({ title: 'Ab', urlId: '' }))).json<StorePage>().urlId).toBe('store');
  });

  test('a page created turned off is not on the storefront nor in its navigation', async () => {
    const created = await createPage(
      page({ title: 'Hidden', navigationTitle: 'Hidden', urlId: 'hidden', enabled: false }),
    );
    expect(created.json<StorePage>().enabled).toBe(false);
    const shopper = new Visitor(t.app);
    expect((await shopper.get('/hidden')).statusCode).toBe(404);
    const hidden = created.json<StorePage>().id;
    const saved = await owner.request({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: {
        fieldName: 'mainNavigation',
        templateId: 'default',
        navigation: {
          items: [
            { title: 'Hidden', collectionId: hidden },
            { title: 'Home', externalLink: '/' },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The editor still sees its link; shoppers do not.
    const { layout } = (await owner.get('/api/commondata/GetSiteLayout')).json<SiteLayout>();
    expect(layout[0]?.links.map((l) => l.url)).toEqual(['/hidden', '/']);
    expect((await shopper.get('/')).body).not.toContain('href="/hidden"');
  });

  test.each(['cart', 'config', 'api', 'assets', 'account', 'search', 'checkout', 'settings', 'healthz'])(
    'refuses the reserved urlId %s',
    async (urlId) => {
      const response = await createPage(page({ urlId }));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ApiError>();
      expect(body.code).toBe('STORE_PAGE_URL_RESERVED');
      expect(body.fieldErrors?.urlId).toContain('is not a valid page URL');
      expect(response.json<ApiError>().message).toContain(`/${urlId} is not a valid page URL`);
    },
  );

  test.each([
    ['a urlId with capitals', { urlId: 'Winter' }, 'urlId'],
    ['a urlId with a slash', { urlId: 'a/b' }, 'urlId'],
    ['favicon.ico as urlId', { urlId: 'favicon.ico' }, 'urlId'],
    ['an empty title', { title: '' }, 'title'],
    ['a title that is not text', { title: 5 }, 'title'],
    ['a navigation title over 80 characters', { navigationTitle: 'x'.repeat(81) }, 'navigationTitle'],
    ['a description over 1000 characters', { description: 'x'.repeat(1001) }, 'description'],
    ['enabled that is not a boolean', { enabled: 'true' }, 'enabled'],
  ])('refuses %s with a 400', async (_name, change, field) => {
    const response = await createPage(page(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>().message).toContain(field);
  });

  test('categories: one root per page, the spec limit of 25 characters, a page of this site', async () => {
    const store = (await createPage(page({ urlId: 'categories' }))).json<StorePage>();
    expect((await createCategory(store.id, ROOT_CATEGORY)).statusCode).toBe(201);
    const again = await createCategory(store.id, ROOT_CATEGORY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STORE_CATEGORY_ROOT_EXISTS' });

    const other = (await createPage(page({ urlId: 'categories-two' }))).json<StorePage>();
    for (const [body, field] of [
      [{ ...ROOT_CATEGORY, displayName: 'x'.repeat(26) }, 'displayName'],
      [{ ...ROOT_CATEGORY, type: 'CHILD' }, 'type'],
      [{ ...ROOT_CATEGORY, parentCategoryId: 'abc' }, 'parentCategoryId'],
      [{ ...ROOT_CATEGORY, pageRendering: 'CAROUSEL' }, 'pageRendering'],
      [{ ...ROOT_CATEGORY, displayIndex: 1.5 }, 'displayIndex'],
    ] as const) {
      const response = await createCategory(other.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ApiError>().message).toContain(field);
    }
    const missing = await createCategory('aaaaaaaaaaaaaaaaaaaaaaaa', ROOT_CATEGORY);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'STORE_PAGE_NOT_FOUND' });
  });

  test('a site the owner is not a member of is refused, whatever the Host', async () => {
    const otherSite = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const response = await owner.request({
      method: 'POST',
      url: `/api/content-service/product/1.1/websites/${otherSite}/products`,
      json: page({ urlId: 'elsewhere' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'AUTH_NOT_A_MEMBER' });
  });

  test('needs store.edit, the crumb and a session', async () => {
    await addTestMember(t.db, {
      email: 'viewer@example.com',
      password: 'viewer password 1',
      role: SITE_ROLE.VIEWER,
    });
    const viewer = await signedInOwner(t.app, { email: 'viewer@example.com', password: 'viewer password 1' });
    const refused = await viewer.request({
      method: 'POST',
      url: productsUrl(),
      json: page({ urlId: 'viewer' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AUTH_PERMISSION_DENIED' });
    const noCrumb = await owner.request({ method: 'POST', url: productsUrl(), json: page(), crumb: 'omit' });
    expect(noCrumb.statusCode).toBe(403);
    const visitor = new Visitor(t.app);
    await visitor.visit();
    expect((await visitor.request({ method: 'POST', url: productsUrl(), json: page() })).statusCode).toBe(
      401,
    );
  });
});
