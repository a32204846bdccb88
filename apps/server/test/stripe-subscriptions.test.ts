import { SUBSCRIPTION_API, type PlaceOrderResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createStripeProvider } from '../src/modules/payments';
import { renewSubscription } from '../src/modules/subscriptions';
import { orderBody, placeOrder, quote, TEST_ADDRESS } from './fixtures/checkout';
import { createTestApp, demoProduct, type TestApp, Visitor } from './fixtures/create-test-app';
import { startFakeStripe, type FakeStripe } from './fixtures/fake-stripe';

const SECRET_KEY = 'sk_test_plinthsubscriptions';
const PUBLISHABLE_KEY = 'pk_test_plinthsubscriptions';
const DAY = 24 * 60 * 60 * 1000;
const TWO_WEEKS = 14 * DAY;

/** Polls until `check` is true (the worker runs on its own timers); fails after 15 s. */
async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Subscriptions paid with Stripe (decisions 0031 and 0033), through buildApp and the job worker with a
 * clock the test moves, against the fake Stripe the real stripe library talks to: the first payment
 * saves the card on a Customer for off-session use, renewals charge it off-session.
 */
describe.each(testEngines())('Stripe subscriptions on %s', (engine) => {
  let clock = Date.parse('2025-03-03T09:00:00.000Z');
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(
      engine,
      {
        stripe: { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: undefined },
        jobs: { worker: true },
      },
      {
        now: () => clock,
        payments: createStripeProvider(
          { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY },
          fake.connection({ timeoutMs: 1000 }),
        ),
      },
    );
    const product = await demoProduct(t.db, 'coffee-beans');
    await t.db.kysely
      .updateTable('products')
      .set({
        subscription_plan: JSON.stringify({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 }),
      })
      .where('id', '=', product.id)
      .execute();
    await t.db.kysely
      .updateTable('variants')
      .set({ stock_qty: 100 })
      .where('sku', '=', product.sku())
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });
  beforeEach(() => {
    fake.mode = 'answer';
    fake.offSessionDecline = null;
    fake.failReads = false;
  });

  async function subscribe(paymentMethodId = 'pm_card_visa') {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const product = await demoProduct(t.db, 'coffee-beans');
    const started = await shopper.request({
      method: 'POST',
      url: SUBSCRIPTION_API.cart,
      json: { itemId: product.id, sku: product.sku(), qty: 1, additionalFields: null },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { cartToken } = started.json<{ cartToken: string }>();
    const priced = await quote(shopper, { cartToken, shippingAddress: TEST_ADDRESS });
    const response = await placeOrder(
      shopper,
      orderBody(priced.shoppingCart.id, { card: undefined, paymentMethodId, cartToken }),
    );
    return { response, cartId: priced.shoppingCart.id, shopper, cartToken };
  }

  async function subscriptionOf(token: string) {
    return t.db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
  }

  async function ordersOf(subscriptionId: string) {
    return t.db.kysely
      .selectFrom('subscription_orders as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select([
        's.cycle',
        'o.grand_total_cents',
        'o.payment_status',
        'o.payment_reference',
        'o.payment_provider',
      ])
      .where('s.subscription_id', '=', subscriptionId)
      .orderBy('s.cycle')
      .execute();
  }

  /** Moves the clock and lets the worker run every job now due. */
  async function advance(ms: number) {
    clock += ms;
    t.app.jobs.wake();
    await waitFor('the due jobs to run', async () => {
      const open = await t.db.kysely
        .selectFrom('jobs')
        .select(['id'])
        .where((eb) =>
          eb.or([
            eb('state', '=', 'running'),
            eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', new Date(clock).toISOString())]),
          ]),
        )
        .execute();
      return open.length === 0;
    });
  }

  test('the first payment saves the card on a Customer; each renewal is charged off-session, once', async () => {
    const customersBefore = fake.to('POST', '/v1/customers').length;
    const { response, cartId } = await subscribe();
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlaceOrderResponse>();

    // A Customer for this cart, and the first PaymentIntent made on it for later off-session use.
    const customers = fake.to('POST', '/v1/customers').slice(customersBefore);
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params.email).toBe('ada@example.com');
    const [customer] = [...fake.customers.keys()].slice(-1);
    const first = fake.to('POST', '/v1/payment_intents').at(-1);
    expect(first?.params).toMatchObject({
      amount: String(placed.order.grandTotalCents),
      customer,
      setup_future_usage: 'off_session',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
    });
    expect(first?.headers['idempotency-key']).toBe(
      `${cartId}:${placed.order.grandTotalCents}:pm_card_visa:${customer}`,
    );

    // The subscription keeps the Customer and the payment method Stripe attached to it.
    const sub = await subscriptionOf(placed.subscriptionToken ?? '');
    const [firstOrder] = await ordersOf(sub.id);
    const firstIntent = fake.intents.get(firstOrder?.payment_reference ?? '');
    expect(firstIntent?.status).toBe('succeeded');
    expect(sub).toMatchObject({
      status: 'active',
      payment_provider: 'stripe',
      card_token: `${customer}:${firstIntent?.payment_method}`,
      card_last4: '4242',
    });
    expect(firstIntent?.payment_method).toMatch(/^pm_fake/);

    // The renewal: an order charged off-session on the saved card, keyed by its cycle, then captured.
    const intentsBefore = fake.to('POST', '/v1/payment_intents').length;
    await advance(TWO_WEEKS + DAY);
    const orders = await ordersOf(sub.id);
    expect(orders.map((o) => [o.cycle, o.payment_status, o.payment_provider])).toEqual([
      [1, 'captured', 'stripe'],
      [2, 'captured', 'stripe'],
    ]);
    const renewals = fake.to('POST', '/v1/payment_intents').slice(intentsBefore);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.headers['idempotency-key']).toBe(`subscription:${sub.id}:2`);
    expect(renewals[0]?.params).toMatchObject({
      amount: String(orders[1]?.grand_total_cents),
      customer,
      payment_method: firstIntent?.payment_method,
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
    });
    expect(renewals[0]?.params).not.toHaveProperty('setup_future_usage');
    const renewalIntent = fake.intents.get(orders[1]?.payment_reference ?? '');
    expect(renewalIntent).toMatchObject({ status: 'succeeded', customer });
    expect(fake.to('POST', `/v1/payment_intents/${renewalIntent?.id}/capture`)).toHaveLength(1);
    expect(await subscriptionOf(placed.subscriptionToken ?? '')).toMatchObject({
      status: 'active',
      cycles_billed: 2,
    });

    // The renewal job run again (a retry) makes no order and charges nothing more.
    const sent = fake.requests.length;
    const rerun = await renewSubscription(t.app as never, {
      websiteId: t.websiteId,
      subscriptionId: sub.id,
      cycle: 2,
    });
    expect(rerun).toBe('nothing');
    expect(await ordersOf(sub.id)).toHaveLength(2);
    expect(fake.requests.length).toBe(sent);
  });

  test('a renewal the bank wants the customer for (authentication_required): no order, nothing held, past due', async () => {
    const { response } = await subscribe();
    expect(response.statusCode, response.body).toBe(201);
    const { subscriptionToken } = response.json<PlaceOrderResponse>();
    const sub = await subscriptionOf(subscriptionToken ?? '');
    fake.offSessionDecline = 'pm_card_authenticationRequired';
    const intentsBefore = fake.intents.size;
    const sentBefore = fake.to('POST', '/v1/payment_intents').length;
    await advance(TWO_WEEKS + DAY);
    // It was tried, off-session, and refused (the earlier test's subscription renews now too).
    const [customer] = (sub.card_token ?? '').split(':');
    const tried = fake
      .to('POST', '/v1/payment_intents')
      .slice(sentBefore)
      .filter((r) => r.params.customer === customer);
    expect(tried.map((r) => [r.params.off_session, r.headers['idempotency-key']])).toEqual([
      ['true', `subscription:${sub.id}:2`],
    ]);
    expect(fake.intents.size).toBe(intentsBefore);
    expect(await ordersOf(sub.id)).toHaveLength(1);
    const after = await subscriptionOf(subscriptionToken ?? '');
    expect(after.status).toBe('past_due');
    expect(after.last_error).toBe(
      'The card on file was declined: Your bank asked to confirm the payment, which cannot be done while you are away.',
    );
    const mail = await t.db.kysely
      .selectFrom('emails')
      .select(['subject'])
      .where('dedupe_key', '=', `subscription-renewal-failed:${sub.id}:2`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your Coffee Beans subscription needs attention');
  });

  test('a card declined at the subscription checkout: 400 beside the card, no subscription', async () => {
    const { response, cartId } = await subscribe('pm_card_chargeDeclined');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Your card was declined.');
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    expect(order).toBeUndefined();
  });

  test('Stripe failing while the card is saved: 503, no order or subscription, the hold cancelled; a retry subscribes', async () => {
    fake.failReads = true;
    const customers = fake.customers.size;
    const { response, cartId, shopper, cartToken } = await subscribe();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json<{ code: string }>().code).toBe('CHECKOUT_PAYMENT_UNAVAILABLE');
    expect(response.headers['retry-after']).toBe('5');
    const held = fake.to('POST', '/v1/payment_intents').at(-1);
    const [intent] = [...fake.intents.values()].slice(-1);
    expect(held?.params.setup_future_usage).toBe('off_session');
    expect(intent?.status).toBe('canceled');
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    expect(order).toBeUndefined();
    const subscriptions = await t.db.kysely
      .selectFrom('subscriptions')
      .select('id')
      .where('cart_id', '=', cartId)
      .execute();
    expect(subscriptions).toEqual([]);

    // Stripe back: the same cart subscribes, on the same Customer (its key), with a new hold.
    fake.failReads = false;
    const again = await placeOrder(
      shopper,
      orderBody(cartId, { card: undefined, paymentMethodId: 'pm_card_visa', cartToken }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(fake.customers.size).toBe(customers + 1);
    const sub = await subscriptionOf(again.json<PlaceOrderResponse>().subscriptionToken ?? '');
    expect(sub.card_token).toMatch(/^cus_fake\d+:pm_fake\d+$/);
    const [paid] = await ordersOf(sub.id);
    expect(paid?.payment_status).toBe('captured');
    expect(fake.intents.get(paid?.payment_reference ?? '')?.status).toBe('succeeded');
    expect(paid?.payment_reference).not.toBe(intent?.id);
  });
});
