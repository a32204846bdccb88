import { SITE_ROLE, type ApiError, type OwnerOrder, type PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStripeProvider, type TestProcessor } from '../src/modules/payments';
import { orderBody, placeOrder, shopperWithCart, orderIdOfToken } from './fixtures/checkout';
import {
  addTestMember,
  createTestApp,
  demoProduct,
  signedInOwner,
  useTestApp,
  type TestApp,
  type Visitor,
} from './fixtures/create-test-app';
import { startFakeStripe, type FakeStripe } from './fixtures/fake-stripe';

type Answer = { order: OwnerOrder };

/** Refunds of orders (issue 23 §4, decision 0065): full and partial, by amount or by line. */
describe.each(testEngines())('order refunds with the test processor on %s', (engine) => {
  const t = useTestApp(engine);
  const processor = () => t.app.payments as TestProcessor;

  async function lampStock(): Promise<number> {
    return (await demoProduct(t.db, 'vintage-lamp')).variants[0]?.qtyInStock ?? -1;
  }

  async function place(items: { urlId: string; quantity?: number }[]) {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, items);
    const response = await placeOrder(shopper, orderBody(cartId));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<PlaceOrderResponse>();
    return orderIdOfToken(t.db, order.statusToken);
  }

  const refund = (owner: Visitor, id: string, json?: unknown) =>
    owner.request({ method: 'POST', url: `/config/api/orders/${id}/refund`, json: json ?? {} });

  test('a partial refund by amount returns that much to the card and keeps the order placed', async () => {
    const owner = await signedInOwner(t.app);
    const id = await place([{ urlId: 'sticker-pack' }]);
    const charged = processor().chargedCents();
    const response = await refund(owner, id, { amountCents: 300, note: 'Scratched' });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<Answer>();
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'partly_refunded',
      refundedCents: 300,
      refundableCents: order.grandTotalCents - 300,
    });
    expect(order.refunds).toMatchObject([
      { amountCents: 300, cardCents: 300, giftCardCents: 0, lines: [], restocked: false, note: 'Scratched' },
    ]);
    expect(order.paymentHistory.map((e) => [e.kind, e.amountCents])).toEqual([
      ['authorized', order.grandTotalCents],
      ['captured', order.grandTotalCents],
      ['refunded', 300],
    ]);
    expect(order.paymentHistory.every((e) => e.at !== null)).toBe(true);
    expect(processor().chargedCents()).toBe(charged - 300);
    // The detail reads the same.
    expect((await owner.get(`/config/api/orders/${id}`)).json<Answer>().order.refunds).toHaveLength(1);
  });

  test('a partial refund by line with restock returns the units to stock; a line is not refunded past its quantity', async () => {
    const owner = await signedInOwner(t.app);
    const lamp = await demoProduct(t.db, 'vintage-lamp');
    await t.db.kysely
      .updateTable('variants')
      .set({ stock_qty: 5 })
      .where('id', '=', lamp.variants[0]?.id ?? '')
      .execute();
    const id = await place([{ urlId: 'vintage-lamp', quantity: 2 }]);
    const stock = await lampStock();
    const detail = (await owner.get(`/config/api/orders/${id}`)).json<Answer>().order;
    const line = detail.lines[0];
    if (!line) throw new Error('expected a line');
    const response = await refund(owner, id, { lines: [{ lineId: line.id, quantity: 1 }], restock: true });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<Answer>();
    expect(order.lines[0]?.refundedQuantity).toBe(1);
    expect(order.refunds[0]).toMatchObject({
      amountCents: line.unitPriceCents,
      restocked: true,
      lines: [{ lineId: line.id, quantity: 1, amountCents: line.unitPriceCents }],
    });
    expect(await lampStock()).toBe(stock + 1);

    const tooMany = await refund(owner, id, { lines: [{ lineId: line.id, quantity: 2 }], restock: true });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<ApiError>()).toMatchObject({
      code: 'ORDER_REFUND_INVALID',
      message: 'At most 1 of Vintage Lamp can still be refunded.',
    });
    const unknown = await refund(owner, id, { lines: [{ lineId: 'nope', quantity: 1 }] });
    expect(unknown.json<ApiError>().code).toBe('ORDER_REFUND_INVALID');
    expect(await lampStock()).toBe(stock + 1);

    // A cancel afterwards returns only the unit not restocked yet.
    const cancel = await owner.request({ method: 'POST', url: `/config/api/orders/${id}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await lampStock()).toBe(stock + 2);
  });

  test('more than is left is refused; amount and lines together, or bad amounts, are invalid', async () => {
    const owner = await signedInOwner(t.app);
    const id = await place([{ urlId: 'sticker-pack' }]);
    const { order } = (await owner.get(`/config/api/orders/${id}`)).json<Answer>();
    const over = await refund(owner, id, { amountCents: order.grandTotalCents + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json<ApiError>().code).toBe('ORDER_REFUND_INVALID');
    expect(over.json<ApiError>().message).toContain('At most');
    for (const body of [
      { amountCents: 0 },
      { amountCents: 1.5 },
      { amountCents: 100, lines: [{ lineId: order.lines[0]?.id, quantity: 1 }] },
      { amountCents: 100, restock: true },
      { lines: Array.from({ length: 101 }, (_, i) => ({ lineId: `l${i}`, quantity: 1 })) },
    ]) {
      const response = await refund(owner, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.get(`/config/api/orders/${id}`)).json<Answer>().order.refundedCents).toBe(0);
  });

  test('the refund of everything left makes the order refunded; nothing more can be refunded', async () => {
    const owner = await signedInOwner(t.app);
    const id = await place([{ urlId: 'sticker-pack' }]);
    expect((await refund(owner, id, { amountCents: 100 })).statusCode).toBe(200);
    const response = await refund(owner, id);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<Answer>();
    expect(order).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedCents: order.grandTotalCents,
      refundableCents: 0,
    });
    expect(order.refunds.map((r) => r.amountCents)).toEqual([100, order.grandTotalCents - 100]);
    expect(order.refundedAt).not.toBeNull();
    const again = await refund(owner, id, { amountCents: 1 });
    expect(again.statusCode).toBe(409);
  });

  test('a payment only held is not refunded in part; refunding everything releases the hold', async () => {
    const owner = await signedInOwner(t.app);
    const id = await place([{ urlId: 'sticker-pack' }]);
    // As if the capture after the commit had not happened yet (the settlement job would make it).
    await t.db.kysely
      .updateTable('orders')
      .set({ payment_status: 'authorized', captured_at: null })
      .where('id', '=', id)
      .execute();
    const partial = await refund(owner, id, { amountCents: 100 });
    expect(partial.statusCode).toBe(409);
    expect(partial.json<ApiError>()).toMatchObject({
      code: 'ORDER_REFUND_INVALID',
      message:
        'The payment is only held so far: refund everything (the hold is released) or cancel the order.',
    });
    const full = await refund(owner, id);
    expect(full.statusCode, full.body).toBe(200);
    const { order } = full.json<Answer>();
    expect(order).toMatchObject({ status: 'refunded', paymentStatus: 'voided' });
    expect(order.refunds).toMatchObject([{ status: 'released', amountCents: order.grandTotalCents }]);
    expect(order.paymentHistory.map((e) => e.kind)).toEqual(['authorized', 'voided']);
  });

  test('a member whose role may not manage orders is refused before the body is read', async () => {
    await addTestMember(t.db, {
      email: 'reporter@example.com',
      password: 'correct horse battery staple',
      role: SITE_ROLE.REPORTING,
    });
    const reporter = await signedInOwner(t.app, {
      email: 'reporter@example.com',
      password: 'correct horse battery staple',
    });
    const id = await place([{ urlId: 'sticker-pack' }]);
    const response = await refund(reporter, id, { amountCents: 'not a number' });
    expect(response.statusCode).toBe(403);
    const owner = await signedInOwner(t.app);
    expect((await owner.get(`/config/api/orders/${id}`)).json<Answer>().order.refunds).toEqual([]);
  });
});

describe.each(testEngines())('order refunds of live Stripe payments on %s', (engine) => {
  const SECRET_KEY = 'sk_live_plinthrefunds';
  let fake: FakeStripe;
  let t: TestApp;
  let owner: Visitor;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(
      engine,
      {
        stripe: { secretKey: SECRET_KEY, publishableKey: 'pk_live_plinthrefunds', webhookSecret: undefined },
      },
      { payments: createStripeProvider({ secretKey: SECRET_KEY }, fake.connection({ timeoutMs: 500 })) },
    );
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  async function placeLive() {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
    const response = await placeOrder(
      shopper,
      orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_visa' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ test_mode: 0, payment_status: 'captured' });
    return { id: row.id, reference: row.payment_reference ?? '' };
  }

  const refund = (id: string, json?: unknown) =>
    owner.request({ method: 'POST', url: `/config/api/orders/${id}/refund`, json: json ?? {} });

  test('two equal partial refunds both reach Stripe, each with its own idempotency key; then the rest', async () => {
    const { id, reference } = await placeLive();
    const before = fake.to('POST', '/v1/refunds').length;
    for (let i = 0; i < 2; i++) {
      const response = await refund(id, { amountCents: 200 });
      expect(response.statusCode, response.body).toBe(200);
    }
    const sent = fake.to('POST', '/v1/refunds').slice(before);
    expect(sent.map((r) => r.params)).toEqual([
      { payment_intent: reference, amount: '200' },
      { payment_intent: reference, amount: '200' },
    ]);
    const keys = sent.map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`refund:${reference}:${id}:1`, `refund:${reference}:${id}:2`]);
    expect(fake.intents.get(reference)?.amount_refunded).toBe(400);

    const { order } = (await owner.get(`/config/api/orders/${id}`)).json<Answer>();
    expect(order).toMatchObject({ testMode: false, paymentStatus: 'partly_refunded', refundedCents: 400 });
    expect(order.refunds.map((r) => r.providerReference)).toEqual([
      expect.stringMatching(/^re_/),
      expect.stringMatching(/^re_/),
    ]);

    const over = await refund(id, { amountCents: order.grandTotalCents });
    expect(over.statusCode).toBe(409);
    const rest = await refund(id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<Answer>().order).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const intent = fake.intents.get(reference);
    expect(intent?.amount_refunded).toBe(intent?.amount);
  });

  test('Stripe not answering rolls the refund back; the retry sends the same key, so it is paid once', async () => {
    const { id, reference } = await placeLive();
    const before = fake.to('POST', '/v1/refunds').length;
    fake.mode = 'hang';
    const failed = await refund(id, { amountCents: 150 });
    fake.mode = 'answer';
    expect(failed.statusCode).toBe(503);
    expect(failed.json<ApiError>().code).toBe('ORDER_REFUND_FAILED');
    expect((await owner.get(`/config/api/orders/${id}`)).json<Answer>().order.refundedCents).toBe(0);

    const retried = await refund(id, { amountCents: 150 });
    expect(retried.statusCode, retried.body).toBe(200);
    const keys = fake
      .to('POST', '/v1/refunds')
      .slice(before)
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set([`refund:${reference}:${id}:1`]));
    expect(fake.intents.get(reference)?.amount_refunded).toBe(150);
  });
});
