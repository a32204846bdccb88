import type { AddToCartResponse, ShoppingCart } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { useTestApp, demoProduct, Visitor } from './fixtures/create-test-app';

interface ProductContext {
  website: { id: string; siteTitle: string };
  item: {
    id: string;
    title: string;
    variants: {
      sku: string;
      attributes: Record<string, string>;
      price: number;
      qtyInStock: number;
      unlimited: boolean;
    }[];
  };
}

describe.each(testEngines())('storefront pages on %s', (engine) => {
  const t = useTestApp(engine);

  test('the product page shows price, one labelled select per option and a working form without JavaScript', async () => {
    const response = await new Visitor(t.app).get('/shop/p/linen-shirt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<h1');
    expect(html).toContain('Linen Shirt');
    expect(html).toContain('$68.00');
    expect(html).toContain('Select Size');
    expect(html).toContain('Select Color');
    expect(html).toMatch(
      /<form[^>]+method="post"[^>]+action="\/cart\/add"|<form[^>]+action="\/cart\/add"[^>]+method="post"/,
    );
    expect(html).toContain('name="options[Size]"');
    expect(html).toContain('name="crumb"');
    expect(html).toContain('Add To Cart');
    expect(html).toMatch(/<script type="module" src="\/assets\/islands\//);
  });

  test('product thumbnails are buttons named after their variant, the first one current (issue 13 part 3)', async () => {
    const html = (await new Visitor(t.app).get('/shop/p/linen-shirt')).body;
    expect(html).not.toContain('<a class="product__thumb"');
    const thumbs = [
      ...html.matchAll(
        /<button type="button" class="product__thumb"([^>]*)><img src="([^"]+)" alt="([^"]*)"/g,
      ),
    ];
    expect(
      thumbs.map(([, attributes, src, alt]) => [
        Boolean(attributes?.includes('aria-current="true"')),
        src,
        alt,
      ]),
    ).toEqual([
      [true, '/assets/demo/linen-shirt-sand.svg', 'Linen Shirt in Sand'],
      [false, '/assets/demo/linen-shirt-navy.svg', 'Linen Shirt in Navy'],
    ]);
    expect(html).toMatch(
      /<img data-product-image="[^"]+" src="\/assets\/demo\/linen-shirt-sand.svg" alt="Linen Shirt in Sand"/,
    );
    const page = await new Visitor(t.app).get('/shop/p/linen-shirt?format=json');
    const navy = page
      .json<{ item: { variants: { sku: string; image: { alt: string } | null }[] } }>()
      .item.variants.find((variant) => variant.sku === 'SHIRT-LINEN-NAVY-S');
    expect(navy?.image?.alt).toBe('Linen Shirt in Navy');
  });

  test('?format=json answers the template context with the item, its id and variants', async () => {
    const response = await new Visitor(t.app).get('/shop/p/linen-shirt?format=json');
    expect(response.statusCode).toBe(200);
    const context = response.json<ProductContext>();
    expect(context.website.id).toMatch(/^[0-9a-f]{24}$/);
    expect(context.website.siteTitle).toBe('Plinth Supply Co.');
    expect(context.item.title).toBe('Linen Shirt');
    expect(context.item.variants).toHaveLength(6);
    expect(context.item.variants).toContainEqual(
      expect.objectContaining({
        sku: 'SHIRT-LINEN-SAND-M',
        attributes: { Size: 'M', Color: 'Sand' },
        price: 6800,
        qtyInStock: 3,
        unlimited: false,
      }),
    );
    for (const path of ['/', '/shop', '/cart']) {
      const page = await new Visitor(t.app).get(`${path}?format=json`);
      expect(page.json<{ website: { id: string } }>().website.id).toBe(context.website.id);
    }
  });

  test('the shop list marks sale and sold-out cards, with sold out winning', async () => {
    const response = await new Visitor(t.app).get('/shop?format=json');
    const { items } = response.json<{
      items: { title: string; statusClass: string; originalPriceLabel: string | null; priceLabel: string }[];
    }>();
    const byTitle = Object.fromEntries(items.map((i) => [i.title, i]));
    expect(byTitle['Ceramic Mug']).toMatchObject({
      statusClass: 'on-sale',
      priceLabel: '$18.00',
      originalPriceLabel: '$24.00',
    });
    expect(byTitle['Concert Poster']?.statusClass).toBe('sold-out');
    expect(byTitle['Sticker Pack']?.statusClass).toBe('');
    const html = (await new Visitor(t.app).get('/shop')).body;
    expect(html).toContain('on-sale');
    expect(html).toContain('sold-out');
    expect(html).toMatch(/data-item-id="[0-9a-f]{24}"/);
    expect(html).toContain('data-group="shop"');
  });

  test('unknown pages answer the theme 404 page', async () => {
    for (const path of ['/nothing-here', '/shop/p/no-such-product']) {
      const response = await new Visitor(t.app).get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Plinth Supply Co.');
    }
  });

  test('the no-JavaScript form adds by option values and lands on /cart', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/shop/p/linen-shirt');
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const response = await visitor.request({
      method: 'POST',
      url: '/cart/add',
      form: {
        itemId: shirt.id,
        'options[Size]': 'S',
        'options[Color]': 'Navy',
        quantity: '2',
        crumb: visitor.cookies.get('crumb') ?? '',
      },
      crumb: 'omit',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    const cart = await visitor.get('/cart');
    expect(cart.body).toContain('Linen Shirt');
    expect(cart.body).toContain('Navy');
    const json = (await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    expect(json.totalQuantity).toBe(2);
  });

  test('a failed no-JavaScript add shows the message on the product page', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/shop/p/linen-shirt');
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const crumb = visitor.cookies.get('crumb') ?? '';
    const missing = await visitor.request({
      method: 'POST',
      url: '/cart/add',
      form: { itemId: shirt.id, 'options[Size]': 'M', quantity: '1', crumb },
      crumb: 'omit',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Please select the Color option.');
    const expired = await visitor.request({
      method: 'POST',
      url: '/cart/add',
      form: { itemId: shirt.id, 'options[Size]': 'M', 'options[Color]': 'Sand', quantity: '1' },
      crumb: 'omit',
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Your session has expired. Please reload the page and try again.');
  });

  test('the cart page lists entries and says so when empty; no-JavaScript forms change and remove', async () => {
    const visitor = new Visitor(t.app);
    const empty = await visitor.get('/cart');
    expect(empty.body).toContain('You have nothing in your shopping cart.');
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const added = await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    const entryId = added.json<AddToCartResponse>().newlyAdded.id;
    const crumb = visitor.cookies.get('crumb') ?? '';
    const page = await visitor.get('/cart');
    expect(page.body).toContain('Ceramic Mug');
    const context = (await visitor.get('/cart?format=json')).json<{ cart: { totalQuantity: number } }>();
    expect(context.cart.totalQuantity).toBe(1);
    expect(page.body).toContain('$18.00');

    const change = await visitor.request({
      method: 'POST',
      url: `/cart/entries/${entryId}/quantity`,
      form: { quantity: '3', crumb },
      crumb: 'omit',
    });
    expect(change.statusCode).toBe(303);
    expect((await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>().totalQuantity).toBe(3);

    const tooMany = await visitor.request({
      method: 'POST',
      url: `/cart/entries/${entryId}/quantity`,
      form: { quantity: '51', crumb },
      crumb: 'omit',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toContain('Unable to update quantity');

    // 0 removes the line (issue 13); the add still refuses 0.
    const other = await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 0 });
    expect(other.statusCode).toBe(400);
    const zero = await visitor.request({
      method: 'POST',
      url: `/cart/entries/${entryId}/quantity`,
      form: { quantity: '0', crumb },
      crumb: 'omit',
    });
    expect(zero.statusCode).toBe(303);
    expect((await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>().entries).toEqual([]);
    const again = await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    const againId = again.json<AddToCartResponse>().newlyAdded.id;

    const remove = await visitor.request({
      method: 'POST',
      url: `/cart/entries/${againId}/remove`,
      form: { crumb },
      crumb: 'omit',
    });
    expect(remove.statusCode).toBe(303);
    expect((await visitor.get('/cart')).body).toContain('You have nothing in your shopping cart.');
  });

  test('the cart pill is rendered with the cart count on every page', async () => {
    const visitor = new Visitor(t.app);
    const stickers = await demoProduct(t.db, 'sticker-pack');
    await visitor.visit();
    await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 101 });
    const html = (await visitor.get('/shop')).body;
    expect(html).toContain('data-island="cart-pill"');
    expect(html).toContain('100+');
    expect(html).toContain('Cart, more than 100 items in cart');
  });

  test('the header Cart link carries the count without JavaScript, marked current on /cart', async () => {
    const visitor = new Visitor(t.app);
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const empty = (await visitor.get('/shop')).body;
    expect(empty).toMatch(/<a href="\/cart" class="plinth-cart-pill__link" aria-label="Cart">/);
    expect(empty).toMatch(/<span class="plinth-cart-pill__count" hidden="">/);
    expect(empty).not.toContain('class="site-cart"');

    await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 });
    const shop = (await visitor.get('/shop')).body;
    expect(shop).toMatch(
      /<a href="\/cart" class="plinth-cart-pill__link" aria-label="Cart, 2 items in cart">/,
    );
    expect(shop).toMatch(/<span class="plinth-cart-pill__count">2<\/span>/);
    const cart = (await visitor.get('/cart')).body;
    expect(cart).toMatch(/aria-label="Cart, 2 items in cart" aria-current="page"/);
    expect(shop).not.toContain('aria-label="Cart, 2 items in cart" aria-current');
  });

  test('a stock or price change shows on the next page view, cached pages included', async () => {
    const visitor = new Visitor(t.app);
    const before = await visitor.get('/shop/p/vintage-lamp');
    expect(before.body).toContain('$140.00');
    await visitor.get('/shop/p/vintage-lamp');
    await t.db.kysely
      .updateTable('variants')
      .set({ price_cents: 12500, stock_qty: 0 })
      .where('sku', '=', 'LAMP-VINTAGE')
      .execute();
    const after = await visitor.get('/shop/p/vintage-lamp');
    expect(after.body).toContain('$125.00');
    expect(after.body).not.toContain('$140.00');
    expect(after.body).toContain('sold-out');
    const json = (await visitor.get('/shop?format=json')).json<{
      items: { title: string; soldOut: boolean }[];
    }>();
    expect(json.items.find((i) => i.title === 'Vintage Lamp')?.soldOut).toBe(true);
    await t.db.kysely
      .updateTable('variants')
      .set({ price_cents: 14000, stock_qty: 1 })
      .where('sku', '=', 'LAMP-VINTAGE')
      .execute();
  });

  test('each visitor gets their own crumb in a cached page', async () => {
    const first = new Visitor(t.app);
    const second = new Visitor(t.app);
    const a = (await first.get('/shop/p/ceramic-mug')).body;
    const b = (await second.get('/shop/p/ceramic-mug')).body;
    const crumbA = first.cookies.get('crumb') ?? 'missing';
    const crumbB = second.cookies.get('crumb') ?? 'missing';
    expect(crumbA).not.toBe(crumbB);
    expect(a).toContain(`value="${crumbA}"`);
    expect(b).toContain(`value="${crumbB}"`);
    expect(b).not.toContain(crumbA);
  });
});

describe('site-independent answers', () => {
  const t = useTestApp('sqlite');

  test('health, favicon and baseline security headers answer on any host', async () => {
    const health = await new Visitor(t.app, 'nobody.example.test').get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.headers['set-cookie']).toBeUndefined();
    const favicon = await new Visitor(t.app, 'nobody.example.test').get('/favicon.ico');
    expect(favicon.statusCode).toBe(301);
    expect(favicon.headers.location).toBe('/assets/theme/favicon.svg');
    const page = await new Visitor(t.app).get('/shop');
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  test('a NUL character in the URL or body is a 400, never a 500', async () => {
    const visitor = new Visitor(t.app);
    expect((await visitor.get('/shop/p/x%00')).statusCode).toBe(400);
    await visitor.visit();
    const response = await visitor.addToCart({ itemId: 'a\u0000b', quantity: 1 });
    expect(response.statusCode).toBe(400);
    visitor.cookies.set('plinth_cart', '%00');
    expect((await visitor.get('/shop')).statusCode).toBe(200);
  });
});

describe('error pages', () => {
  const t = useTestApp('sqlite', { rateLimit: { max: 1, windowMs: 60_000 } });

  test('a refused no-JavaScript post shows the reason, worded as the visitor’s problem, not ours', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/shop/p/sticker-pack');
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const form = {
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: '1',
      crumb: visitor.cookies.get('crumb') ?? '',
    };
    expect(
      (await visitor.request({ method: 'POST', url: '/cart/add', form, crumb: 'omit' })).statusCode,
    ).toBe(303);
    const limited = await visitor.request({ method: 'POST', url: '/cart/add', form, crumb: 'omit' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Please try again in a few seconds.');
    expect(limited.body).toContain('We could not do that');
    expect(limited.body).not.toContain('Nothing you did caused it');
  });
});
