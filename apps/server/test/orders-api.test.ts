import type {
  ApiError,
  CustomerOrdersResponse,
  OwnerOrder,
  OwnerOrderList,
  PlaceOrderResponse,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import type { OrderNotifier } from '../src/modules/orders';
import type { TestProcessor } from '../src/modules/payments';
import { demoProduct, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';
import { createShopper } from './fixtures/site-user-visitor';

/** Records what the notifier heard; an order for "fail@example.com" makes it throw. */
function recordingNotifier() {
  const heard: { event: string; orderNumber: number; trackingNumber: string | null }[] = [];
  const notifier: OrderNotifier = {
    orderPlaced: async (trx, order) => {
      if (order.email === 'fail@example.com') throw new Error('the queue refused the email');
      // Runs inside the order's transaction: the order is visible through trx.
      const row = await trx.selectFrom('orders').select('id').where('id', '=', order.id).executeTakeFirst();
      if (!row) throw new Error('orderPlaced ran outside the order transaction');
      heard.push({ event: 'placed', orderNumber: order.orderNumber, trackingNumber: null });
    },
    orderFulfilled: async (_trx, order) => {
      heard.push({
        event: 'fulfilled',
        orderNumber: order.orderNumber,
        trackingNumber: order.trackingNumber,
      });
    },
    shipmentSent: async (_trx, order) => {
      heard.push({ event: 'shipment', orderNumber: order.orderNumber, trackingNumber: order.trackingNumber });
    },
    orderCancelled: async (_trx, order) => {
      heard.push({ event: order.status, orderNumber: order.orderNumber, trackingNumber: null });
    },
    orderRefunded: async (_trx, order) => {
      heard.push({ event: order.status, orderNumber: order.orderNumber, trackingNumber: null });
    },
  };
  return { heard, notifier };
}

describe.each(testEngines())('orders on %s', (engine) => {
  const { heard, notifier } = recordingNotifier();
  const t = useTestApp(engine, {}, { orderNotifier: notifier });
  const processor = () => t.app.payments as TestProcessor;

  async function lampStock(): Promise<number> {
    const lamp = await demoProduct(t.db, 'vintage-lamp');
    const row = await t.db.kysely
      .selectFrom('variants')
      .select('stock_qty')
      .where('id', '=', lamp.variants[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    return row.stock_qty;
  }

  async function orderIdOf(token: string): Promise<string> {
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status_token', '=', token)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function place(urlId: string, email = 'ada@example.com') {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId }]);
    const response = await placeOrder(shopper, orderBody(cartId, { email }));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<PlaceOrderResponse>();
    return { order, id: await orderIdOf(order.statusToken) };
  }

  test('the notifier hears of a placed order inside its transaction; if it fails, no order and no charge', async () => {
    const { order } = await place('sticker-pack');
    expect(heard).toContainEqual({ event: 'placed', orderNumber: order.orderNumber, trackingNumber: null });
    const payments = processor().payments().length;
    const charged = processor().chargedCents();
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
    const failed = await placeOrder(shopper, orderBody(cartId, { email: 'fail@example.com' }));
    expect(failed.statusCode).toBe(500);
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cartId)
      .execute();
    expect(orders).toEqual([]);
    // The payment was held before the order was written (decision 0029); the rollback released it.
    const made = processor().payments().slice(payments);
    expect(made.map((p) => p.status)).toEqual(['voided']);
    expect(processor().chargedCents()).toBe(charged);
  });

  test('a signed-in customer sees their orders; a visitor without an account is refused', async () => {
    const customer = new Visitor(t.app);
    await customer.visit();
    await createShopper(customer);
    const stickers = await demoProduct(t.db, 'sticker-pack');
    const added = await customer.addToCart({
      itemId: stickers.id,
      sku: stickers.sku(),
      quantity: 3,
      additionalFields: null,
    });
    const cartId = added.json<{ shoppingCart: { id: string } }>().shoppingCart.id;
    const placed = await placeOrder(customer, orderBody(cartId));
    expect(placed.statusCode, placed.body).toBe(201);

    const mine = await customer.get('/api/site-users/account/orders');
    expect(mine.statusCode).toBe(200);
    const { orders } = mine.json<CustomerOrdersResponse>();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toEqual(placed.json<PlaceOrderResponse>().order);

    const anonymous = await new Visitor(t.app).get('/api/site-users/account/orders');
    expect(anonymous.statusCode).toBe(401);
  });

  test('the owner lists orders newest first, finds them by number, email or product, and filters by status', async () => {
    const consult = await place('design-consultation', 'grace@example.com');
    const mug = await place('ceramic-mug', 'linus@example.com');
    const owner = await signedInOwner(t.app);

    const all = (await owner.get('/config/api/orders')).json<OwnerOrderList>().orders;
    expect(all[0]?.orderNumber).toBe(mug.order.orderNumber);
    expect(all[1]?.orderNumber).toBe(consult.order.orderNumber);

    const search = async (q: string) =>
      (await owner.get(`/config/api/orders?q=${encodeURIComponent(q)}`))
        .json<OwnerOrderList>()
        .orders.map((o) => o.orderNumber);
    expect(await search(`#${mug.order.orderNumber}`)).toEqual([mug.order.orderNumber]);
    expect(await search('GRACE@')).toEqual([consult.order.orderNumber]);
    expect(await search('consultation')).toEqual([consult.order.orderNumber]);

    const detail = await owner.get(`/config/api/orders/${mug.id}`);
    expect(detail.json<{ order: OwnerOrder }>().order).toMatchObject({
      id: mug.id,
      orderNumber: mug.order.orderNumber,
      paymentProvider: 'test',
      paymentStatus: 'captured',
      lines: [{ sku: 'MUG-CERAMIC', quantity: 1 }],
    });

    await owner.request({ method: 'POST', url: `/config/api/orders/${mug.id}/fulfill`, json: {} });
    const fulfilled = (await owner.get('/config/api/orders?status=fulfilled')).json<OwnerOrderList>().orders;
    expect(fulfilled.map((o) => o.orderNumber)).toContain(mug.order.orderNumber);
    expect(fulfilled.every((o) => o.status === 'fulfilled')).toBe(true);
  });

  test('mark fulfilled with a tracking number: the shopper sees it, the notifier hears it, twice is a conflict', async () => {
    const { order, id } = await place('sticker-pack');
    const owner = await signedInOwner(t.app);
    const response = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${id}/fulfill`,
      json: { trackingNumber: ' 1Z999AA10123456784 ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: OwnerOrder }>().order).toMatchObject({
      status: 'fulfilled',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(heard).toContainEqual({
      event: 'fulfilled',
      orderNumber: order.orderNumber,
      trackingNumber: '1Z999AA10123456784',
    });
    const status = await new Visitor(t.app).get(`/api/commerce/orders/${order.statusToken}`);
    expect(status.json<PlaceOrderResponse>().order).toMatchObject({
      status: 'fulfilled',
      trackingNumber: '1Z999AA10123456784',
    });
    const again = await owner.request({ method: 'POST', url: `/config/api/orders/${id}/fulfill`, json: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().code).toBe('ORDER_STATUS_CONFLICT');
  });

  test('cancel returns the stock and the payment; a cancelled order cannot be cancelled again', async () => {
    expect(await lampStock()).toBe(1);
    const charged = processor().chargedCents();
    const { order, id } = await place('vintage-lamp');
    expect(await lampStock()).toBe(0);
    expect(processor().chargedCents() - charged).toBe(order.grandTotalCents);

    const owner = await signedInOwner(t.app);
    const response = await owner.request({ method: 'POST', url: `/config/api/orders/${id}/cancel` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: OwnerOrder }>().order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(await lampStock()).toBe(1);
    expect(processor().chargedCents()).toBe(charged);

    const again = await owner.request({ method: 'POST', url: `/config/api/orders/${id}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(await lampStock()).toBe(1);
  });

  test('refund of a test order returns the money and keeps the stock; a live order is refunded too, once', async () => {
    const charged = processor().chargedCents();
    const { id } = await place('ceramic-mug');
    const owner = await signedInOwner(t.app);
    const response = await owner.request({ method: 'POST', url: `/config/api/orders/${id}/refund` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: OwnerOrder }>().order).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
    });
    expect(processor().chargedCents()).toBe(charged);

    const live = await place('ceramic-mug');
    await t.db.kysely.updateTable('orders').set({ test_mode: 0 }).where('id', '=', live.id).execute();
    const liveRefund = await owner.request({ method: 'POST', url: `/config/api/orders/${live.id}/refund` });
    expect(liveRefund.statusCode, liveRefund.body).toBe(200);
    expect(liveRefund.json<{ order: OwnerOrder }>().order).toMatchObject({
      status: 'refunded',
      testMode: false,
    });
    const again = await owner.request({ method: 'POST', url: `/config/api/orders/${live.id}/refund` });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().code).toBe('ORDER_STATUS_CONFLICT');
  });

  test("an order of another site is not found by this site's owner", async () => {
    const owner = await signedInOwner(t.app);
    const response = await owner.get(`/config/api/orders/${'0'.repeat(24)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().code).toBe('ORDER_NOT_FOUND');
  });
});
