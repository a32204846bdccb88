import type { ApiError, PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { orderBody, placeOrder, quote, shopperWithCart, TEST_ADDRESS } from './fixtures/checkout';

/**
 * Address line 2 and phone at checkout (issue 23 §5), through the API; the form without JavaScript
 * is in checkout-pages.test.ts. An app of its own, so these orders do not spend the write rate limit
 * of checkout-api.test.ts's.
 */
describe.each(testEngines())('checkout address line 2 and phone on %s', (engine) => {
  const t = useTestApp(engine);
  const SHIRT = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };

  test('address line 2 and phone are optional, kept as typed on the shipping address, and shown to the owner', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
    const withBoth = { ...TEST_ADDRESS, line2: ' Apartment 4B ', phone: '+1 (510) 555-0134' };
    const response = await placeOrder(shopper, orderBody(cartId, { shippingAddress: withBoth }));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<PlaceOrderResponse>();
    expect(order.shippingAddress).toEqual({
      ...TEST_ADDRESS,
      line2: 'Apartment 4B',
      phone: '+1 (510) 555-0134',
    });
    const status = await new Visitor(t.app).get(`/api/commerce/orders/${order.statusToken}`);
    expect(status.json<PlaceOrderResponse>().order.shippingAddress).toEqual(order.shippingAddress);
    const owner = await signedInOwner(t.app);
    const list = (await owner.get(`/config/api/orders?q=${order.orderNumber}`)).json<{
      orders: { id: string; shippingAddress: unknown }[];
    }>().orders;
    expect(list[0]?.shippingAddress).toEqual(order.shippingAddress);
    const detail = await owner.get(`/config/api/orders/${list[0]?.id}`);
    expect(detail.json<PlaceOrderResponse>().order.shippingAddress).toEqual(order.shippingAddress);

    // Left out, both are stored empty: nothing is required of them.
    const other = await shopperWithCart(t.app, t.db, [SHIRT]);
    const plain = await placeOrder(other.shopper, orderBody(other.cartId));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<PlaceOrderResponse>().order.shippingAddress).toEqual({
      ...TEST_ADDRESS,
      line2: '',
      phone: '',
    });
  });

  test('a phone needs 7 to 20 digits of digits, spaces, "+", "-" and brackets; the quote says so too', async () => {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
    const message = 'Enter a phone number of 7 to 20 digits, like +1 555 123 4567.';
    for (const phone of ['555 123', 'call me', '1234567890 1234567890 1']) {
      const response = await placeOrder(
        shopper,
        orderBody(cartId, { shippingAddress: { ...TEST_ADDRESS, phone } }),
      );
      expect(response.statusCode, phone).toBe(400);
      expect(response.json<ApiError>().fieldErrors).toEqual({ 'shippingAddress.phone': message });
    }
    const quoted = await quote(shopper, { shippingAddress: { country: 'US', phone: 'call me' } });
    expect(quoted.fieldErrors).toEqual({ 'shippingAddress.phone': message });
    // Past CHECKOUT_LIMITS: refused by the request's schema before anything is read.
    const tooLong = await placeOrder(
      shopper,
      orderBody(cartId, { shippingAddress: { ...TEST_ADDRESS, phone: '1'.repeat(31) } }),
    );
    expect(tooLong.statusCode).toBe(400);
    const line2TooLong = await placeOrder(
      shopper,
      orderBody(cartId, { shippingAddress: { ...TEST_ADDRESS, line2: 'x'.repeat(201) } }),
    );
    expect(line2TooLong.statusCode).toBe(400);
    expect(
      await t.db.kysely.selectFrom('orders').select('id').where('cart_id', '=', cartId).execute(),
    ).toEqual([]);
  });
});
