import type { ApiError } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp, signedInOwner, Visitor } from './fixtures/create-test-app';

const STORE_DEFAULTS = {
  currency: 'USD',
  multipleQuantityAllowedForServices: true,
  scarcityText: 'Only {qty} left in stock',
  soldOutText: 'sold out',
  scarcityShownByDefault: false,
  lowStockThreshold: 5,
};

describe.each(testEngines())('commerce preferences on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  let websiteId: string;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
    websiteId = t.websiteId;
  });

  const url = (namespace: string) => `/api/v1/commerce-preferences/${namespace}`;
  function put(namespace: string, json: unknown) {
    return owner.request({ method: 'PUT', url: url(namespace), json });
  }

  test('each namespace answers its defaults and the websiteId', async () => {
    expect((await owner.get(url('store'))).json()).toEqual({ ...STORE_DEFAULTS, websiteId });
    expect((await owner.get(url('restock'))).json()).toEqual({
      enabled: false,
      hiddenByDefault: false,
      autoSendOnRestock: false,
      mailingListSignUpEnabled: false,
      mailingListOptInByDefault: false,
      successMessage: '',
      websiteId,
    });
    expect((await owner.get(url('checkout'))).json()).toEqual({ minimumOrderSubtotalCents: 0, websiteId });
    expect((await owner.get(url('orderNotifications'))).json()).toEqual({
      enabled: true,
      recipients: [],
      websiteId,
    });
  });

  test('the new-order email keeps up to 5 trimmed recipients and its switch', async () => {
    const response = await put('orderNotifications', {
      enabled: false,
      recipients: [' orders@example.com', 'boss@example.com '],
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { enabled: false, recipients: ['orders@example.com', 'boss@example.com'], websiteId };
    expect(response.json()).toEqual(expected);
    expect((await owner.get(url('orderNotifications'))).json()).toEqual(expected);
    await put('orderNotifications', { enabled: true, recipients: [] });
  });

  test('a partial PUT changes only what it sends', async () => {
    const response = await put('restock', { enabled: true, successMessage: 'Thanks! We will write.' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      enabled: true,
      hiddenByDefault: false,
      autoSendOnRestock: false,
      mailingListSignUpEnabled: false,
      mailingListOptInByDefault: false,
      successMessage: 'Thanks! We will write.',
      websiteId,
    };
    expect(response.json()).toEqual(expected);
    expect((await owner.get(url('restock'))).json()).toEqual(expected);
    const more = await put('restock', { mailingListSignUpEnabled: true, websiteId: 'ignored' });
    expect(more.json()).toEqual({ ...expected, mailingListSignUpEnabled: true });
    expect((await put('checkout', { minimumOrderSubtotalCents: 2500 })).json()).toEqual({
      minimumOrderSubtotalCents: 2500,
      websiteId,
    });
  });

  test('the store texts show on the storefront where a product has none of its own', async () => {
    const shopper = new Visitor(t.app);
    const before = (await shopper.get('/shop')).body;
    expect(before).toContain('<span class="badge badge--sold-out">sold out</span>');

    const response = await put('store', { scarcityText: 'Just {qty} to go', soldOutText: 'All gone' });
    expect(response.json()).toEqual({
      ...STORE_DEFAULTS,
      scarcityText: 'Just {qty} to go',
      soldOutText: 'All gone',
      websiteId,
    });

    const shop = await shopper.get('/shop');
    expect(shop.body).toContain('<span class="badge badge--sold-out">All gone</span>');
    const page = (await shopper.get('/shop/p/linen-shirt?format=json')).json<{
      item: { scarcity: { scarcityText: string; customSoldOutText: string | null } };
    }>();
    expect(page.item.scarcity).toMatchObject({
      scarcityText: 'Just {qty} to go',
      customSoldOutText: 'All gone',
    });
    // The product form island gets the same texts: the stock line for the selected variant.
    const html = (await shopper.get('/shop/p/linen-shirt')).body;
    expect(html).toContain('Just {qty} to go');

    await t.db.kysely
      .updateTable('products')
      .set({ scarcity_text: 'Last {qty} shirts', custom_sold_out_text: 'Back in May' })
      .where('url_id', '=', 'linen-shirt')
      .execute();
    const own = (await shopper.get('/shop/p/linen-shirt?format=json')).json<{
      item: { scarcity: { scarcityText: string; customSoldOutText: string | null }; soldOutLabel: string };
    }>();
    expect(own.item.scarcity).toMatchObject({
      scarcityText: 'Last {qty} shirts',
      customSoldOutText: 'Back in May',
    });
    expect(own.item.soldOutLabel).toBe('Back in May');
    await put('store', {
      scarcityText: STORE_DEFAULTS.scarcityText,
      soldOutText: STORE_DEFAULTS.soldOutText,
    });
  });

  test('the low-stock threshold reaches the product page and the shop Quick View as store settings', async () => {
    const shopper = new Visitor(t.app);
    expect((await shopper.get('/shop/p/linen-shirt')).body).toContain('"lowStockThreshold":5');
    const response = await put('store', { lowStockThreshold: 25 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...STORE_DEFAULTS, lowStockThreshold: 25, websiteId });
    expect((await shopper.get('/shop/p/linen-shirt')).body).toContain('"lowStockThreshold":25');
    expect((await shopper.get('/shop')).body).toContain('"lowStockThreshold":25');
    await put('store', { lowStockThreshold: 5 });
  });

  test('the currency is the websites column and prices show in it at once', async () => {
    const visitor = new Visitor(t.app);
    expect((await visitor.get('/shop/p/linen-shirt')).body).toContain('$68.00');
    const response = await put('store', { currency: 'EUR' });
    expect(response.json()).toMatchObject({ currency: 'EUR' });
    const row = await t.db.kysely
      .selectFrom('websites')
      .select('currency')
      .where('id', '=', websiteId)
      .executeTakeFirstOrThrow();
    expect(row.currency).toBe('EUR');
    expect((await visitor.get('/shop/p/linen-shirt')).body).toContain('€68.00');
    await put('store', { currency: 'USD' });
  });

  test.each([
    ['store', { currency: 'XYZ' }, 'currency', 'is not one of the expected options'],
    ['store', { currency: 42 }, 'currency', ''],
    ['store', { scarcityText: 'Only a few left' }, 'scarcityText', 'must contain {qty}'],
    ['store', { scarcityText: `${'x'.repeat(200)}{qty}` }, 'scarcityText', '200 characters'],
    ['store', { soldOutText: '' }, 'soldOutText', 'must not be empty'],
    ['store', { multipleQuantityAllowedForServices: 'yes' }, 'multipleQuantityAllowedForServices', ''],
    ['store', { shipping: 'free' }, '', 'Unrecognized key'],
    ['store', { lowStockThreshold: 0 }, 'lowStockThreshold', 'must be 1 or more'],
    ['store', { lowStockThreshold: 10000 }, 'lowStockThreshold', 'must be 9999 or less'],
    ['store', { lowStockThreshold: 2.5 }, 'lowStockThreshold', 'whole number'],
    ['store', { lowStockThreshold: '5' }, 'lowStockThreshold', ''],
    ['restock', { successMessage: 'x'.repeat(201) }, 'successMessage', '200 characters'],
    ['restock', { enabled: 1 }, 'enabled', ''],
    ['checkout', { minimumOrderSubtotalCents: -1 }, 'minimumOrderSubtotalCents', 'must be 0 or more'],
    ['checkout', { minimumOrderSubtotalCents: 12.5 }, 'minimumOrderSubtotalCents', 'whole number'],
    ['checkout', { minimumOrderSubtotalCents: '2500' }, 'minimumOrderSubtotalCents', ''],
    ['orderNotifications', { recipients: ['not-an-address'] }, 'recipients.0', 'must be an email address'],
    ['orderNotifications', { recipients: ['a@x.io', 'A@x.io'] }, 'recipients.1', 'is already listed'],
    [
      'orderNotifications',
      { recipients: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'] },
      'recipients',
      'must be 5 addresses or fewer',
    ],
    ['orderNotifications', { enabled: 'yes' }, 'enabled', ''],
  ])('%s: refuses %j with a 400 naming the field', async (namespace, body, field, words) => {
    const before = (await owner.get(url(namespace))).json<unknown>();
    const response = await put(namespace, body);
    expect(response.statusCode, response.body).toBe(400);
    const { message } = response.json<ApiError>();
    expect(message).toContain(`Invalid request: ${field}`);
    expect(message).toContain(words);
    expect((await owner.get(url(namespace))).json()).toEqual(before);
  });

  test('an unknown namespace is a 404 that names the known ones', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await owner.request({
        method,
        url: url('shipping'),
        json: method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'COMMERCE_PREFERENCES_UNKNOWN_NAMESPACE',
        message:
          'There are no commerce preferences called "shipping". Known namespaces: store, restock, checkout, express, installments, cardTesting, orderNotifications.',
      });
    }
  });

  test('a damaged stored value falls back on its own; its neighbours keep theirs', async () => {
    const row = await t.db.kysely
      .selectFrom('websites')
      .select('settings')
      .where('id', '=', websiteId)
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as Record<string, unknown>;
    settings.checkout = { minimumOrderSubtotalCents: 'lots' };
    settings.restock = { enabled: 'yes', successMessage: 'Kept' };
    await t.db.kysely
      .updateTable('websites')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', websiteId)
      .execute();
    await t.app.sites.invalidate(websiteId);
    expect((await owner.get(url('checkout'))).json()).toEqual({ minimumOrderSubtotalCents: 0, websiteId });
    expect((await owner.get(url('restock'))).json()).toMatchObject({
      enabled: false,
      successMessage: 'Kept',
    });
    expect((await new Visitor(t.app).get('/shop')).statusCode).toBe(200);
  });

  test('reads need a session; writes need the crumb too', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    expect((await visitor.get(url('store'))).statusCode).toBe(401);
    expect((await visitor.request({ method: 'PUT', url: url('store'), json: {} })).statusCode).toBe(401);
    const noCrumb = await owner.request({
      method: 'PUT',
      url: url('store'),
      json: { currency: 'EUR' },
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    expect((await owner.get(url('store'))).json()).toMatchObject({ currency: 'USD' });
  });
});
