import type { ApiError, PlaceOrderAuthenticationResponse, PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTHENTICATION_TIMEOUT_MS } from '../src/modules/checkout';
import { orderEmailKey } from '../src/modules/orders';
import { createStripeProvider } from '../src/modules/payments';
import { orderBody, placeOrder, quote, shopperWithCart } from './fixtures/checkout';
import {
  createTestApp,
  demoProduct,
  signedInOwner,
  type TestApp,
  type Visitor,
} from './fixtures/create-test-app';
import { startFakeStripe, type FakeStripe } from './fixtures/fake-stripe';
import { waitFor } from './fixtures/wait-for';

const SECRET_KEY = 'sk_test_plinth3ds';
const PUBLISHABLE_KEY = 'pk_test_plinth3ds';
const THREE_DS = 'pm_card_threeDSecure2Required';
const MUG = [{ urlId: 'ceramic-mug' }];

/**
 * 3-D Secure at checkout (issue 23 §4, decision 0066), through buildApp against the fake Stripe: the
 * first try answers 202 with the intent's client secret and places nothing; the try after Stripe.js's
 * handleCardAction names the intent and places the order once; a failed or abandoned authentication
 * leaves no order, the stock as it was and the intent cancelled (after the timeout job).
 */
describe.each(testEngines())('3-D Secure checkout on %s', (engine) => {
  let clock = Date.now();
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(
      engine,
      {
        jobs: { worker: true },
        rateLimit: { max: 100_000, windowMs: 10_000 },
        stripe: { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: undefined },
      },
      {
        now: () => clock,
        payments: createStripeProvider(
          { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY },
          fake.connection({ timeoutMs: 1000 }),
        ),
      },
    );
    await t.db.kysely
      .updateTable('variants')
      .set({ stock_qty: 50 })
      .where('website_id', '=', t.websiteId)
      .where('sku', '=', 'MUG-CERAMIC')
      .execute();
    // Every shopper here is one client address: the captcha after five declines, not three.
    const owner = await signedInOwner(t.app);
    const limits = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/cardTesting',
      json: { captchaAfterDeclines: 5, refuseAfterDeclines: 10 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  async function mugStock(): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('variants')
      .select('stock_qty')
      .where('website_id', '=', t.websiteId)
      .where('sku', '=', 'MUG-CERAMIC')
      .executeTakeFirstOrThrow();
    return Number(row.stock_qty);
  }

  async function ordersOfCart(cartId: string) {
    return t.db.kysely.selectFrom('orders').selectAll().where('cart_id', '=', cartId).execute();
  }

  /** A shopper whose first try was answered "authenticate": the intent and the body to send again. */
  async function startAuthentication(items: Parameters<typeof shopperWithCart>[2] = MUG) {
    const { shopper, cartId } = await shopperWithCart(t.app, t.db, items);
    const body = orderBody(cartId, { card: undefined, paymentMethodId: THREE_DS });
    const response = await placeOrder(shopper, body);
    expect(response.statusCode, response.body).toBe(202);
    const { authentication } = response.json<PlaceOrderAuthenticationResponse>();
    return { shopper, cartId, body, ...authentication };
  }

  function again(shopper: Visitor, body: ReturnType<typeof orderBody>, paymentIntentId: string) {
    return placeOrder(shopper, { ...body, paymentIntentId });
  }

  test('requires_action: 202 with the client secret, no order, no stock taken, nothing held', async () => {
    const stock = await mugStock();
    const { cartId, paymentIntentId, clientSecret } = await startAuthentication();
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(clientSecret).toBe(fake.intents.get(paymentIntentId)?.client_secret);
    const created = fake.to('POST', '/v1/payment_intents').at(-1);
    expect(created?.params).toMatchObject({ confirmation_method: 'manual', capture_method: 'manual' });
    expect(created?.params).not.toHaveProperty('error_on_requires_action');
    expect(fake.intents.get(paymentIntentId)?.status).toBe('requires_action');
    expect(await ordersOfCart(cartId)).toEqual([]);
    expect(await mugStock()).toBe(stock);
  });

  test('authenticated: the server confirms it and places exactly one order, a double submit answers the same', async () => {
    const stock = await mugStock();
    const { shopper, cartId, body, paymentIntentId } = await startAuthentication();
    fake.authenticate(paymentIntentId, 'succeed');
    const [first, second] = await Promise.all([
      again(shopper, body, paymentIntentId),
      again(shopper, body, paymentIntentId),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const orders = await ordersOfCart(cartId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ payment_reference: paymentIntentId, payment_status: 'captured' });
    expect(first.json<PlaceOrderResponse>().order.statusToken).toBe(
      second.json<PlaceOrderResponse>().order.statusToken,
    );
    expect(fake.to('POST', `/v1/payment_intents/${paymentIntentId}/confirm`)).toHaveLength(1);
    expect(fake.intents.get(paymentIntentId)?.status).toBe('succeeded');
    expect(await mugStock()).toBe(stock - 1);
    // The confirmation names the card Stripe held (the intent answered with its payment method).
    const confirmation = await t.db.kysely
      .selectFrom('emails')
      .select(['text', 'html'])
      .where('dedupe_key', '=', orderEmailKey.confirmation(orders[0]?.id ?? ''))
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toMatch(/Payment:\r?\nVisa •••• 3184/);
    expect(confirmation.html).toContain('Visa •••• 3184');
    // The timeout job finds the order holding the payment and leaves it alone.
    clock += AUTHENTICATION_TIMEOUT_MS + 1000;
    t.app.jobs.wake();
    await waitFor('the timeout job', () => jobDone(paymentIntentId));
    expect(fake.intents.get(paymentIntentId)?.status).toBe('succeeded');
  });

  test('authentication failed: "not authenticated" beside the card, no order, stock intact, the intent cancelled', async () => {
    const stock = await mugStock();
    const { shopper, cartId, body, paymentIntentId } = await startAuthentication();
    fake.authenticate(paymentIntentId, 'fail');
    const response = await again(shopper, body, paymentIntentId);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'CHECKOUT_CARD_DECLINED',
      fieldErrors: {
        'card.number':
          'Your card was not authenticated, so nothing was charged. Please try again or use another card.',
      },
    });
    expect(await ordersOfCart(cartId)).toEqual([]);
    expect(await mugStock()).toBe(stock);
    expect(fake.intents.get(paymentIntentId)?.status).toBe('canceled');
    // Another card then pays for the same cart.
    const paid = await placeOrder(shopper, { ...body, paymentMethodId: 'pm_card_visa' });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  test('abandoned: nothing placed or taken, and the timeout job cancels the intent', async () => {
    const stock = await mugStock();
    const { cartId, paymentIntentId } = await startAuthentication();
    clock += AUTHENTICATION_TIMEOUT_MS - 60_000;
    t.app.jobs.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.intents.get(paymentIntentId)?.status).toBe('requires_action');
    clock += 120_000;
    t.app.jobs.wake();
    await waitFor('the cancelled intent', async () =>
      fake.intents.get(paymentIntentId)?.status === 'canceled' ? true : null,
    );
    expect(await ordersOfCart(cartId)).toEqual([]);
    expect(await mugStock()).toBe(stock);
  });

  test('authenticated but never sent back: cancelled after the timeout; sending it after that is refused', async () => {
    const { shopper, cartId, body, paymentIntentId } = await startAuthentication();
    fake.authenticate(paymentIntentId, 'succeed');
    clock += AUTHENTICATION_TIMEOUT_MS + 1000;
    t.app.jobs.wake();
    await waitFor('the cancelled intent', async () =>
      fake.intents.get(paymentIntentId)?.status === 'canceled' ? true : null,
    );
    const late = await again(shopper, body, paymentIntentId);
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiError>().code).toBe('CHECKOUT_CARD_DECLINED');
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  test("another cart's intent, or one for another amount, is refused and left alone", async () => {
    const first = await startAuthentication();
    fake.authenticate(first.paymentIntentId, 'succeed');
    const other = await startAuthentication([{ urlId: 'ceramic-mug', quantity: 2 }]);
    const mismatch =
      'This payment no longer matches your order, so nothing was charged. Please place your order again.';
    const stolen = await again(other.shopper, other.body, first.paymentIntentId);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<ApiError>().fieldErrors).toEqual({ 'card.number': mismatch });
    expect(await ordersOfCart(other.cartId)).toEqual([]);
    expect(fake.intents.get(first.paymentIntentId)?.status).toBe('requires_confirmation');
    // The cart changed after the 202 (another mug): the amount no longer matches.
    const { shopper, cartId, body } = first;
    const mug = await demoProduct(t.db, 'ceramic-mug');
    const added = await shopper.addToCart({
      itemId: mug.id,
      sku: mug.sku(),
      quantity: 1,
      additionalFields: null,
    });
    expect(added.statusCode, added.body).toBe(200);
    const changed = await again(shopper, body, first.paymentIntentId);
    expect(changed.json<ApiError>().fieldErrors).toEqual({ 'card.number': mismatch });
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  test('refused authentications count as declines (decision 0061): the fifth from this address asks for the captcha', async () => {
    const { shopper, body, paymentIntentId } = await startAuthentication();
    expect((await quote(shopper, { email: body.email })).captchaRequired).toBeUndefined();
    fake.authenticate(paymentIntentId, 'fail');
    expect((await again(shopper, body, paymentIntentId)).statusCode).toBe(400);
    expect((await quote(shopper, { email: body.email })).captchaRequired).toBe(true);
  });

  async function jobDone(reference: string): Promise<boolean> {
    const row = await t.db.kysely
      .selectFrom('jobs')
      .select('state')
      .where('dedupe_key', '=', `authentication-timeout:${reference}`)
      .executeTakeFirst();
    return row?.state === 'done';
  }
});
