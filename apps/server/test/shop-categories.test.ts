import type { PageContext } from '@plinth/theme';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';

/** The demo store's categories and tags (apps/server/src/demo/demo-terms.ts) on /shop and /shop/c/{slug}. */
describe.each(testEngines())('shop categories and filters on %s', (engine) => {
  const t = useTestApp(engine);
  const view = (url: string) => new Visitor(t.app).get(url);
  const json = async (url: string) => {
    const response = await view(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PageContext>();
  };
  const titles = (context: PageContext) => (context.items ?? []).map((i) => i.title);

  test('/shop lists the top-level categories with live product counts, subcategories under them', async () => {
    const shop = await json('/shop?format=json');
    expect(shop.shop?.allActive).toBe(true);
    const names = shop.shop?.categories.map((c) => [c.name, c.count, c.url]);
    expect(names).toEqual([
      ['Home & Living', 3, '/shop/c/home-and-living'],
      ['Apparel', 1, '/shop/c/apparel'],
      ['Prints & Paper', 3, '/shop/c/prints-and-paper'],
      ['Services', 1, '/shop/c/services'],
      ['Gifts', 3, '/shop/c/gifts'],
    ]);
    expect(shop.shop?.categories[0]?.children.map((c) => c.name)).toEqual(['Kitchen', 'Lighting']);
    const html = (await view('/shop')).body;
    expect(html).toContain('<nav class="shop-categories" aria-label="Categories">');
    expect(html).toContain('href="/shop/c/home-and-living"');
  });

  test("a category page lists its products and its subcategories' products, as HTML and JSON", async () => {
    const kitchen = await json('/shop/c/kitchen?format=json');
    expect(titles(kitchen).sort()).toEqual(['Ceramic Mug', 'Coffee Beans']);
    expect(kitchen.page.title).toBe('Kitchen');
    expect(kitchen.shop?.category).toEqual({ name: 'Kitchen', slug: 'kitchen', url: '/shop/c/kitchen' });
    const parent = await json('/shop/c/home-and-living?format=json');
    expect(titles(parent).sort()).toEqual(['Ceramic Mug', 'Coffee Beans', 'Vintage Lamp']);
    const html = (await view('/shop/c/kitchen')).body;
    expect(html).toContain('<h1 class="page-title">Kitchen</h1>');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/shop/c/kitchen">');
    expect((await view('/shop/c/no-such-category')).statusCode).toBe(404);
  });

  test('?tag= filters, ?sort= orders, and the links keep both in the address', async () => {
    const gifts = await json('/shop?tag=gift-idea&sort=price-desc&format=json');
    expect(titles(gifts)).toEqual(['Gift Card', 'Ceramic Mug', 'Sticker Pack']);
    expect(titles(await json('/shop?tag=gift-idea&sort=price-asc&format=json'))).toEqual([
      'Sticker Pack',
      'Ceramic Mug',
      'Gift Card',
    ]);
    expect(gifts.shop?.tag).toMatchObject({
      name: 'Gift idea',
      slug: 'gift-idea',
      clearUrl: '/shop?sort=price-desc',
    });
    expect(gifts.shop?.sortOptions.find((o) => o.selected)?.value).toBe('price-desc');
    expect(gifts.shop?.categories[0]?.url).toBe('/shop/c/home-and-living?sort=price-desc');
    const byName = await json('/shop?sort=title&format=json');
    expect(titles(byName)).toEqual([...titles(byName)].sort((a, b) => a.localeCompare(b)));
    expect((await view('/shop?tag=no-such-tag')).statusCode).toBe(404);
    // A value that cannot be a sort is dropped, not an error.
    expect((await view('/shop?sort=<script>')).statusCode).toBe(200);
  });

  test('a renamed category and a merged tag answer 301 to their new addresses, the query kept', async () => {
    const owner = await signedInOwner(t.app);
    const list = (await owner.request({ method: 'GET', url: '/config/api/terms?kind=category' })).json<{
      terms: { id: string; slug: string }[];
    }>();
    const apparel = list.terms.find((c) => c.slug === 'apparel');
    const renamed = await owner.request({
      method: 'PATCH',
      url: `/config/api/terms/${apparel?.id}`,
      json: { name: 'Clothing' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await view('/shop/c/apparel?sort=title');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/shop/c/clothing?sort=title');
    expect((await view('/shop/c/apparel?format=json')).headers.location).toBe('/shop/c/clothing?format=json');
    expect(titles(await json('/shop/c/clothing?format=json'))).toEqual(['Linen Shirt']);
    const shop = await json('/shop?format=json');
    expect(shop.shop?.categories.map((c) => c.name)).toContain('Clothing');

    const tags = (await owner.request({ method: 'GET', url: '/config/api/terms?kind=tag' })).json<{
      terms: { id: string; slug: string }[];
    }>();
    const summer = tags.terms.find((x) => x.slug === 'summer');
    const linen = tags.terms.find((x) => x.slug === 'linen');
    const merged = await owner.request({
      method: 'POST',
      url: `/config/api/terms/${summer?.id}/merge`,
      json: { targetId: linen?.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const old = await view('/shop/c/clothing?tag=summer');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/shop/c/clothing?tag=linen');
  });

  test('only live products are listed: a draft leaves its category', async () => {
    const owner = await signedInOwner(t.app);
    const products = (await owner.request({ method: 'GET', url: '/config/api/products' })).json<{
      products: { id: string; urlId: string }[];
    }>();
    const lamp = products.products.find((p) => p.urlId === 'vintage-lamp');
    const drafted = await owner.request({
      method: 'POST',
      url: '/config/api/products/bulk-status',
      json: { ids: [lamp?.id], status: 'draft' },
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(titles(await json('/shop/c/lighting?format=json'))).toEqual([]);
    const shop = await json('/shop?format=json');
    expect(shop.shop?.categories[0]?.children.map((c) => c.name)).toEqual(['Kitchen']);
  });

  test('cart, checkout and account pages ask search engines not to index them; /shop does not', async () => {
    for (const url of ['/cart', '/account/login']) {
      const response = await view(url);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
    const shop = await view('/shop');
    expect(shop.headers['x-robots-tag']).toBeUndefined();
    expect(shop.body).not.toContain('name="robots"');
  });
});
