import type { ApiError, StorePage } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp, signedInOwner, Visitor } from './fixtures/create-test-app';

interface Link {
  title: string;
  url: string | null;
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  newWindow: boolean;
  items: Link[];
}
interface Layout {
  layout: { identifier: string; links: Link[] }[];
}

const link = (title: string, target: { collectionId?: string; externalLink?: string }, extra = {}) => ({
  title,
  collectionId: target.collectionId ?? null,
  externalLink: target.externalLink ?? null,
  memberAreaId: null,
  ...extra,
});

/** The main navigation's titles in page order, as the storefront header shows them. */
function headerTitles(html: string): string[] {
  const nav = /<nav class="site-nav" aria-label="Main">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<(?:a|summary) class="site-nav__(?:link|sublink)[^"]*"[^>]*>([^<]*)</g)].map(
    (m) => m[1] ?? '',
  );
}

describe.each(testEngines())('navigation on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  let shopId: string;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
    shopId = (
      await t.db.kysely
        .selectFrom('collections')
        .select('id')
        .where('url_id', '=', 'shop')
        .executeTakeFirstOrThrow()
    ).id;
  });

  function save(fieldName: string, items: unknown[], templateId = 'default') {
    return owner.request({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: { fieldName, templateId, navigation: { items } },
    });
  }

  async function layout(): Promise<Layout['layout']> {
    const response = await owner.get('/api/commondata/GetSiteLayout');
    expect(response.statusCode).toBe(200);
    return response.json<Layout>().layout;
  }

  test('a site that never saved its navigation gets Home and its store pages', async () => {
    expect(await layout()).toEqual([
      {
        identifier: 'mainNavigation',
        links: [
          {
            title: 'Home',
            url: '/',
            collectionId: null,
            externalLink: '/',
            memberAreaId: null,
            newWindow: false,
            items: [],
          },
          {
            title: 'Shop',
            url: '/shop',
            collectionId: shopId,
            externalLink: null,
            memberAreaId: null,
            newWindow: false,
            items: [],
          },
        ],
      },
      { identifier: 'secondaryNavigation', links: [] },
    ]);
    expect(headerTitles((await new Visitor(t.app).get('/')).body)).toEqual(['Home', 'Shop']);
  });

  test('a saved order shows on the storefront at once, cached pages included', async () => {
    const shopper = new Visitor(t.app);
    await shopper.get('/');
    await shopper.get('/');
    const items = [
      link('Shop all', { collectionId: shopId }),
      {
        title: 'More',
        collectionId: null,
        externalLink: null,
        memberAreaId: null,
        items: [
          link('Home', { externalLink: '/' }),
          link('Journal', { externalLink: 'https://journal.example.com' }, { newWindow: true }),
        ],
      },
    ];
    const response = await save('mainNavigation', items);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      navigation: {
        items: [
          { ...items[0], newWindow: false },
          {
            title: 'More',
            collectionId: null,
            externalLink: null,
            memberAreaId: null,
            newWindow: false,
            items: [
              { ...link('Home', { externalLink: '/' }), newWindow: false },
              { ...link('Journal', { externalLink: 'https://journal.example.com' }), newWindow: true },
            ],
          },
        ],
      },
    });

    const home = (await shopper.get('/')).body;
    expect(headerTitles(home)).toEqual(['Shop all', 'More', 'Home', 'Journal']);
    expect(home).toContain('<details class="site-nav__folder">');
    expect(home).toContain('<summary class="site-nav__link site-nav__folder-title is-active">More</summary>');
    expect(home).toContain('<a class="site-nav__sublink" href="/" aria-current="page">Home</a>');
    expect(home).toContain('href="https://journal.example.com" target="_blank" rel="noopener">Journal</a>');
    const shop = (await shopper.get('/shop/p/linen-shirt')).body;
    expect(shop).toContain('<a class="site-nav__link" href="/shop" aria-current="page">Shop all</a>');
    expect(shop).not.toContain('is-active">More');

    const [main] = await layout();
    expect(main?.links.map((l) => [l.title, l.url])).toEqual([
      ['Shop all', '/shop'],
      ['More', null],
    ]);
    expect(main?.links[1]?.items.map((l) => l.url)).toEqual(['/', 'https://journal.example.com']);
  });

  test('the secondary navigation shows in the footer', async () => {
    const response = await save('secondaryNavigation', [
      link('Contact', { externalLink: 'mailto:hi@example.com' }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const html = (await new Visitor(t.app).get('/cart')).body;
    expect(html).toContain('<nav class="site-footer__nav" aria-label="Secondary">');
    expect(html).toContain('<a href="mailto:hi@example.com">Contact</a>');
    expect((await layout())[1]?.links.map((l) => l.title)).toEqual(['Contact']);
  });

  test('links to a deleted store page are dropped, and so is a folder left empty', async () => {
    const created = await owner.request({
      method: 'POST',
      url: `/api/content-service/product/1.1/websites/${t.websiteId}/products`,
      json: {
        navigationTitle: 'Gone',
        title: 'Gone soon',
        urlId: 'gone-soon',
        description: '',
        enabled: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const goneId = created.json<StorePage>().id;
    const saved = await save('mainNavigation', [
      link('Shop', { collectionId: shopId }),
      link('Gone', { collectionId: goneId }),
      {
        title: 'Folder',
        collectionId: null,
        externalLink: null,
        memberAreaId: null,
        items: [link('Gone too', { collectionId: goneId })],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(headerTitles((await new Visitor(t.app).get('/')).body)).toEqual([
      'Shop',
      'Gone',
      'Folder',
      'Gone too',
    ]);

    await t.db.kysely.deleteFrom('collections').where('id', '=', goneId).execute();

    expect((await layout())[0]?.links.map((l) => l.title)).toEqual(['Shop']);
    expect(headerTitles((await new Visitor(t.app).get('/')).body)).toEqual(['Shop']);
  });

  test('a site whose navigations are both empty has no layout at all', async () => {
    expect((await save('mainNavigation', [])).statusCode).toBe(200);
    expect((await save('secondaryNavigation', [])).statusCode).toBe(200);
    expect(await layout()).toEqual([]);
    const html = (await new Visitor(t.app).get('/')).body;
    expect(html).not.toContain('aria-label="Main"');
    expect((await save('mainNavigation', [link('Home', { externalLink: '/' })])).statusCode).toBe(200);
    expect((await layout()).map((entry) => entry.identifier)).toEqual([
      'mainNavigation',
      'secondaryNavigation',
    ]);
  });

  const folder = (title: string, items: unknown[]) => ({
    title,
    collectionId: null,
    externalLink: null,
    memberAreaId: null,
    items,
  });

  test.each([
    ['an unknown fieldName', () => ({ fieldName: 'footerNavigation' }), 'INVALID_REQUEST', 'fieldName'],
    ['an empty templateId', () => ({ templateId: '' }), 'INVALID_REQUEST', 'templateId'],
    [
      'a templateId over 64 characters',
      () => ({ templateId: 'x'.repeat(65) }),
      'INVALID_REQUEST',
      'templateId',
    ],
    [
      'a title over 80 characters',
      () => ({ items: [link('x'.repeat(81), { externalLink: '/' })] }),
      'INVALID_REQUEST',
      'navigation.items.0.title',
    ],
    [
      'an empty title',
      () => ({ items: [link(' ', { externalLink: '/' })] }),
      'INVALID_REQUEST',
      'navigation.items.0.title',
    ],
    [
      'a collectionId that is a number',
      () => ({ items: [{ ...link('x', {}), collectionId: 5 }] }),
      'INVALID_REQUEST',
      'navigation.items.0.collectionId',
    ],
    ['items that are not a list', () => ({ items: 'Home' }), 'INVALID_REQUEST', 'navigation.items'],
    [
      'a javascript: link',
      () => ({ items: [link('x', { externalLink: 'javascript:alert(1)' })] }),
      'INVALID_REQUEST',
      'navigation.items.0.externalLink',
    ],
    [
      'a link over 2083 characters',
      () => ({ items: [link('x', { externalLink: `https://example.com/${'a'.repeat(2070)}` })] }),
      'INVALID_REQUEST',
      'navigation.items.0.externalLink',
    ],
    [
      'a store page of no site',
      () => ({ items: [link('x', { collectionId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })] }),
      'NAVIGATION_UNKNOWN_COLLECTION',
      'does not exist on this site',
    ],
    [
      'a folder in a folder',
      () => ({ items: [folder('A', [folder('B', [link('x', { externalLink: '/' })])])] }),
      'NAVIGATION_TOO_DEEP',
      'nested too deep',
    ],
    [
      'a link with links under it',
      () => ({ items: [{ ...link('A', { externalLink: '/' }), items: [link('x', { externalLink: '/' })] }] }),
      'NAVIGATION_LINK_HAS_ITEMS',
      'cannot hold other links',
    ],
    [
      'an empty folder',
      () => ({ items: [folder('A', [])] }),
      'NAVIGATION_EMPTY_FOLDER',
      'folder with no links',
    ],
    [
      'a link with two targets',
      () => ({ items: [link('A', { externalLink: '/', collectionId: 'abc' })] }),
      'NAVIGATION_ITEM_TARGETS',
      'more than one target',
    ],
    [
      'a member area',
      () => ({ items: [{ ...link('Members', {}), memberAreaId: 'area1' }] }),
      'NAVIGATION_MEMBER_AREAS_UNAVAILABLE',
      'Member areas are not available yet.',
    ],
    [
      'more than 100 items in all',
      () => ({
        items: Array.from({ length: 34 }, (_, i) =>
          folder(`F${i}`, [link('a', { externalLink: '/' }), link('b', { externalLink: '/' })]),
        ),
      }),
      'NAVIGATION_TOO_MANY_ITEMS',
      'up to 100',
    ],
  ])('refuses %s with a 400', async (_name, build, code, message) => {
    const before = await layout();
    const change = build() as { fieldName?: string; templateId?: string; items?: unknown };
    const response = await owner.request({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: {
        fieldName: change.fieldName ?? 'mainNavigation',
        templateId: change.templateId ?? 'default',
        navigation: { items: change.items ?? [] },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect(response.json<ApiError>().message).toContain(message);
    expect(await layout()).toEqual(before);
  });

  test('names the item a rule refused', async () => {
    const response = await save('mainNavigation', [
      link('Home', { externalLink: '/' }),
      folder('Help', [link('FAQ', { externalLink: '/faq' }), { ...link('Members', {}), memberAreaId: 'm1' }]),
    ]);
    expect(response.json()).toEqual({
      code: 'NAVIGATION_MEMBER_AREAS_UNAVAILABLE',
      message: 'Member areas are not available yet.',
      fieldErrors: { 'navigation.items.1.items.1.memberAreaId': 'Member areas are not available yet.' },
    });
  });

  test('needs the crumb and a session', async () => {
    const noCrumb = await owner.request({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: { fieldName: 'mainNavigation', templateId: 'default', navigation: { items: [] } },
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    const visitor = new Visitor(t.app);
    await visitor.visit();
    expect((await visitor.get('/api/commondata/GetSiteLayout')).statusCode).toBe(401);
  });
});
