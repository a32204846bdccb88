import {
  CHECKOUT_API,
  type ApiError,
  type PlaceOrderResponse,
  type StripeWebhookResponse,
} from '@plinth/contracts';
import { apiErrorSchema } from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createStripeProvider } from '../src/modules/payments';
import { orderBody, placeOrder, shopperWithCart } from './fixtures/checkout';
import { createTestApp, type TestApp } from './fixtures/create-test-app';
import { startFakeStripe, type FakeStripe } from './fixtures/fake-stripe';

const SECRET_KEY = 'sk_test_plinthcheckout';
const PUBLISHABLE_KEY = 'pk_test_plinthcheckout';
const WEBHOOK_SECRET = 'whsec_plinthtestsecret';

/**
 * Checkout with Stripe configured (decision 0033), through buildApp, against a fake Stripe on 127.0.0.1
 * that the real stripe library talks to; and Stripe's webhook, with events signed by the library's own
 * generateTestHeaderString.
 */
describe.each(testEngines())('Stripe checkout and webhook on %s', (engine) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(
      engine,
      { stripe: { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: WEBHOOK_SECRET } },
      {
        payments: createStripeProvider(
          { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY },
          fake.connection({ timeoutMs: 500 }),
        ),
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });
  beforeEach(() => {
    fake.mode = 'answer';
  });

  const STICKERS = [{ urlId: 'sticker-pack' }];

  async function orderRow(cartId: string) {
    return t.db.kysely.selectFrom('orders').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
  }

  async function placeStripeOrder() {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, STICKERS);
    const response = await placeOrder(
      shopper,
      orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_visa' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await orderRow(cartId);
    if (!row?.payment_reference) throw new Error('expected a paid order');
    return { order: response.json<PlaceOrderResponse>().order, row, reference: row.payment_reference };
  }

  describe('placing an order', () => {
    test('a payment method is held with manual capture for the grand total, then captured after the commit', async () => {
      const { order, row, reference } = await placeStripeOrder();
      expect(order.testMode).toBe(true);
      expect(row).toMatchObject({ payment_provider: 'stripe', payment_status: 'captured', test_mode: 1 });
      const created = fake.to('POST', '/v1/payment_intents').at(-1);
      expect(created?.params).toMatchObject({
        amount: String(order.grandTotalCents),
        currency: 'usd',
        capture_method: 'manual',
        confirm: 'true',
        payment_method: 'pm_card_visa',
      });
      expect(created?.headers['idempotency-key']).toBe(
        `${row.cart_id}:${order.grandTotalCents}:pm_card_visa`,
      );
      expect(fake.intents.get(reference)?.status).toBe('succeeded');
    });

    test('raw card fields are not a payment with Stripe: refused beside the card, never sent', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, STICKERS);
      const before = fake.requests.length;
      const response = await placeOrder(shopper, orderBody(cartId));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().fieldErrors).toEqual({
        'card.number': 'Enter your card details in the card form (it needs JavaScript turned on).',
      });
      expect(fake.requests.length).toBe(before);
      expect(await orderRow(cartId)).toBeUndefined();
    });

    test('a declined card: "Your card was declined." beside the card, no order, the cart intact for another card', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, STICKERS);
      const declined = await placeOrder(
        shopper,
        orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_chargeDeclined' }),
      );
      expect(declined.statusCode).toBe(400);
      expect(declined.json<ApiError>()).toMatchObject({
        code: 'CHECKOUT_CARD_DECLINED',
        message: 'Your card was declined.',
        fieldErrors: { 'card.number': 'Your card was declined.' },
      });
      expect(await orderRow(cartId)).toBeUndefined();
      const paid = await placeOrder(
        shopper,
        orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_visa' }),
      );
      expect(paid.statusCode, paid.body).toBe(201);
    });

    test('Stripe unreachable: 503 with Retry-After, no order, nothing captured, and the cart can try again', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, STICKERS);
      fake.mode = 'hang';
      const started = Date.now();
      const response = await placeOrder(
        shopper,
        orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_visa' }),
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json<ApiError>().code).toBe('CHECKOUT_PAYMENT_UNAVAILABLE');
      expect(await orderRow(cartId)).toBeUndefined();
      fake.mode = 'answer';
      const again = await placeOrder(
        shopper,
        orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_visa' }),
      );
      expect(again.statusCode, again.body).toBe(201);
    });
  });

  describe('the checkout page', () => {
    test('loads Stripe.js (CSP allows js.stripe.com on /checkout only) and has no card inputs', async () => {
      const { shopper } = await shopperWithCart(t.app, t.db, STICKERS);
      const page = await shopper.get('/checkout');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
      expect(page.body).toContain('"publishableKey":"pk_test_plinthcheckout"');
      expect(page.body).not.toContain('name="card.number"');
      const home = await shopper.get('/');
      expect(home.headers['content-security-policy']).not.toContain('js.stripe.com');
    });

    test('a post without JavaScript (card fields, no payment method) is refused beside the card, nothing sent', async () => {
      const { shopper, cartId } = await shopperWithCart(t.app, t.db, STICKERS);
      const before = fake.requests.length;
      const response = await shopper.request({
        method: 'POST',
        url: '/checkout',
        crumb: 'omit',
        form: {
          crumb: shopper.cookies.get('crumb') ?? '',
          cartId,
          email: 'ada@example.com',
          'card.number': '4242 4242 4242 4242',
          'card.expiry': '12/34',
          'card.securityCode': '123',
          intent: 'place',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(
        'Enter your card details in the card form (it needs JavaScript turned on).',
      );
      expect(fake.requests.length).toBe(before);
      expect(await orderRow(cartId)).toBeUndefined();
    });
  });

  describe('webhook', () => {
    let eventCounter = 0;
    function event(type: string, object: Record<string, unknown>, id = `evt_${engine}_${++eventCounter}`) {
      return { id, object: 'event', type, livemode: false, data: { object } };
    }

    function deliver(
      body: unknown,
      options: { secret?: string; timestamp?: number; tamper?: boolean; header?: string | null } = {},
    ) {
      const payload = JSON.stringify(body);
      const signature =
        options.header === undefined
          ? Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: options.secret ?? WEBHOOK_SECRET,
              ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
            })
          : options.header;
      return t.app.inject({
        method: 'POST',
        url: CHECKOUT_API.stripeWebhook,
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          ...(signature !== null ? { 'stripe-signature': signature } : {}),
        },
        payload: options.tamper ? payload.replace('"amount":', '"amount":1') : payload,
      });
    }

    async function paymentStatus(reference: string): Promise<string | undefined> {
      const row = await t.db.kysely
        .selectFrom('orders')
        .select('payment_status')
        .where('payment_reference', '=', reference)
        .executeTakeFirst();
      return row?.payment_status;
    }

    async function setPaymentStatus(reference: string, status: string): Promise<void> {
      await t.db.kysely
        .updateTable('orders')
        .set({ payment_status: status })
        .where('payment_reference', '=', reference)
        .execute();
    }

    test('payment_intent.succeeded captures an order left authorized, once: the replay changes nothing', async () => {
      const { reference } = await placeStripeOrder();
      // As if the process died between the commit and the capture, and the capture happened at Stripe.
      await setPaymentStatus(reference, 'authorized');
      const succeeded = event('payment_intent.succeeded', {
        id: reference,
        object: 'payment_intent',
        amount: 500,
      });
      const first = await deliver(succeeded);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<StripeWebhookResponse>()).toEqual({
        received: true,
        duplicate: false,
        outcome: 'applied',
      });
      expect(await paymentStatus(reference)).toBe('captured');

      // The owner's later change must not be undone by Stripe delivering the event again.
      await setPaymentStatus(reference, 'authorized');
      const replay = await deliver(succeeded);
      expect(replay.json<StripeWebhookResponse>()).toEqual({
        received: true,
        duplicate: true,
        outcome: 'applied',
      });
      expect(await paymentStatus(reference)).toBe('authorized');
      const rows = await t.db.kysely
        .selectFrom('payment_events')
        .selectAll()
        .where('id', '=', succeeded.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        provider: 'stripe',
        type: 'payment_intent.succeeded',
        payment_reference: reference,
      });
    });

    test('the same event delivered twice at once is processed once', async () => {
      const { reference } = await placeStripeOrder();
      await setPaymentStatus(reference, 'authorized');
      const succeeded = event('payment_intent.succeeded', { id: reference });
      const answers = await Promise.all([deliver(succeeded), deliver(succeeded), deliver(succeeded)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const bodies = answers.map((a) => a.json<StripeWebhookResponse>());
      expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
      expect(await paymentStatus(reference)).toBe('captured');
    });

    test('charge.refunded in full marks the payment refunded; a partial refund is recorded only', async () => {
      const { reference } = await placeStripeOrder();
      const partial = await deliver(
        event('charge.refunded', {
          id: 'ch_1',
          object: 'charge',
          payment_intent: reference,
          amount: 1136,
          amount_refunded: 100,
        }),
      );
      expect(partial.json<StripeWebhookResponse>().outcome).toBe('recorded');
      expect(await paymentStatus(reference)).toBe('captured');
      const full = await deliver(
        event('charge.refunded', {
          id: 'ch_1',
          object: 'charge',
          payment_intent: reference,
          amount: 1136,
          amount_refunded: 1136,
        }),
      );
      expect(full.json<StripeWebhookResponse>().outcome).toBe('applied');
      expect(await paymentStatus(reference)).toBe('refunded');
    });

    test('payment_intent.canceled voids a hold; payment_failed is recorded; unknown types are answered and ignored', async () => {
      const { reference } = await placeStripeOrder();
      await setPaymentStatus(reference, 'authorized');
      const canceled = await deliver(event('payment_intent.canceled', { id: reference }));
      expect(canceled.json<StripeWebhookResponse>().outcome).toBe('applied');
      expect(await paymentStatus(reference)).toBe('voided');

      const failed = event('payment_intent.payment_failed', { id: 'pi_not_ours' });
      expect((await deliver(failed)).json<StripeWebhookResponse>().outcome).toBe('recorded');
      const recorded = await t.db.kysely
        .selectFrom('payment_events')
        .selectAll()
        .where('id', '=', failed.id)
        .executeTakeFirst();
      expect(recorded).toMatchObject({ order_id: null, outcome: 'recorded' });

      const unknown = event('customer.created', { id: 'cus_1' });
      const ignored = await deliver(unknown);
      expect(ignored.statusCode).toBe(200);
      expect(ignored.json<StripeWebhookResponse>()).toEqual({
        received: true,
        duplicate: false,
        outcome: 'ignored',
      });
      expect(
        await t.db.kysely.selectFrom('payment_events').selectAll().where('id', '=', unknown.id).execute(),
      ).toEqual([]);
    });

    test('a missing, wrong, tampered or expired signature is refused with 400 in the one error model, changing nothing', async () => {
      const { reference } = await placeStripeOrder();
      await setPaymentStatus(reference, 'authorized');
      const body = event('payment_intent.succeeded', { id: reference, amount: 500 });
      const refusals = [
        await deliver(body, { header: null }),
        await deliver(body, { header: 'not-a-signature' }),
        await deliver(body, { secret: 'whsec_someoneelse' }),
        await deliver(body, { tamper: true }),
        await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
        // Security review I-A: dated in the future, by an hour and by just over 5 minutes.
        await deliver(body, { timestamp: Math.floor(Date.now() / 1000) + 60 * 60 }),
        await deliver(body, { timestamp: Math.floor(Date.now() / 1000) + 5 * 60 + 30 }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode, refused.body).toBe(400);
        const error = apiErrorSchema.parse(refused.json());
        expect(error.code).toBe('STRIPE_SIGNATURE_INVALID');
      }
      expect(await paymentStatus(reference)).toBe('authorized');
      expect(
        await t.db.kysely.selectFrom('payment_events').selectAll().where('id', '=', body.id).execute(),
      ).toEqual([]);
      // And the same event, properly signed, goes through.
      expect((await deliver(body)).statusCode).toBe(200);
    });

    test('a signed body that is not an event is a 400; an oversized one is refused unread', async () => {
      const notAnEvent = await deliver({ hello: 'world' });
      expect(notAnEvent.statusCode).toBe(400);
      const huge = await deliver(event('customer.created', { id: 'cus_2', note: 'x'.repeat(300 * 1024) }));
      expect(huge.statusCode).toBe(413);
    });
  });
});

describe('Stripe webhook without STRIPE_WEBHOOK_SECRET', () => {
  test('answers 404 before reading the body', async () => {
    const t = await createTestApp('sqlite');
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: CHECKOUT_API.stripeWebhook,
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          'stripe-signature': 't=1,v1=abc',
        },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().code).toBe('STRIPE_WEBHOOK_NOT_CONFIGURED');
    } finally {
      await t.close();
    }
  });
});
