import type { ApiError, ShoppingCart, StockResponse } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { sql } from 'kysely';
import { testEngines } from '@plinth/db/test';
import { seedDemoSite } from '../src/demo/seed';
import { describe, expect, test } from 'vitest';
import { useTestApp, demoProduct, Visitor } from './fixtures/create-test-app';

interface CartBody {
  shoppingCart: ShoppingCart;
  newlyAdded?: ShoppingCart['entries'][number];
}

describe.each(testEngines())('cart API on %s', (engine) => {
  const t = useTestApp(engine);

  async function shopper(): Promise<Visitor> {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    return visitor;
  }

  test('a visitor without a cart gets an empty ShoppingCart with every field of the entity', async () => {
    const visitor = new Visitor(t.app);
    const response = await visitor.get('/api/commerce/shopping-cart?mock=false&calculateSubtotal=true');
    expect(response.statusCode).toBe(200);
    const cart = response.json<ShoppingCart>();
    expect(cart).toMatchObject({
      entries: [],
      isPurchased: false,
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      coupons: [],
      shippingOptions: [],
    });
    expect(visitor.cookies.get('crumb')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(visitor.cookies.has('plinth_cart')).toBe(false);
  });

  test('adds an item, sets the cart cookie, and adding it again raises the quantity', async () => {
    const visitor = await shopper();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const first = await visitor.addToCart({
      itemId: mug.id,
      sku: mug.sku(),
      quantity: 2,
      additionalFields: null,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json<CartBody>();
    expect(body.newlyAdded).toMatchObject({
      itemId: mug.id,
      quantity: 2,
      chosenVariant: { sku: 'MUG-CERAMIC' },
      title: 'Ceramic Mug',
      purchasePriceCents: 1800,
      // On sale from $24.00: the cart page strikes the original through.
      originalPriceCents: 2400,
      subTotal: 3600,
    });
    expect(body.shoppingCart).toMatchObject({
      totalQuantity: 2,
      subtotalCents: 3600,
      requiresShipping: true,
    });
    expect(visitor.cookies.get('plinth_cart')).toBeTruthy();

    const second = await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: '3' });
    expect(second.json<CartBody>().shoppingCart.entries).toHaveLength(1);
    expect(second.json<CartBody>().shoppingCart.totalQuantity).toBe(5);

    const reloaded = (await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    expect(reloaded.totalQuantity).toBe(5);
    expect(reloaded.id).toBe(body.shoppingCart.id);
  });

  test('a line on sale carries its original price, read back from the stored cart; others carry null', async () => {
    const visitor = await shopper();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const shirt = await demoProduct(t.db, 'linen-shirt');
    await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1, additionalFields: null });
    await visitor.addToCart({
      itemId: shirt.id,
      sku: shirt.sku({ Size: 'S', Color: 'Sand' }),
      quantity: 1,
      additionalFields: null,
    });
    const cart = (await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    const byTitle = Object.fromEntries(cart.entries.map((e) => [e.title, e]));
    expect(byTitle['Ceramic Mug']).toMatchObject({ purchasePriceCents: 1800, originalPriceCents: 2400 });
    expect(byTitle['Linen Shirt']).toMatchObject({ purchasePriceCents: 6800, originalPriceCents: null });
    // React's text separators aside.
    const page = (await visitor.get('/cart')).body.replaceAll('<!-- -->', '');
    expect(page).toContain('Taxes and shipping calculated at checkout');
    expect(page).toMatch(
      /<s class="plinth-cart-row__original-price"><span class="plinth-visually-hidden">Original price <\/span>\$24\.00<\/s> <span class="plinth-cart-row__sale-price"><span class="plinth-visually-hidden">Sale price <\/span>\$18\.00<\/span>/,
    );
  });

  test('totalQuantity is the sum of entry quantities across products', async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const guide = await demoProduct(t.db, 'field-guide');
    await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 4 });
    const response = await visitor.addToCart({ itemId: guide.id, sku: guide.sku(), quantity: 1 });
    const cart = response.json<CartBody>().shoppingCart;
    expect(cart.totalQuantity).toBe(5);
    expect(cart.subtotalCents).toBe(4 * 500 + 1200);
    expect(cart).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
  });

  test.each([
    ['abc', 'Quantity must be a number.'],
    [1.5, 'Quantity must be a whole number'],
    [0, 'Quantity must be a whole number'],
    [-2, 'Quantity must be a whole number'],
    [10000, 'Quantity must be 9999 or less.'],
  ])('rejects a quantity of %s with "%s"', async (quantity, message) => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const response = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CART_QUANTITY_INVALID', message });
    expect(visitor.cookies.has('plinth_cart')).toBe(false);
  });

  test('a line carries its counted stock as stockLimit (null when not counted), added and read back', async () => {
    const visitor = await shopper();
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const sku = 'SHIRT-LINEN-SAND-M';
    const added = await visitor.addToCart({ itemId: shirt.id, sku, quantity: 1, additionalFields: null });
    expect(added.json<CartBody>().newlyAdded).toMatchObject({ quantity: 1, stockLimit: 3 });
    await visitor.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: 2,
      additionalFields: null,
    });
    const cart = (await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    const byTitle = Object.fromEntries(cart.entries.map((e) => [e.title, e]));
    expect(byTitle['Linen Shirt']?.stockLimit).toBe(3);
    expect(byTitle['Sticker Pack']?.stockLimit).toBeNull();
  });

  test('accepts the largest quantity, 9999, of an unlimited item', async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const response = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 9999 });
    expect(response.statusCode).toBe(200);
    const more = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 1 });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ message: 'Quantity must be 9999 or less.' });
  });

  test('a sku that does not belong to the item is unavailable, and an unknown item is not found', async () => {
    const visitor = await shopper();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const lamp = await demoProduct(t.db, 'vintage-lamp');
    const wrong = await visitor.addToCart({ itemId: mug.id, sku: lamp.sku(), quantity: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
    const unknown = await visitor.addToCart({ itemId: '000000000000000000000000', sku: 'X', quantity: 1 });
    expect(unknown.statusCode).toBe(404);
  });

  test('an item with options needs a variant: missing options are named', async () => {
    const visitor = await shopper();
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const response = await visitor.addToCart({ itemId: shirt.id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please select the Size and Color options.' });
  });

  test('a gift card without a denomination asks for one', async () => {
    const visitor = await shopper();
    const card = await demoProduct(t.db, 'gift-card');
    const response = await visitor.addToCart({ itemId: card.id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Select a denomination for the Gift Card' });
    // A denomination alone is not enough: a gift card names its recipient (gift-cards.test.ts).
    const recipient = { recipientName: 'Grace', recipientEmail: 'grace@example.com', message: '' };
    const ok = await visitor.addToCart({
      itemId: card.id,
      sku: card.sku({ Amount: '$50' }),
      quantity: 1,
      additionalFields: JSON.stringify({ giftCard: recipient }),
    });
    expect(ok.json<CartBody>().shoppingCart).toMatchObject({ subtotalCents: 5000, purelyDigital: true });
  });

  test('a subscribable item is refused: it is bought through Subscribe, not added to the cart', async () => {
    const visitor = await shopper();
    const coffee = await demoProduct(t.db, 'coffee-beans');
    // The demo's Coffee Beans can also be bought once (decision 0042); this one is subscription-only.
    await t.db.kysely
      .updateTable('products')
      .set({ one_time_purchase: 0 })
      .where('id', '=', coffee.id)
      .execute();
    await t.db.kysely
      .updateTable('websites')
      .set({ catalog_version: sql<number>`catalog_version + 1` })
      .where('id', '=', coffee.websiteId)
      .execute();
    const response = await visitor.addToCart({ itemId: coffee.id, sku: coffee.sku(), quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CART_SUBSCRIPTION_ONLY',
      message: 'This product is sold by subscription. Use its Subscribe button.',
    });
  });

  test('stock counts what is already in the cart', async () => {
    const visitor = await shopper();
    const lamp = await demoProduct(t.db, 'vintage-lamp');
    const tooMany = await visitor.addToCart({ itemId: lamp.id, sku: lamp.sku(), quantity: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'CART_INSUFFICIENT_STOCK',
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect((await visitor.addToCart({ itemId: lamp.id, sku: lamp.sku(), quantity: 1 })).statusCode).toBe(200);
    const again = await visitor.addToCart({ itemId: lamp.id, sku: lamp.sku(), quantity: 1 });
    expect(again.statusCode).toBe(409);

    const shirt = await demoProduct(t.db, 'linen-shirt');
    const sandM = shirt.sku({ Size: 'M', Color: 'Sand' });
    expect((await visitor.addToCart({ itemId: shirt.id, sku: sandM, quantity: 3 })).statusCode).toBe(200);
    expect((await visitor.addToCart({ itemId: shirt.id, sku: sandM, quantity: 1 })).statusCode).toBe(409);
    const navyL = shirt.sku({ Size: 'L', Color: 'Navy' });
    expect((await visitor.addToCart({ itemId: shirt.id, sku: navyL, quantity: 1 })).statusCode).toBe(409);
  });

  test('concurrent adds to one cart never pass the stock check together', async () => {
    const visitor = await shopper();
    const lamp = await demoProduct(t.db, 'vintage-lamp');
    // The first add creates the cart; the rest race inside it.
    const shirt = await demoProduct(t.db, 'linen-shirt');
    await visitor.addToCart({ itemId: shirt.id, sku: shirt.sku({ Size: 'S', Color: 'Sand' }), quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => visitor.addToCart({ itemId: lamp.id, sku: lamp.sku(), quantity: 1 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
  });

  test('changes an entry quantity within stock and removes an entry', async () => {
    const visitor = await shopper();
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const sku = shirt.sku({ Size: 'M', Color: 'Sand' });
    const added = (await visitor.addToCart({ itemId: shirt.id, sku, quantity: 1 })).json<CartBody>();
    const entryId = added.newlyAdded?.id ?? '';
    const url = `/api/commerce/shopping-cart/entries/${entryId}`;

    const changed = await visitor.request({ method: 'PUT', url: `${url}/quantity`, json: { quantity: 3 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CartBody>().shoppingCart.totalQuantity).toBe(3);

    const over = await visitor.request({ method: 'PUT', url: `${url}/quantity`, json: { quantity: 4 } });
    expect(over.statusCode).toBe(409);
    const bad = await visitor.request({ method: 'PUT', url: `${url}/quantity`, json: { quantity: 'many' } });
    expect(bad.json()).toMatchObject({ message: 'Quantity must be a number.' });

    const removed = await visitor.request({ method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CartBody>().shoppingCart.entries).toEqual([]);
    const again = await visitor.request({ method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Unable to remove item' });
  });

  test("another visitor cannot change or remove someone else's entry", async () => {
    const owner = await shopper();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const added = (await owner.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 })).json<CartBody>();
    const stranger = await shopper();
    const url = `/api/commerce/shopping-cart/entries/${added.newlyAdded?.id ?? ''}`;
    const change = await stranger.request({ method: 'PUT', url: `${url}/quantity`, json: { quantity: 2 } });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toMatchObject({ message: 'Unable to update quantity' });
    expect((await stranger.request({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  test('writes without the crumb, or with a wrong one, get 403 with crumbFail', async () => {
    const visitor = await shopper();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const body = { itemId: mug.id, sku: mug.sku(), quantity: 1 };
    for (const crumb of ['omit', 'not-the-right-crumb-value'] as const) {
      const response = await visitor.addToCart(body, crumb);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ crumbFail: true });
    }
    const viaQuery = await visitor.request({
      method: 'POST',
      url: `/api/commerce/shopping-cart/entries?crumb=${visitor.cookies.get('crumb') ?? ''}`,
      json: body,
      crumb: 'omit',
    });
    // The query string is no place for the crumb (URLs reach logs and Referer): refused.
    expect(viaQuery.statusCode).toBe(403);
    const noCookies = new Visitor(t.app);
    const cookieless = await noCookies.addToCart(body, 'whatever');
    expect(cookieless.statusCode).toBe(403);
    expect(cookieless.json()).toMatchObject({ crumbFail: true });
  });

  test('bad bodies get a 4xx with a message, never a 500', async () => {
    const visitor = await shopper();
    const cases = [
      await visitor.addToCart({}),
      await visitor.addToCart({ itemId: 42 }),
      await visitor.request({ method: 'POST', url: '/api/commerce/shopping-cart/entries', json: 'nonsense' }),
      await visitor.request({
        method: 'PUT',
        url: '/api/commerce/shopping-cart/entries/x/quantity',
        json: {},
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json<ApiError>().message).toBe('string');
    }
  });

  test('the stock endpoint lists every variant with sku, unlimited and qtyInStock', async () => {
    const visitor = new Visitor(t.app);
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const response = await visitor.get(`/api/commerce/inventory/stock/?itemId=${shirt.id}`);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<StockResponse>();
    expect(results).toHaveLength(6);
    expect(results).toContainEqual({ sku: 'SHIRT-LINEN-SAND-M', unlimited: false, qtyInStock: 3 });
    expect(results).toContainEqual({ sku: 'SHIRT-LINEN-NAVY-L', unlimited: false, qtyInStock: 0 });
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const unlimited = await visitor.get(`/api/commerce/inventory/stock/?itemId=${stickers.id}`);
    expect(unlimited.json()).toEqual({ results: [{ sku: 'STICKERS-8', unlimited: true, qtyInStock: 0 }] });
    expect((await visitor.get('/api/commerce/inventory/stock/')).statusCode).toBe(400);
    expect((await visitor.get('/api/commerce/inventory/stock/?itemId=nope')).statusCode).toBe(404);
  });
});

describe.each(testEngines())('rate limits and sites on %s', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 5, windowMs: 60_000 } });

  test('a burst of writes from one client gets 429 "Please try again in a few seconds."', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 8; i += 1) {
      last = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 1 });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(last?.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please try again in a few seconds.',
    });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json<ApiError>().retryAfter).toBeGreaterThan(0);
    // One counter for every write: the no-JavaScript form is limited too.
    const form = await visitor.request({
      method: 'POST',
      url: '/cart/add',
      form: {
        itemId: stickers.id,
        sku: stickers.sku(),
        quantity: '1',
        crumb: visitor.cookies.get('crumb') ?? '',
      },
      crumb: 'omit',
    });
    expect(form.statusCode).toBe(429);
  });

  test('localhost and 127.0.0.1 on any port are the demo site; unknown hosts are not found', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:8123', 'LOCALHOST:1']) {
      const response = await new Visitor(t.app, host).get('/api/commerce/shopping-cart');
      expect(response.statusCode, host).toBe(200);
    }
    const unknown = await new Visitor(t.app, 'unknown.example.test').get('/api/commerce/shopping-cart');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SITE_NOT_FOUND' });
  });
});

describe.each(testEngines())('sites on %s', (engine) => {
  const t = useTestApp(engine);

  test('every site sees only its own products and carts', async () => {
    const otherSiteId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['other.example.test']));
    const other = new Visitor(t.app, 'other.example.test');
    await other.visit();
    const otherMug = await t.db.kysely
      .selectFrom('products')
      .select('id')
      .where('website_id', '=', otherSiteId)
      .where('url_id', '=', 'ceramic-mug')
      .executeTakeFirstOrThrow();
    const here = new Visitor(t.app);
    await here.visit();
    const crossSite = await here.addToCart({ itemId: otherMug.id, sku: 'MUG-CERAMIC', quantity: 1 });
    expect(crossSite.statusCode).toBe(404);
    const own = await other.addToCart({ itemId: otherMug.id, sku: 'MUG-CERAMIC', quantity: 1 });
    expect(own.statusCode).toBe(200);
    expect(own.json<CartBody>().shoppingCart.websiteId).toBe(otherSiteId);
    // The other site's cart cookie means nothing on this site.
    here.cookies.set('plinth_cart', other.cookies.get('plinth_cart') ?? '');
    expect((await here.get('/api/commerce/shopping-cart')).json<ShoppingCart>().totalQuantity).toBe(0);
  });
});
