import type { OwnerHome, OwnerOrder, PlaceOrderResponse } from '@plinth/contracts';
import { OWNER_HOME_API } from '@plinth/contracts/schemas';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderEmailKey, PAYMENT_SETTLEMENT_DELAY_MS, recordProviderPayment } from '../src/modules/orders';
import { createTestProcessor, type TestProcessor } from '../src/modules/payments';
import { createTestApp, demoProduct, signedInOwner, Visitor, type TestApp } from './fixtures/create-test-app';
import { orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';
import { waitFor } from './fixtures/wait-for';

/** The test processor, with captures that fail while `failCaptures` is on (a crash after the commit). */
function flakyProcessor(): TestProcessor & { failCaptures: boolean } {
  const inner = createTestProcessor();
  const processor = {
    ...inner,
    failCaptures: false,
    capture: async (reference: string) => {
      if (processor.failCaptures) throw new Error('The process died before it captured');
      return inner.capture(reference);
    },
  };
  return processor;
}

/** No shipping address: what a cart with nothing to ship checks out with. */
const noAddress = (cartId: string, extra: Record<string, unknown> = {}) =>
  orderBody(cartId, { shippingAddress: undefined, email: 'buyer@example.com', ...extra });

const giftFields = JSON.stringify({
  giftCard: { recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', message: '' },
});

describe.each(testEngines())('orders with nothing to ship on %s', (engine) => {
  let clock = Date.now();
  let t: TestApp;
  let owner: Visitor;
  const payments = flakyProcessor();
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { jobs: { worker: true }, rateLimit: { max: 100_000, windowMs: 10_000 } },
      { now: () => clock, payments },
    );
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ownerOrder(token: string): Promise<OwnerOrder> {
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status_token', '=', token)
      .executeTakeFirstOrThrow();
    const response = await owner.get(`/config/api/orders/${row.id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ order: OwnerOrder }>().order;
  }

  async function toFulfil(): Promise<number> {
    const response = await owner.get(OWNER_HOME_API.home);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OwnerHome>().sales!.unfulfilled;
  }

  async function place(items: Parameters<typeof shopperWithCart>[2], extra: Record<string, unknown> = {}) {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, items);
    const physical = items.some((item) => !['field-guide', 'gift-card'].includes(item.urlId));
    const body = physical ? orderBody(cartId, extra) : noAddress(cartId, extra);
    const response = await placeOrder(shopper, body);
    expect(response.statusCode, response.body).toBe(201);
    return ownerOrder(response.json<PlaceOrderResponse>().order.statusToken);
  }

  async function buyGiftCard(): Promise<{ order: OwnerOrder; code: string }> {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const product = await demoProduct(t.db, 'gift-card');
    const added = await shopper.addToCart({
      itemId: product.id,
      sku: product.sku({ Amount: '$25' }),
      quantity: 1,
      additionalFields: giftFields,
    });
    expect(added.statusCode, added.body).toBe(200);
    const cartId = added.json<{ shoppingCart: { id: string } }>().shoppingCart.id;
    const placed = await placeOrder(shopper, noAddress(cartId));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await ownerOrder(placed.json<PlaceOrderResponse>().order.statusToken);
    const card = await t.db.kysely
      .selectFrom('gift_cards')
      .select('code')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { order, code: card.code };
  }

  test('a digital order paid by card is fulfilled once captured, without a shipping email, and is not "To fulfil"', async () => {
    const before = await toFulfil();
    const order = await place([{ urlId: 'field-guide' }]);
    expect(order).toMatchObject({ status: 'fulfilled', paymentStatus: 'captured', nothingToShip: true });
    expect(order.fulfilledAt).not.toBeNull();
    expect(await toFulfil()).toBe(before);
    const shipped = await t.db.kysely
      .selectFrom('emails')
      .select('id')
      .where('dedupe_key', '=', orderEmailKey.shipped(order.id))
      .execute();
    expect(shipped).toEqual([]);
    // The shopper's status page says it is done, not "Shipped".
    const page = await new Visitor(t.app).get(`/orders/${order.statusToken}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Completed');
    expect(page.body).not.toContain('Shipped');
  });

  test('a gift card order is fulfilled once paid; one paid entirely by gift card is fulfilled at once', async () => {
    const { order: bought, code } = await buyGiftCard();
    expect(bought).toMatchObject({ status: 'fulfilled', paymentStatus: 'captured', nothingToShip: true });

    const byCard = await place([{ urlId: 'field-guide' }], { giftCardCode: code, card: undefined });
    expect(byCard.giftCardCents).toBe(byCard.grandTotalCents);
    expect(byCard).toMatchObject({ status: 'fulfilled', paymentStatus: 'none', paymentReference: null });
    expect(byCard.fulfilledAt).not.toBeNull();
  });

  test('an order with a physical line ships as today: placed, and counted "To fulfil"', async () => {
    const before = await toFulfil();
    const order = await place([{ urlId: 'field-guide' }, { urlId: 'sticker-pack' }]);
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'captured', nothingToShip: false });
    expect(order.fulfilledAt).toBeNull();
    expect(await toFulfil()).toBe(before + 1);
  });

  test('a capture lost after the commit: not "To fulfil" while held, fulfilled when the settlement job captures it', async () => {
    const before = await toFulfil();
    payments.failCaptures = true;
    const held = await place([{ urlId: 'field-guide' }]);
    payments.failCaptures = false;
    expect(held).toMatchObject({ status: 'placed', paymentStatus: 'authorized' });
    expect(await toFulfil()).toBe(before);

    clock += PAYMENT_SETTLEMENT_DELAY_MS + 1000;
    t.app.jobs.wake();
    const settled = await waitFor('the settlement job', async () => {
      const order = await ownerOrder(held.statusToken);
      return order.paymentStatus === 'captured' ? order : null;
    });
    expect(settled.status).toBe('fulfilled');
    expect(settled.fulfilledAt).not.toBeNull();
  });

  test('a capture the provider reports (webhook) fulfils it too, once; a cancelled order stays cancelled', async () => {
    payments.failCaptures = true;
    const held = await place([{ urlId: 'field-guide' }]);
    const other = await place([{ urlId: 'field-guide' }]);
    payments.failCaptures = false;
    const report = (order: OwnerOrder) =>
      writeTransaction(t.db, (trx) =>
        recordProviderPayment(trx, order.paymentProvider, order.paymentReference!, 'captured'),
      );
    expect(await report(held)).toEqual({ orderId: held.id, applied: true });
    expect(await ownerOrder(held.statusToken)).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'captured',
    });
    expect(await report(held)).toEqual({ orderId: held.id, applied: false });

    // Cancelled by a path that left the hold alone: the capture is recorded, the status is the owner's.
    await t.db.kysely.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', other.id).execute();
    expect(await report(other)).toEqual({ orderId: other.id, applied: true });
    expect((await ownerOrder(other.statusToken)).status).toBe('cancelled');
  });

  test('the owner may still cancel a fulfilled order with nothing to ship, not one that shipped', async () => {
    const digital = await place([{ urlId: 'field-guide' }]);
    const cancelled = await owner.request({ method: 'POST', url: `/config/api/orders/${digital.id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ order: OwnerOrder }>().order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });

    const shipped = await place([{ urlId: 'sticker-pack' }]);
    const fulfil = await owner.request({
      method: 'POST',
      url: `/config/api/orders/${shipped.id}/fulfill`,
      json: {},
    });
    expect(fulfil.statusCode, fulfil.body).toBe(200);
    const refused = await owner.request({ method: 'POST', url: `/config/api/orders/${shipped.id}/cancel` });
    expect(refused.statusCode).toBe(409);
  });
});
