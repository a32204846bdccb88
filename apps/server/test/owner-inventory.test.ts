import { PRODUCT_TYPE, SITE_ROLE, type InventoryItem, type InventoryList } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addTestMember, signedInOwner, Visitor } from './fixtures/create-test-app';
import { insertTestProduct } from './fixtures/create-test-product';
import { createStoreOwnerApp, type StoreOwnerApp } from './fixtures/create-store-owner';

describe.each(testEngines())('owner inventory API on %s', (engine) => {
  let t: StoreOwnerApp;
  beforeAll(async () => {
    t = await createStoreOwnerApp(engine);
  });
  afterAll(async () => (t as StoreOwnerApp | undefined)?.close());

  async function items(q = ''): Promise<InventoryItem[]> {
    const response = await t.call('GET', `/config/api/inventory${q ? `?q=${encodeURIComponent(q)}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json<InventoryList>().items;
  }

  async function variantOf(sku: string): Promise<InventoryItem> {
    const item = (await items(sku)).find((i) => i.sku === sku);
    if (!item) throw new Error(`no variant ${sku}`);
    return item;
  }

  const put = (variantId: string, json: unknown) => t.call('PUT', `/config/api/inventory/${variantId}`, json);
  const adjust = (variantId: string, by: unknown) =>
    t.call('POST', `/config/api/inventory/${variantId}/adjust`, { by });

  test('lists every variant in store order, labelled with its options in the product’s order', async () => {
    const all = await items();
    expect(all.slice(0, 2)).toEqual([
      {
        variantId: expect.any(String) as unknown,
        productId: expect.any(String) as unknown,
        productTitle: 'Linen Shirt',
        productType: PRODUCT_TYPE.PHYSICAL,
        productUrl: '/shop/p/linen-shirt',
        sku: 'SHIRT-LINEN-SAND-S',
        attributes: { Size: 'S', Color: 'Sand' },
        optionLabel: 'S / Sand',
        unlimited: false,
        stock: 20,
        image: expect.objectContaining({ url: '/assets/demo/linen-shirt-sand.svg' }) as unknown,
      },
      expect.objectContaining({ sku: 'SHIRT-LINEN-SAND-M', optionLabel: 'M / Sand', stock: 3 }),
    ]);
    expect(all.find((i) => i.sku === 'MUG-CERAMIC')).toMatchObject({
      optionLabel: '',
      image: expect.objectContaining({ url: '/assets/demo/ceramic-mug.svg' }) as unknown,
    });
    expect(all.find((i) => i.sku === 'GUIDE-PDF')).toMatchObject({ unlimited: true });
    const titles = [...new Set(all.map((i) => i.productTitle))];
    expect(titles.slice(0, 3)).toEqual(['Linen Shirt', 'Ceramic Mug', 'Vintage Lamp']);
  });

  test('filters by product title or SKU, ignoring case', async () => {
    expect((await items('poster')).map((i) => i.sku)).toEqual(['POSTER-A3', 'POSTER-A2']);
    expect((await items('gift-5')).map((i) => i.sku)).toEqual(['GIFT-50']);
    expect(await items('_')).toEqual([]);
  });

  test('sets a variant’s stock and its unlimited flag, keeping the count while unlimited', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId, { stock: 4 });
    const counted = await put(variantId, { stock: 12 });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ variantId, stock: 12, unlimited: false });
    expect((await put(variantId, { unlimited: true })).json()).toMatchObject({ unlimited: true, stock: 12 });
    expect((await put(variantId, { unlimited: false })).json()).toMatchObject({
      unlimited: false,
      stock: 12,
    });
    expect((await put(variantId, { stock: 0, unlimited: false })).json()).toMatchObject({ stock: 0 });
  });

  test('a stock of 0 shows on the product page at once', async () => {
    const lamp = await variantOf('LAMP-VINTAGE');
    const visitor = new Visitor(t.app);
    const soldOut = async () =>
      (await visitor.get(`${lamp.productUrl}?format=json`)).json<{ item: { soldOut: boolean } }>().item
        .soldOut;
    expect(await soldOut()).toBe(false);
    await put(lamp.variantId, { stock: 0 });
    expect(await soldOut()).toBe(true);
    await put(lamp.variantId, { stock: 1 });
    expect(await soldOut()).toBe(false);
  });

  test('refuses an empty change and stock that is negative, fractional or over 1,000,000', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId);
    const empty = await put(variantId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'INVENTORY_INVALID',
      message: 'Send a stock count or the unlimited flag.',
      fieldErrors: { stock: 'Send a stock count or the unlimited flag.' },
    });
    for (const stock of [-1, 2.5, 1_000_001, '5']) {
      const response = await put(variantId, { stock });
      expect(response.statusCode, String(stock)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVENTORY_INVALID',
        fieldErrors: { stock: expect.any(String) as unknown },
      });
    }
    expect((await put(variantId, { stock: 1_000_000 })).statusCode).toBe(200);
  });

  test('keeps digital products and gift cards unlimited (400)', async () => {
    const guide = await variantOf('GUIDE-PDF');
    const gift = await variantOf('GIFT-25');
    const message = 'Digital products and gift cards always have unlimited stock.';
    for (const response of [
      await put(guide.variantId, { unlimited: false }),
      await put(gift.variantId, { stock: 3 }),
      await adjust(guide.variantId, 1),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVENTORY_ALWAYS_UNLIMITED', message });
    }
    expect((await put(guide.variantId, { unlimited: true })).statusCode).toBe(200);
  });

  test('adjusts stock up and down', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId, { stock: 5 });
    expect((await adjust(variantId, 3)).json()).toMatchObject({ stock: 8 });
    expect((await adjust(variantId, -8)).json()).toMatchObject({ stock: 0 });
  });

  test('refuses an adjustment below 0 with 409 and says how many there are', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId, { stock: 1 });
    const response = await adjust(variantId, -2);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'INVENTORY_BELOW_ZERO',
      message: 'Only 1 in stock: it cannot go down by 2.',
    });
    expect((await variantOf((await items()).find((i) => i.variantId === variantId)!.sku)).stock).toBe(1);
  });

  test('refuses to adjust by 0, by a fraction, by more than 1,000,000, or past 1,000,000', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId, { stock: 10 });
    for (const by of [0, 1.5, 1_000_001, -1_000_001, 'one', null]) {
      const response = await adjust(variantId, by);
      expect(response.statusCode, String(by)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVENTORY_INVALID',
        fieldErrors: { by: expect.any(String) as unknown },
      });
    }
    const over = await adjust(variantId, 1_000_000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'INVENTORY_ABOVE_MAX', message: 'Stock can be at most 1,000,000.' });
  });

  test('refuses to adjust an unlimited variant (409)', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId);
    await put(variantId, { unlimited: true });
    const response = await adjust(variantId, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INVENTORY_UNLIMITED' });
  });

  test('counts every one of many concurrent adjustments', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId, { stock: 50 });
    const changes = [...Array.from({ length: 12 }, () => 2), ...Array.from({ length: 8 }, () => -3)];
    const responses = await Promise.all(changes.map((by) => adjust(variantId, by)));
    expect(responses.map((r) => r.statusCode)).toEqual(changes.map(() => 200));
    const row = await t.db.kysely
      .selectFrom('variants')
      .select('stock_qty')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(row.stock_qty).toBe(50 + 24 - 24);
  });

  test('concurrent removals never take stock below 0: the ones too many get the 409', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId, { stock: 5 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => adjust(variantId, -1)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    const row = await t.db.kysely
      .selectFrom('variants')
      .select('stock_qty')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    expect(row.stock_qty).toBe(0);
  });

  test('answers 404 for a variant that does not exist', async () => {
    const missing = 'cccccccccccccccccccccccc';
    expect((await put(missing, { stock: 1 })).json()).toMatchObject({ code: 'INVENTORY_VARIANT_NOT_FOUND' });
    expect((await adjust(missing, 1)).statusCode).toBe(404);
  });

  test('needs a session (401); a viewer may look (inventory.view) but not change (403)', async () => {
    const { variantId } = await insertTestProduct(t.db, t.websiteId);
    expect((await new Visitor(t.app).get('/config/api/inventory')).statusCode).toBe(401);
    const credentials = { email: `stock-viewer-${engine}@example.com`, password: 'viewer password 1' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.VIEWER });
    const viewer = await signedInOwner(t.app, credentials);
    expect((await viewer.get('/config/api/inventory')).statusCode).toBe(200);
    const denied = await viewer.request({
      method: 'POST',
      url: `/config/api/inventory/${variantId}/adjust`,
      json: { by: 1 },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'AUTH_PERMISSION_DENIED', permission: 'inventory.edit' });
  });
});
