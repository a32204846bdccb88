import type { ShoppingCart } from '@plinth/contracts';
import { newId, newToken, type Db } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import {
  CART_RETENTION_DAYS,
  MAX_CART_FORM_BYTES,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  purgeStaleCarts,
  scheduleCartPurge,
} from '../src/modules/cart';
import { useTestApp, demoProduct, Visitor } from './fixtures/create-test-app';
import { createShopper, SHOPPER_PASSWORD, signIn, signOut } from './fixtures/site-user-visitor';

interface CartBody {
  shoppingCart: ShoppingCart;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines())('cart limits on %s (security review L5)', (engine) => {
  const t = useTestApp(engine, { rateLimit: { max: 10_000, windowMs: 60_000 } });

  async function shopper(): Promise<Visitor> {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    return visitor;
  }

  test.each([
    ['1e3', 'Quantity must be a number.'],
    [' 5', 'Quantity must be a number.'],
    ['5 ', 'Quantity must be a number.'],
    ['', 'Quantity must be a number.'],
    ['0x10', 'Quantity must be a number.'],
    ['+3', 'Quantity must be a number.'],
    ['2.5', 'Quantity must be a whole number'],
    ['-2', 'Quantity must be a whole number'],
  ])('refuses the quantity %j with 400 CART_QUANTITY_INVALID "%s"', async (quantity, message) => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const response = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CART_QUANTITY_INVALID', message });
    expect(visitor.cookies.has('plinth_cart')).toBe(false);
  });

  test('accepts digit strings and integers, and a missing quantity as 1', async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: '12' });
    await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 3 });
    const last = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku() });
    expect(last.statusCode).toBe(200);
    expect(last.json<CartBody>().shoppingCart.totalQuantity).toBe(16);
  });

  test('a quantity change takes only digit strings or integers too, on the API and the form', async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const added = await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 2 });
    const entryId = added.json<CartBody>().shoppingCart.entries[0]?.id ?? '';
    const url = `/api/commerce/shopping-cart/entries/${entryId}/quantity`;
    for (const quantity of ['1e3', ' 5', '']) {
      const refused = await visitor.request({ method: 'PUT', url, json: { quantity } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'CART_QUANTITY_INVALID',
        message: 'Quantity must be a number.',
      });
    }
    const form = await visitor.request({
      method: 'POST',
      url: `/cart/entries/${entryId}/quantity`,
      form: { quantity: '1e3', crumb: visitor.cookies.get('crumb') ?? '' },
      crumb: 'omit',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('Quantity must be a number.');
    const ok = await visitor.request({ method: 'PUT', url, json: { quantity: '7' } });
    expect(ok.json<CartBody>().shoppingCart.totalQuantity).toBe(7);
  });

  test(`a cart holds at most ${MAX_CART_LINES} lines; the next new line gets 409 with a message`, async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    for (let i = 0; i < MAX_CART_LINES; i += 1) {
      const response = await visitor.addToCart({
        itemId: stickers.id,
        sku: stickers.sku(),
        quantity: 1,
        additionalFields: JSON.stringify({ line: i }),
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await visitor.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: 1,
      additionalFields: JSON.stringify({ line: 'one too many' }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CART_LIMIT_REACHED',
      message: `Sorry, a cart can hold at most ${MAX_CART_LINES} different items.`,
    });
    // More of a line the cart already holds is still fine.
    const more = await visitor.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: 2,
      additionalFields: JSON.stringify({ line: 0 }),
    });
    expect(more.statusCode).toBe(200);
    const cart = (await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    expect(cart.entries).toHaveLength(MAX_CART_LINES);
    expect(cart.totalQuantity).toBe(MAX_CART_LINES + 2);
  });

  test(`a cart holds at most ${MAX_CART_QUANTITY} items in all, on adds and on quantity changes`, async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const lines = Math.floor(MAX_CART_QUANTITY / 9999);
    let entryId = '';
    for (let i = 0; i < lines; i += 1) {
      const response = await visitor.addToCart({
        itemId: stickers.id,
        sku: stickers.sku(),
        quantity: 9999,
        additionalFields: `line ${i}`,
      });
      expect(response.statusCode).toBe(200);
      entryId = response.json<CartBody>().shoppingCart.entries[0]?.id ?? '';
    }
    const room = MAX_CART_QUANTITY - lines * 9999;
    const over = await visitor.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: room + 1,
      additionalFields: 'one more line',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CART_LIMIT_REACHED',
      message: `Sorry, a cart can hold at most ${MAX_CART_QUANTITY} items in all.`,
    });
    if (room > 0) {
      const fits = await visitor.addToCart({
        itemId: stickers.id,
        sku: stickers.sku(),
        quantity: room,
        additionalFields: 'the last of the room',
      });
      expect(fits.statusCode).toBe(200);
      expect(fits.json<CartBody>().shoppingCart.totalQuantity).toBe(MAX_CART_QUANTITY);
    }
    // A quantity change counts too: free room on one line, fill it with another, then the first is stuck.
    const url = `/api/commerce/shopping-cart/entries/${entryId}/quantity`;
    expect((await visitor.request({ method: 'PUT', url, json: { quantity: 1 } })).statusCode).toBe(200);
    const refill = await visitor.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: 9998,
      additionalFields: 'refill',
    });
    expect(refill.json<CartBody>().shoppingCart.totalQuantity).toBe(MAX_CART_QUANTITY);
    const raise = await visitor.request({ method: 'PUT', url, json: { quantity: 2 } });
    expect(raise.statusCode).toBe(409);
    expect(raise.json()).toMatchObject({ code: 'CART_LIMIT_REACHED' });
  });

  test('a first add sees a stock change made after the catalogue was last read', async () => {
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const setStock = (stock: number) =>
      t.db.kysely.updateTable('variants').set({ stock_qty: stock }).where('sku', '=', mug.sku()).execute();
    const firstAdd = async () => {
      const visitor = await shopper();
      return visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 2 });
    };
    expect((await firstAdd()).statusCode).toBe(200);
    await setStock(1);
    const refused = await firstAdd();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CART_INSUFFICIENT_STOCK' });
    await setStock(50);
    expect((await firstAdd()).statusCode).toBe(200);
  });

  test('signing in merges a visitor cart into a full account cart without passing the line limit', async () => {
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const device = await shopper();
    const { email } = await createShopper(device);
    for (let i = 0; i < MAX_CART_LINES; i += 1) {
      const added = await device.addToCart({
        itemId: stickers.id,
        sku: stickers.sku(),
        quantity: 1,
        additionalFields: `account line ${i}`,
      });
      expect(added.statusCode).toBe(200);
    }
    expect((await signOut(device, false)).statusCode).toBeLessThan(300);

    const other = await shopper();
    await other.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 1, additionalFields: 'new' });
    expect((await signIn(other, { email, password: SHOPPER_PASSWORD })).statusCode).toBe(200);
    const cart = (await other.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    expect(cart.entries).toHaveLength(MAX_CART_LINES);
    expect(cart.entries.some((e) => e.additionalFields === 'new')).toBe(false);
  });

  test('form answers in one cart are capped in bytes', async () => {
    const visitor = await shopper();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    // 9,000 characters of three bytes each: 27,000 bytes a line, so the fourth line is too much.
    const answers = (i: number) => JSON.stringify({ note: `${i}${'€'.repeat(9000)}` });
    const perLine = Buffer.byteLength(answers(0));
    const fitting = Math.floor(MAX_CART_FORM_BYTES / perLine);
    for (let i = 0; i < fitting; i += 1) {
      const response = await visitor.addToCart({
        itemId: stickers.id,
        sku: stickers.sku(),
        quantity: 1,
        additionalFields: answers(i),
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await visitor.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: 1,
      additionalFields: answers(fitting),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CART_LIMIT_REACHED',
      message: 'Sorry, the form answers in this cart are too long. Please shorten them or remove an item.',
    });
  });
});

