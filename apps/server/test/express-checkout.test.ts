import {
  CHECKOUT_API,
  EXPRESS_CHECKOUT,
  type ApiError,
  type ExpressCartResponse,
  type PlaceOrderResponse,
  type ShoppingCart,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoProduct, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { orderBody, shopperWithCart } from './fixtures/checkout';
import { createShopper } from './fixtures/site-user-visitor';

describe.each(testEngines())('express checkout ("Buy now") on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
  });

  const setBuyNow = (buyNowEnabled: boolean) =>
    owner.request({ method: 'PUT', url: '/api/v1/commerce-preferences/express', json: { buyNowEnabled } });

  async function stickerBody(quantity = 2) {
    const stickers = await demoProduct(t.db, 'sticker-pack');
    return { itemId: stickers.id, sku: stickers.sku(), quantity, additionalFields: null };
  }

  function buyNow(shopper: Visitor, json: unknown, crumb?: string) {
    return shopper.request({ method: 'POST', url: EXPRESS_CHECKOUT.api, json, crumb });
  }

  async function cartOf(shopper: Visitor, cartToken?: string): Promise<ShoppingCart> {
    const url = cartToken ? `${CHECKOUT_API.quote}?cart=${cartToken}` : CHECKOUT_API.quote;
    const response = await shopper.request({ method: 'POST', url, json: {} });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ shoppingCart: ShoppingCart }>().shoppingCart;
  }

  test('the crumb is checked before the body: a forged write is 403 whatever it sends', async () => {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const forged = await buyNow(shopper, { nonsense: ['x'] }, 'omit');
    expect(forged.statusCode).toBe(403);
    expect(forged.json<ApiError>()).toMatchObject({ code: 'CRUMB_FAIL', crumbFail: true });
  });

  test('off by default: "Buy now" is refused and the product page has no button', async () => {
    expect((await owner.get('/api/v1/commerce-preferences/express')).json()).toEqual({
      buyNowEnabled: false,
      websiteId: t.websiteId,
    });
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const refused = await buyNow(shopper, await stickerBody());
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiError>()).toMatchObject({
      code: 'EXPRESS_CHECKOUT_OFF',
      message: 'Buy now is not offered in this store.',
    });
    expect((await shopper.get('/shop/p/sticker-pack')).body).not.toContain('Buy now');
  });

  describe('turned on', () => {
    beforeAll(async () => {
      const response = await setBuyNow(true);
      expect(response.statusCode, response.body).toBe(200);
    });

    test('the product page shows "Buy now" posting to /cart/express', async () => {
      const page = (await new Visitor(t.app).get('/shop/p/sticker-pack')).body;
      expect(page).toMatch(/formaction="\/cart\/express"/i);
      expect(page).toContain('Buy now');
    });

    test('a cart of that item alone, checked out on its own; the shopper’s cart is untouched', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [
        { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } },
      ]);
      const cookieBefore = shopper.cookies.get('plinth_cart');

      const response = await buyNow(shopper, await stickerBody(2));
      expect(response.statusCode, response.body).toBe(200);
      const { cartToken, checkoutUrl } = response.json<ExpressCartResponse>();
      expect(checkoutUrl).toBe(`/checkout?cart=${cartToken}`);
      expect(cartToken).not.toBe(cookieBefore);
      expect(response.cookies.find((c) => c.name === 'plinth_cart')).toBeUndefined();
      expect(shopper.cookies.get('plinth_cart')).toBe(cookieBefore);

      const express = await cartOf(shopper, cartToken);
      expect(express.entries.map((e) => [e.title, e.quantity])).toEqual([['Sticker Pack', 2]]);
      expect(express.id).not.toBe(cartId);
      const page = await shopper.get(checkoutUrl);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Sticker Pack');
      expect(page.body).not.toContain('Linen Shirt');
      expect(page.body).toContain(`action="/checkout?cart=${cartToken}"`);
      // The header's count is the shopper's own cart (one shirt), not the express cart's two stickers.
      expect(page.body).toContain('aria-label="Cart, one item in cart"');

      const placed = await shopper.request({
        method: 'POST',
        url: `${CHECKOUT_API.orders}?cart=${cartToken}`,
        json: orderBody(express.id),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json<PlaceOrderResponse>();
      expect(order.lines.map((l) => [l.productName, l.quantity])).toEqual([['Sticker Pack', 2]]);

      const own = await cartOf(shopper);
      expect(own.id).toBe(cartId);
      expect(own.entries.map((e) => [e.title, e.quantity])).toEqual([['Linen Shirt', 1]]);
      // The purchased express cart is gone from its address: the checkout there is empty.
      expect((await cartOf(shopper, cartToken)).entries).toEqual([]);
    });

    test('an express cart is checked out only with its token', async () => {
      const shopper = new Visitor(t.app);
      await shopper.visit();
      const { cartToken } = (await buyNow(shopper, await stickerBody(1))).json<ExpressCartResponse>();
      const express = await cartOf(shopper, cartToken);
      const placed = await shopper.request({
        method: 'POST',
        url: CHECKOUT_API.orders,
        json: orderBody(express.id),
      });
      expect(placed.statusCode).toBe(404);
      const other = new Visitor(t.app);
      await other.visit();
      expect((await cartOf(other)).entries).toEqual([]);
    });

    test('a signed-in customer: the order is theirs, and their account cart is neither used nor changed', async () => {
      const shopper = new Visitor(t.app);
      await shopper.visit();
      const { siteUser } = await createShopper(shopper);
      const mug = await demoProduct(t.db, 'ceramic-mug');
      const added = await shopper.addToCart({
        itemId: mug.id,
        sku: mug.sku(),
        quantity: 1,
        additionalFields: null,
      });
      expect(added.statusCode, added.body).toBe(200);

      const { cartToken } = (await buyNow(shopper, await stickerBody(1))).json<ExpressCartResponse>();
      const express = await cartOf(shopper, cartToken);
      expect(express.entries.map((e) => e.title)).toEqual(['Sticker Pack']);
      const placed = await shopper.request({
        method: 'POST',
        url: `${CHECKOUT_API.orders}?cart=${cartToken}`,
        json: orderBody(express.id),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const row = await t.db.kysely
        .selectFrom('orders')
        .select('site_user_id')
        .where('cart_id', '=', express.id)
        .executeTakeFirstOrThrow();
      expect(row.site_user_id).toBe(siteUser.id);
      // After the purchase the express address reaches nothing, not the account's own cart.
      expect((await cartOf(shopper, cartToken)).entries).toEqual([]);
      expect((await cartOf(shopper)).entries.map((e) => e.title)).toEqual(['Ceramic Mug']);
    });

    test('the add-to-cart rules apply: sold out, missing option, subscriptions', async () => {
      const shopper = new Visitor(t.app);
      await shopper.visit();
      const poster = await demoProduct(t.db, 'concert-poster');
      const soldOut = await buyNow(shopper, {
        itemId: poster.id,
        sku: poster.sku({ Size: 'A3' }),
        quantity: 1,
        additionalFields: null,
      });
      expect(soldOut.statusCode).toBeGreaterThanOrEqual(400);
      expect(soldOut.json<ApiError>().message).toBeTruthy();
      const unknown = await buyNow(shopper, { itemId: 'no-such-item', quantity: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(shopper.cookies.get('plinth_cart')).toBeUndefined();
    });

    test('without JavaScript: the form post answers 303 to the express checkout', async () => {
      const shopper = new Visitor(t.app);
      await shopper.visit('/shop/p/sticker-pack');
      const stickers = await demoProduct(t.db, 'sticker-pack');
      const response = await shopper.request({
        method: 'POST',
        url: EXPRESS_CHECKOUT.form,
        form: {
          itemId: stickers.id,
          sku: stickers.sku(),
          quantity: '3',
          crumb: shopper.cookies.get('crumb') ?? '',
        },
      });
      expect(response.statusCode, response.body).toBe(303);
      const location = String(response.headers.location);
      expect(location).toMatch(/^\/checkout\?cart=[A-Za-z0-9_-]{16,64}$/);
      expect(shopper.cookies.get('plinth_cart')).toBeUndefined();
      const page = await shopper.get(location);
      expect(page.body).toContain('Sticker Pack');
    });

    test('without JavaScript, a refusal shows the product page with "Unable to Purchase Item"', async () => {
      const shopper = new Visitor(t.app);
      await shopper.visit('/shop/p/sticker-pack');
      const stickers = await demoProduct(t.db, 'sticker-pack');
      const response = await shopper.request({
        method: 'POST',
        url: EXPRESS_CHECKOUT.form,
        form: {
          itemId: stickers.id,
          sku: stickers.sku(),
          quantity: '0',
          crumb: shopper.cookies.get('crumb') ?? '',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Unable to Purchase Item');
      expect(response.body).not.toContain('Unable to Add Item');
    });
  });
});
