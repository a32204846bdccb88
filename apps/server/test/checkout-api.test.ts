import type { ApiError, PlaceOrderResponse, ShoppingCart } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { seedDemoSite } from '../src/demo/seed';
import type { TestProcessor } from '../src/modules/payments';
import { demoProduct, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import {
  DECLINED_CARD,
  GOOD_CARD,
  orderBody,
  placeOrder,
  quote,
  shopperWithCart,
  TEST_ADDRESS,
} from './fixtures/checkout';

describe.each(testEngines())('checkout API on %s', (engine) => {
  const t = useTestApp(engine);
  const processor = () => t.app.payments as TestProcessor;

  async function optionId(name: string): Promise<string> {
    const row = await t.db.kysely
      .selectFrom('shipping_options')
      .select('id')
      .where('website_id', '=', t.websiteId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function stockOf(urlId: string, attributes?: Record<string, string>): Promise<number> {
    const product = await demoProduct(t.db, urlId);
    const sku = product.sku(attributes);
    const row = await t.db.kysely
      .selectFrom('variants')
      .select('stock_qty')
      .where('sku', '=', sku)
      .where('website_id', '=', t.websiteId)
      .executeTakeFirstOrThrow();
    return row.stock_qty;
  }

  const SHIRT = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };

  describe('quote', () => {
    test('a Linen Shirt to California: $68.00, $6.00 standard shipping, 7.25 % sales tax', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const answer = await quote(shopper, { shippingAddress: TEST_ADDRESS });
      expect(answer.fieldErrors).toEqual({});
      expect(answer.minimumSubtotalMessage).toBeNull();
      expect(answer.shoppingCart).toMatchObject({
        id: cartId,
        subtotalCents: 6800,
        discountCents: 0,
        shippingCostCents: 600,
        taxCents: 493,
        grandTotalCents: 7893,
        requiresShipping: true,
        hasDigital: false,
        purelyDigital: false,
        selectedShippingOption: { name: 'Standard shipping', costCents: 600, kind: 'free_over' },
        shippingLocation: { country: 'US', region: 'CA', city: 'Oakland', postalCode: '94607' },
        applicableTaxRules: [
          { name: 'California sales tax', country: 'US', region: 'CA', rateBasisPoints: 725, taxCents: 493 },
        ],
      });
      expect(answer.shoppingCart.shippingOptions.map((o) => [o.name, o.costCents])).toEqual([
        ['Standard shipping', 600],
        ['Express', 1500],
        ['Pick up at the studio', 0],
      ]);
    });

    test('choosing Express prices it by weight; abroad only International and pick-up are offered', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const express = await quote(shopper, {
        shippingAddress: TEST_ADDRESS,
        shippingOptionId: await optionId('Express'),
      });
      expect(express.shoppingCart.shippingCostCents).toBe(1500);
      const abroad = await quote(shopper, {
        shippingAddress: { ...TEST_ADDRESS, country: 'GB', region: '' },
      });
      expect(abroad.shoppingCart.shippingOptions.map((o) => o.name)).toEqual([
        'International',
        'Pick up at the studio',
      ]);
      expect(abroad.shoppingCart).toMatchObject({
        shippingCostCents: 3000,
        taxCents: 0,
        grandTotalCents: 9800,
      });
      const brazil = await quote(shopper, { shippingAddress: { ...TEST_ADDRESS, country: 'BR' } });
      expect(brazil.shoppingCart.shippingOptions.map((o) => o.name)).toEqual(['Pick up at the studio']);
      expect(brazil.fieldErrors).toEqual({});
    });

    test('a country no option serves: "There is no shipping to this country." beside the country', async () => {
      const other = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['noship.example.test']));
      await t.db.kysely
        .updateTable('shipping_options')
        .set({ enabled: 0 })
        .where('website_id', '=', other)
        .where('kind', '=', 'pickup')
        .execute();
      const shopper = new Visitor(t.app, 'noship.example.test');
      await shopper.visit();
      const mug = await t.db.kysely
        .selectFrom('products')
        .select('id')
        .where('website_id', '=', other)
        .where('url_id', '=', 'ceramic-mug')
        .executeTakeFirstOrThrow();
      await shopper.addToCart({ itemId: mug.id, sku: 'MUG-CERAMIC', quantity: 1, additionalFields: null });
      const answer = await quote(shopper, { shippingAddress: { ...TEST_ADDRESS, country: 'BR' } });
      expect(answer.shoppingCart.shippingOptions).toEqual([]);
      expect(answer.fieldErrors).toEqual({
        'shippingAddress.country': 'There is no shipping to this country.',
      });
    });

    test('free standard shipping from $100.00', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, [{ ...SHIRT, quantity: 2 }]);
      const answer = await quote(shopper, { shippingAddress: TEST_ADDRESS });
      expect(answer.shoppingCart).toMatchObject({
        subtotalCents: 13600,
        shippingCostCents: 0,
        taxCents: 986,
      });
    });

    test('coupons: WELCOME10 takes 10 % before tax, FREESHIP drops shipping, a bad code says why', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const welcome = await quote(shopper, { shippingAddress: TEST_ADDRESS, couponCodes: ['welcome10'] });
      expect(welcome.shoppingCart).toMatchObject({
        coupons: ['WELCOME10'],
        validCoupons: [{ code: 'WELCOME10', discountCents: 680, freeShipping: false }],
        invalidCoupons: [],
        discountCents: 680,
        taxCents: 444, // 6120 × 7.25 % = 443.7
        grandTotalCents: 6120 + 600 + 444,
      });
      const both = await quote(shopper, {
        shippingAddress: TEST_ADDRESS,
        couponCodes: ['FREESHIP', 'NOSUCHCODE'],
      });
      expect(both.shoppingCart).toMatchObject({ shippingCostCents: 0, grandTotalCents: 6800 + 493 });
      expect(both.shoppingCart.invalidCoupons).toEqual([
        { code: 'NOSUCHCODE', reason: 'NOT_FOUND', message: 'This coupon code is not valid.' },
      ]);
      expect(both.fieldErrors).toEqual({ 'couponCodes.1': 'This coupon code is not valid.' });
    });

    test('FREESHIP under its $50.00 minimum is invalid, with the reason', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, [{ urlId: 'ceramic-mug' }]);
      const answer = await quote(shopper, { shippingAddress: TEST_ADDRESS, couponCodes: ['FREESHIP'] });
      expect(answer.shoppingCart.invalidCoupons).toEqual([
        {
          code: 'FREESHIP',
          reason: 'BELOW_MINIMUM_SUBTOTAL',
          message: 'This coupon needs an order subtotal of $50.00 or more.',
        },
      ]);
      expect(answer.shoppingCart.shippingCostCents).toBe(600);
    });

    test('an expired coupon and a used-up coupon are invalid', async () => {
      await t.db.kysely
        .insertInto('coupons')
        .values([
          coupon('OLDNEWS', { expires_at: '2020-01-01T00:00:00.000Z' }),
          coupon('ONCEONLY', { usage_limit: 1, times_used: 1 }),
        ])
        .execute();
      const { shopper } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const answer = await quote(shopper, { couponCodes: ['OLDNEWS', 'ONCEONLY'] });
      expect(answer.shoppingCart.invalidCoupons.map((c) => c.reason)).toEqual([
        'EXPIRED',
        'USAGE_LIMIT_REACHED',
      ]);
      expect(answer.shoppingCart.discountCents).toBe(0);
    });

    test('a digital-only cart ships nothing: no options, no address needed', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'field-guide' }]);
      const answer = await quote(shopper, {});
      expect(answer.shoppingCart).toMatchObject({
        requiresShipping: false,
        hasDigital: true,
        purelyDigital: true,
        shippingOptions: [],
        selectedShippingOption: null,
        grandTotalCents: 1200,
      });
      const response = await placeOrder(
        shopper,
        orderBody(cartId, { shippingAddress: { firstName: 'Ada', lastName: 'Lovelace' } }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<PlaceOrderResponse>().order).toMatchObject({
        shippingAddress: null,
        grandTotalCents: 1200,
      });
    });

    test('tax-inclusive prices: the tax inside is shown and not added', async () => {
      const other = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['inclusive.example.test']));
      await t.db.kysely
        .updateTable('websites')
        .set({ settings: JSON.stringify({ tax: { pricesIncludeTax: true } }) })
        .where('id', '=', other)
        .execute();
      const shopper = new Visitor(t.app, 'inclusive.example.test');
      await shopper.visit();
      const shirt = await t.db.kysely
        .selectFrom('variants')
        .innerJoin('products', 'products.id', 'variants.product_id')
        .select(['products.id as productId', 'variants.sku'])
        .where('variants.website_id', '=', other)
        .where('variants.sku', '=', 'SHIRT-LINEN-SAND-S')
        .executeTakeFirstOrThrow();
      await shopper.addToCart({
        itemId: shirt.productId,
        sku: shirt.sku,
        quantity: 1,
        additionalFields: null,
      });
      const answer = await quote(shopper, { shippingAddress: TEST_ADDRESS });
      // 6800 includes 7.25 %: net 6340.33 -> 6340, tax 460; the total is the price plus shipping.
      expect(answer.shoppingCart).toMatchObject({ taxCents: 460, grandTotalCents: 6800 + 600 });
    });

    test('below the minimum order subtotal: the spec text, and placing is refused', async () => {
      const other = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['minimum.example.test']));
      await t.db.kysely
        .updateTable('websites')
        .set({ settings: JSON.stringify({ checkout: { minimumOrderSubtotalCents: 10000 } }) })
        .where('id', '=', other)
        .execute();
      const shopper = new Visitor(t.app, 'minimum.example.test');
      await shopper.visit();
      const mug = await t.db.kysely
        .selectFrom('products')
        .select('id')
        .where('website_id', '=', other)
        .where('url_id', '=', 'ceramic-mug')
        .executeTakeFirstOrThrow();
      const added = await shopper.addToCart({
        itemId: mug.id,
        sku: 'MUG-CERAMIC',
        quantity: 1,
        additionalFields: null,
      });
      const cartId = added.json<{ shoppingCart: ShoppingCart }>().shoppingCart.id;
      const text = 'To check out, your order subtotal must be $100.00 or more.';
      expect((await quote(shopper)).minimumSubtotalMessage).toBe(text);
      const response = await placeOrder(shopper, orderBody(cartId));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({ code: 'CHECKOUT_MINIMUM_SUBTOTAL', message: text });
    });
  });

  describe('place order', () => {
    test('places the order: 201, the totals of the quote, test mode, stock taken, cart purchased', async () => {
      const before = await stockOf('linen-shirt', SHIRT.attributes);
      const charged = processor().chargedCents();
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [
        SHIRT,
        { urlId: 'ceramic-mug', quantity: 2 },
      ]);
      const response = await placeOrder(shopper, orderBody(cartId, { couponCodes: ['WELCOME10'] }));
      expect(response.statusCode, response.body).toBe(201);
      const { order } = response.json<PlaceOrderResponse>();
      // 6800 + 2 × 1800 = 10400; 10 % off = 1040; goods 9360 ≥ ... standard shipping free from $100 subtotal
      expect(order).toMatchObject({
        status: 'placed',
        email: 'ada@example.com',
        testMode: true,
        subtotalCents: 10400,
        discountCents: 1040,
        shippingCents: 0,
        taxCents: 679, // 9360 × 7.25 % = 678.6
        grandTotalCents: 9360 + 679,
        currency: 'USD',
        couponCodes: ['WELCOME10'],
        shippingOptionName: 'Standard shipping',
        shippingAddress: TEST_ADDRESS,
        lines: [
          {
            sku: 'SHIRT-LINEN-SAND-S',
            productName: 'Linen Shirt',
            variantAttributes: { Size: 'S', Color: 'Sand' },
            quantity: 1,
            unitPriceCents: 6800,
            lineTotalCents: 6800,
          },
          {
            sku: 'MUG-CERAMIC',
            productName: 'Ceramic Mug',
            quantity: 2,
            unitPriceCents: 1800,
            lineTotalCents: 3600,
          },
        ],
      });
      expect(order.statusToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(processor().chargedCents() - charged).toBe(order.grandTotalCents);
      expect(await stockOf('linen-shirt', SHIRT.attributes)).toBe(before - 1);

      const cart = await t.db.kysely
        .selectFrom('carts')
        .selectAll()
        .where('id', '=', cartId)
        .executeTakeFirstOrThrow();
      const row = await t.db.kysely
        .selectFrom('orders')
        .selectAll()
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(cart).toMatchObject({ is_purchased: 1, order_id: row.id });
      expect(row).toMatchObject({ payment_status: 'captured', payment_provider: 'test', test_mode: 1 });
      // The visitor's cart is empty again.
      const after = await shopper.get('/api/commerce/shopping-cart');
      expect(after.json<ShoppingCart>().totalQuantity).toBe(0);

      const record = await t.db.kysely
        .selectFrom('purchase_records')
        .selectAll()
        .where('order_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({
        website_id: t.websiteId,
        purchased_cart_id: cartId,
        grand_total_cents: order.grandTotalCents,
        shipping_total_cents: 0,
        tax_total_cents: 679,
        test_mode: 1,
      });
      expect(JSON.parse(record.items)).toEqual([
        { sku: 'SHIRT-LINEN-SAND-S', productName: 'Linen Shirt', quantity: 1, unitPrice: 6800 },
        { sku: 'MUG-CERAMIC', productName: 'Ceramic Mug', quantity: 2, unitPrice: 1800 },
      ]);

      const status = await new Visitor(t.app).get(`/api/commerce/orders/${order.statusToken}`);
      expect(status.statusCode).toBe(200);
      expect(status.json<PlaceOrderResponse>().order).toEqual(order);
    });

    test('placing twice for one cart answers the same order and charges once', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const charged = processor().chargedCents();
      const first = await placeOrder(shopper, orderBody(cartId));
      const second = await placeOrder(shopper, orderBody(cartId));
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json<PlaceOrderResponse>().order).toEqual(first.json<PlaceOrderResponse>().order);
      expect(processor().chargedCents() - charged).toBe(
        first.json<PlaceOrderResponse>().order.grandTotalCents,
      );
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cartId)
        .execute();
      expect(orders).toHaveLength(1);
    });

    test('the same cart placed by two requests at once still makes one order', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const answers = await Promise.all([
        placeOrder(shopper, orderBody(cartId)),
        placeOrder(shopper, orderBody(cartId)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
      const numbers = answers.map((a) => a.json<PlaceOrderResponse>().order.orderNumber);
      expect(numbers[0]).toBe(numbers[1]);
    });

    test('the declined test card: "Your card was declined." on the card field, nothing charged, cart intact', async () => {
      const before = await stockOf('linen-shirt', SHIRT.attributes);
      const payments = processor().payments().length;
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await placeOrder(shopper, orderBody(cartId, { card: { ...DECLINED_CARD } }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toEqual({
        code: 'CHECKOUT_CARD_DECLINED',
        message: 'Your card was declined.',
        fieldErrors: { 'card.number': 'Your card was declined.' },
      });
      expect(processor().payments()).toHaveLength(payments);
      expect(await stockOf('linen-shirt', SHIRT.attributes)).toBe(before);
      const cart = (await shopper.get('/api/commerce/shopping-cart')).json<ShoppingCart>();
      expect(cart).toMatchObject({ id: cartId, isPurchased: false, totalQuantity: 1 });
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cartId)
        .execute();
      expect(orders).toEqual([]);

      // The same cart then goes through with the good card.
      const retry = await placeOrder(shopper, orderBody(cartId, { card: { ...GOOD_CARD } }));
      expect(retry.statusCode, retry.body).toBe(201);
    });

    test('an empty form answers every missing field beside it; nothing is placed', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await placeOrder(shopper, { cartId });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiError>();
      expect(body.code).toBe('CHECKOUT_INVALID');
      expect(body.fieldErrors).toEqual({
        email: 'Required',
        'shippingAddress.firstName': 'Required',
        'shippingAddress.lastName': 'Required',
        'shippingAddress.line1': 'Required',
        'shippingAddress.city': 'Required',
        'shippingAddress.country': 'Required',
        'card.number': 'Required',
        'card.expiry': 'Required',
        'card.securityCode': 'Required',
      });
      const bad = await placeOrder(
        shopper,
        orderBody(cartId, {
          email: 'not an email',
          card: { number: '4242 4242 4242 4241', expiry: '01/20', securityCode: '12' },
        }),
      );
      expect(bad.json<ApiError>().fieldErrors).toEqual({
        email: 'Email is invalid',
        'card.number': 'Your card number is incomplete or not valid.',
        'card.expiry': 'Your card has expired.',
        'card.securityCode': 'Your security code is 3 or 4 digits.',
      });
    });

    test('pick-up needs no shipping address', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const response = await placeOrder(
        shopper,
        orderBody(cartId, {
          shippingAddress: { firstName: 'Ada', lastName: 'Lovelace' },
          shippingOptionId: await optionId('Pick up at the studio'),
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<PlaceOrderResponse>().order).toMatchObject({
        shippingOptionName: 'Pick up at the studio',
        shippingCents: 0,
        grandTotalCents: 6800,
      });
    });

    test('a coupon at its usage limit is refused when the order is placed', async () => {
      await t.db.kysely
        .insertInto('coupons')
        .values(coupon('LASTONE', { usage_limit: 1, amount_off_cents: 100 }))
        .execute();
      const first = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const second = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const body = { couponCodes: ['LASTONE'] };
      expect((await placeOrder(first.shopper, orderBody(first.cartId, body))).statusCode).toBe(201);
      const refused = await placeOrder(second.shopper, orderBody(second.cartId, body));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiError>().fieldErrors).toEqual({
        'couponCodes.0': 'This coupon has reached its usage limit.',
      });
    });

    test("another visitor cannot place an order for someone's cart", async () => {
      const { cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const stranger = new Visitor(t.app);
      await stranger.visit();
      const response = await placeOrder(stranger, orderBody(cartId));
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().code).toBe('CHECKOUT_CART_NOT_FOUND');
    });

    test('without the crumb nothing is read or placed (403 before any validation)', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const response = await shopper.request({
        method: 'POST',
        url: '/api/commerce/checkout/orders',
        json: { cartId, email: 5 },
        crumb: 'omit',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>().code).toBe('CRUMB_FAIL');
    });

    test('an order status token that names no order is a 404', async () => {
      const response = await new Visitor(t.app).get(`/api/commerce/orders/${'x'.repeat(32)}`);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('signed-in owner sets the minimum through commerce preferences', () => {
    test('the minimum applies to the quote', async () => {
      const owner = await signedInOwner(t.app);
      const put = await owner.request({
        method: 'PUT',
        url: '/api/v1/commerce-preferences/checkout',
        json: { minimumOrderSubtotalCents: 2000 },
      });
      expect(put.statusCode).toBe(200);
      const { shopper } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      expect((await quote(shopper)).minimumSubtotalMessage).toBe(
        'To check out, your order subtotal must be $20.00 or more.',
      );
      await owner.request({
        method: 'PUT',
        url: '/api/v1/commerce-preferences/checkout',
        json: { minimumOrderSubtotalCents: 0 },
      });
    });
  });

  function coupon(code: string, values: Record<string, unknown>) {
    return {
      id: `c${code.toLowerCase()}`.slice(0, 24),
      website_id: t.websiteId,
      code,
      amount_off_cents: 500,
      percent_off: 0,
      free_shipping: 0 as const,
      minimum_subtotal_cents: 0,
      expires_at: null,
      usage_limit: null,
      times_used: 0,
      created_at: new Date().toISOString(),
      ...values,
    };
  }
});

describe.each(testEngines())('order numbers on %s', (engine) => {
  const t = useTestApp(engine);

  test('each site numbers its orders from #1001', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
      const response = await placeOrder(shopper, orderBody(cartId));
      numbers.push(response.json<PlaceOrderResponse>().order.orderNumber);
    }
    expect(numbers).toEqual([1001, 1002]);

    const other = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['numbers.example.test']));
    const shopper = new Visitor(t.app, 'numbers.example.test');
    await shopper.visit();
    const stickers = await t.db.kysely
      .selectFrom('products')
      .select('id')
      .where('website_id', '=', other)
      .where('url_id', '=', 'sticker-pack')
      .executeTakeFirstOrThrow();
    const added = await shopper.addToCart({
      itemId: stickers.id,
      sku: 'STICKERS-8',
      quantity: 1,
      additionalFields: null,
    });
    const cartId = added.json<{ shoppingCart: ShoppingCart }>().shoppingCart.id;
    const response = await placeOrder(shopper, orderBody(cartId));
    expect(response.json<PlaceOrderResponse>().order.orderNumber).toBe(1001);
  });
});