describe.each(testEngines())('stale cart purge on %s (security review L5)', (engine) => {
  const t = useTestApp(engine);

  async function storedCart(db: Db, updatedAt: Date, siteUserId: string | null = null): Promise<string> {
    const stickers = await demoProduct(db, 'sticker-pack');
    const id = newId();
    const at = updatedAt.toISOString();
    await db.kysely
      .insertInto('carts')
      .values({
        id,
        website_id: t.websiteId,
        token: newToken(),
        is_purchased: 0,
        order_id: null,
        site_user_id: siteUserId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db.kysely
      .insertInto('cart_entries')
      .values({
        id: newId(),
        website_id: t.websiteId,
        cart_id: id,
        product_id: stickers.id,
        variant_id: stickers.variants[0]?.id ?? '',
        quantity: 1,
        additional_fields: null,
        position: 0,
        created_at: at,
      })
      .execute();
    return id;
  }

  async function customer(db: Db): Promise<string> {
    const id = newId();
    const at = new Date().toISOString();
    await db.kysely
      .insertInto('site_users')
      .values({
        id,
        website_id: t.websiteId,
        email: `${id}@example.com`,
        name: 'Customer',
        password_hash: 'x',
        language: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  }

  async function exists(cartId: string): Promise<{ cart: boolean; entries: number }> {
    const cart = await t.db.kysely
      .selectFrom('carts')
      .select('id')
      .where('id', '=', cartId)
      .executeTakeFirst();
    const entries = await t.db.kysely
      .selectFrom('cart_entries')
      .select('id')
      .where('cart_id', '=', cartId)
      .execute();
    return { cart: cart !== undefined, entries: entries.length };
  }

  // "Now" for these tests is far ahead of the clock: the app's own purge, which runs when it starts
  // (scheduleCartPurge) with the real time, can then never take these carts before the test does.
  const later = () => new Date(Date.now() + 1000 * DAY_MS);

  test(`deletes anonymous carts untouched for ${CART_RETENTION_DAYS} days with their entries, and nothing else`, async () => {
    const now = later();
    const stale = await storedCart(t.db, new Date(now.getTime() - (CART_RETENTION_DAYS + 1) * DAY_MS));
    const recent = await storedCart(t.db, new Date(now.getTime() - (CART_RETENTION_DAYS - 1) * DAY_MS));
    const customers = await storedCart(t.db, new Date(now.getTime() - 400 * DAY_MS), await customer(t.db));
    expect(await purgeStaleCarts(t.db, now)).toBeGreaterThanOrEqual(1);
    expect(await exists(stale)).toEqual({ cart: false, entries: 0 });
    expect(await exists(recent)).toEqual({ cart: true, entries: 1 });
    expect(await exists(customers)).toEqual({ cart: true, entries: 1 });
  });

  test('runs safely in several processes at once: every stale cart goes exactly once', async () => {
    const now = later();
    const old = new Date(now.getTime() - 60 * DAY_MS);
    const ids = [];
    for (let i = 0; i < 30; i += 1) ids.push(await storedCart(t.db, old));
    const counts = await Promise.all([purgeStaleCarts(t.db, now), purgeStaleCarts(t.db, now)]);
    expect(counts[0] + counts[1]).toBe(30);
    for (const id of ids) expect((await exists(id)).cart).toBe(false);
  });

  test('a cart in use is kept: an add touches it', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const stickers = await demoProduct(t.db, 'sticker-pack');
    await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 1 });
    const token = visitor.cookies.get('plinth_cart') ?? '';
    const old = new Date(Date.now() - 60 * DAY_MS).toISOString();
    await t.db.kysely.updateTable('carts').set({ updated_at: old }).where('token', '=', token).execute();
    await visitor.addToCart({ itemId: stickers.id, sku: stickers.sku(), quantity: 1 });
    await purgeStaleCarts(t.db);
    const cart = (await visitor.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
    expect(cart.totalQuantity).toBe(2);
  });

  test('the server purges at start and on its timer, and stops when it closes', async () => {
    const app = Fastify();
    app.decorate('db', t.db);
    scheduleCartPurge(app, 50);
    const old = new Date(Date.now() - 60 * DAY_MS);
    const atStart = await storedCart(t.db, old);
    await app.ready();
    await waitFor(async () => !(await exists(atStart)).cart);
    const onTimer = await storedCart(t.db, old);
    await waitFor(async () => !(await exists(onTimer)).cart);
    await app.close();
    const afterClose = await storedCart(t.db, old);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await exists(afterClose)).cart).toBe(true);
    await purgeStaleCarts(t.db);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met within 15 s');
}

describe.each(testEngines())('products of a turned-off store page on %s (security review L3)', (engine) => {
  const t = useTestApp(engine);

  async function setShopEnabled(enabled: boolean): Promise<void> {
    await t.db.kysely
      .updateTable('collections')
      .set({ enabled: enabled ? 1 : 0 })
      .where('website_id', '=', t.websiteId)
      .where('url_id', '=', 'shop')
      .execute();
  }

  test('are not found by the stock endpoint, the cart API or the no-JavaScript form, as their pages are not', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const stock = () => visitor.get(`/api/commerce/inventory/stock/?itemId=${mug.id}`);
    const add = () => visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    const form = () =>
      visitor.request({
        method: 'POST',
        url: '/cart/add',
        form: { itemId: mug.id, sku: mug.sku(), quantity: '1', crumb: visitor.cookies.get('crumb') ?? '' },
        crumb: 'omit',
      });
    // Read once while shown, so a cached answer would be there to leak.
    expect((await stock()).statusCode).toBe(200);

    await setShopEnabled(false);
    try {
      expect((await visitor.get('/shop/p/ceramic-mug')).statusCode).toBe(404);
      const hiddenStock = await stock();
      expect(hiddenStock.statusCode).toBe(404);
      expect(hiddenStock.body).not.toContain('MUG-CERAMIC');
      const hiddenAdd = await add();
      expect(hiddenAdd.statusCode).toBe(404);
      expect(hiddenAdd.json()).toMatchObject({ code: 'CART_ITEM_NOT_FOUND' });
      expect(hiddenAdd.body).not.toContain('Ceramic Mug');
      expect((await form()).statusCode).toBe(404);
      expect(visitor.cookies.has('plinth_cart')).toBe(false);
    } finally {
      await setShopEnabled(true);
    }
    expect((await stock()).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
    expect((await form()).statusCode).toBe(303);
  });

  test('a line already in the cart cannot change quantity while its page is off, but can be removed', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const added = await visitor.addToCart({ itemId: mug.id, sku: mug.sku(), quantity: 1 });
    expect(added.statusCode).toBe(200);
    const entryId = added.json<{ newlyAdded: { id: string } }>().newlyAdded.id;
    const setQuantity = (quantity: number) =>
      visitor.request({
        method: 'PUT',
        url: `/api/commerce/shopping-cart/entries/${entryId}/quantity`,
        json: { quantity },
      });
    const formQuantity = (quantity: number) =>
      visitor.request({
        method: 'POST',
        url: `/cart/entries/${entryId}/quantity`,
        form: { quantity: String(quantity), crumb: visitor.cookies.get('crumb') ?? '' },
        crumb: 'omit',
      });

    await setShopEnabled(false);
    try {
      const hidden = await setQuantity(3);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'CART_ITEM_NOT_FOUND' });
      expect(hidden.body).not.toContain('Ceramic Mug');
      expect((await formQuantity(4)).statusCode).toBe(404);
      const line = await t.db.kysely
        .selectFrom('cart_entries')
        .select('quantity')
        .where('id', '=', entryId)
        .executeTakeFirstOrThrow();
      expect(line.quantity).toBe(1);
    } finally {
      await setShopEnabled(true);
    }
    const shown = await setQuantity(3);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<CartBody>().shoppingCart.entries[0]?.quantity).toBe(3);

    await setShopEnabled(false);
    try {
      const removed = await visitor.request({
        method: 'DELETE',
        url: `/api/commerce/shopping-cart/entries/${entryId}`,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<CartBody>().shoppingCart.entries).toHaveLength(0);
    } finally {
      await setShopEnabled(true);
    }
  });
});
