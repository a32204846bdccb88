import {
  SUBSCRIPTION_API,
  type ApiError,
  type CheckoutQuoteResponse,
  type OwnerSubscription,
  type PlaceOrderResponse,
  type SubscriptionView,
} from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import type { TestProcessor } from '../src/modules/payments';
import { demoProduct, signedInOwner, useTestApp, Visitor } from './fixtures/create-test-app';
import { createShopper } from './fixtures/site-user-visitor';
import { orderBody, placeOrder, quote, shopperWithCart, TEST_ADDRESS } from './fixtures/checkout';

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

describe.each(testEngines())('subscriptions on %s', (engine) => {
  let clock = Date.parse('2025-01-31T09:00:00.000Z');
  const t = useTestApp(engine, { jobs: { worker: true } }, { now: () => clock });
  const processor = () => t.app.payments as TestProcessor;

  async function coffee() {
    return demoProduct(t.db, 'coffee-beans');
  }

  async function setPlan(cycles: number, value = 2, unit = 'WEEK') {
    const product = await coffee();
    await t.db.kysely
      .updateTable('products')
      .set({
        subscription_plan: JSON.stringify({ billingPeriod: { value, unit }, numBillingCycles: cycles }),
      })
      .where('id', '=', product.id)
      .execute();
  }

  async function setStock(stock: number) {
    const product = await coffee();
    await t.db.kysely
      .updateTable('variants')
      .set({ stock_qty: stock })
      .where('sku', '=', product.sku())
      .execute();
  }

  async function stock(): Promise<number> {
    const product = await coffee();
    const row = await t.db.kysely
      .selectFrom('variants')
      .select('stock_qty')
      .where('sku', '=', product.sku())
      .executeTakeFirstOrThrow();
    return row.stock_qty;
  }

  /** Subscribe, check out with the good card, answer the place-order response and the subscription id. */
  async function subscribe(
    shopper = new Visitor(t.app),
    card?: { number: string; expiry: string; securityCode: string },
  ) {
    await shopper.visit();
    const product = await coffee();
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
      orderBody(priced.shoppingCart.id, { cartToken, ...(card ? { card } : {}) }),
    );
    return { response, cartToken, priced, shopper };
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
        'o.id',
        'o.order_number',
        'o.grand_total_cents',
        'o.payment_status',
        'o.created_at',
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

  test("Subscribe answers a cartToken for a cart of its own; the shopper's cart is not touched", async () => {
    const { shopper } = await shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
    const before = await quote(shopper);
    const product = await coffee();
    const started = await shopper.request({
      method: 'POST',
      url: SUBSCRIPTION_API.cart,
      json: { itemId: product.id, sku: product.sku(), qty: 1, additionalFields: null },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { cartToken } = started.json<{ cartToken: string }>();
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const after = await quote(shopper);
    expect(after.shoppingCart.id).toBe(before.shoppingCart.id);
    expect(after.shoppingCart.entries.map((e) => e.title)).toEqual(['Sticker Pack']);
    const sub: CheckoutQuoteResponse = await quote(shopper, { cartToken, shippingAddress: TEST_ADDRESS });
    expect(sub.shoppingCart.entries.map((e) => [e.title, e.quantity])).toEqual([['Coffee Beans', 1]]);
    expect(sub.shoppingCart.id).not.toBe(before.shoppingCart.id);
    expect(sub.shoppingCart.subtotalCents).toBe(1900);
  });

  test('the crumb is checked before the body; a non-subscribable product is refused with the message', async () => {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const noCrumb = await shopper.request({
      method: 'POST',
      url: SUBSCRIPTION_API.cart,
      json: {},
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    const shirt = await demoProduct(t.db, 'linen-shirt');
    const refused = await shopper.request({
      method: 'POST',
      url: SUBSCRIPTION_API.cart,
      json: { itemId: shirt.id, sku: shirt.sku({ Size: 'S', Color: 'Sand' }), qty: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().message).toBe('Only physical and service products can be subscribed.');
    const unknown = await shopper.request({
      method: 'POST',
      url: SUBSCRIPTION_API.cart,
      json: { itemId: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('a subscription cart is reached only with its token', async () => {
    const owner = new Visitor(t.app);
    await owner.visit();
    const product = await coffee();
    const started = await owner.request({
      method: 'POST',
      url: SUBSCRIPTION_API.cart,
      json: { itemId: product.id, sku: product.sku() },
    });
    const { cartToken } = started.json<{ cartToken: string }>();
    const priced = await quote(owner, { cartToken });
    const stranger = new Visitor(t.app);
    await stranger.visit();
    const withoutToken = await placeOrder(stranger, orderBody(priced.shoppingCart.id));
    expect(withoutToken.statusCode).toBe(404);
    const wrongToken = await placeOrder(
      stranger,
      orderBody(priced.shoppingCart.id, { cartToken: 'x'.repeat(32) }),
    );
    expect(wrongToken.statusCode).toBe(404);
  });

  test('checkout makes the first order (cycle 1) and an active subscription; each period renews once, charged once', async () => {
    await setPlan(0);
    await setStock(40);
    const charged = processor().chargedCents();
    const { response, cartToken, shopper, priced } = await subscribe();
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PlaceOrderResponse>();
    expect(placed.subscriptionToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const sub = await subscriptionOf(placed.subscriptionToken ?? '');
    expect(sub).toMatchObject({
      status: 'active',
      cycles_billed: 1,
      billing_value: 2,
      billing_unit: 'WEEK',
      num_billing_cycles: 0,
      card_token: 'test_card_4242424242424242',
      card_last4: '4242',
      email: 'ada@example.com',
      next_billing_at: new Date(clock + TWO_WEEKS).toISOString(),
    });
    expect(await stock()).toBe(39);
    expect(processor().chargedCents() - charged).toBe(placed.order.grandTotalCents);

    // A repeat answers the same order and subscription, and starts nothing new.
    const again = await placeOrder(shopper, orderBody(priced.shoppingCart.id, { cartToken }));
    expect(again.statusCode).toBe(200);
    expect(again.json<PlaceOrderResponse>().subscriptionToken).toBe(placed.subscriptionToken);

    // The subscription confirmed page (206) by its token.
    const page = await shopper.get(`/subscriptions/${placed.subscriptionToken}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Every 2 weeks');
    const context = await shopper.get(`/subscriptions/${placed.subscriptionToken}?format=json`);
    expect(context.json<{ page: { pageType: number } }>().page.pageType).toBe(206);
    expect(page.body).toContain('Subscription confirmed');

    // Nothing before its date; then three periods make exactly three orders.
    await advance(TWO_WEEKS - 1000);
    expect(await ordersOf(sub.id)).toHaveLength(1);
    await advance(1000 + 2 * TWO_WEEKS + DAY);
    const orders = await ordersOf(sub.id);
    expect(orders.map((o) => o.cycle)).toEqual([1, 2, 3, 4]);
    expect(orders.every((o) => o.payment_status === 'captured')).toBe(true);
    const after = await subscriptionOf(placed.subscriptionToken ?? '');
    expect(after.cycles_billed).toBe(4);
    expect(after.next_billing_at).toBe(new Date(Date.parse(sub.anchor_at) + 4 * TWO_WEEKS).toISOString());
    expect(await stock()).toBe(36);
    const renewals = orders.slice(1).reduce((sum, o) => sum + o.grand_total_cents, 0);
    expect(processor().chargedCents() - charged).toBe(placed.order.grandTotalCents + renewals);

    // A renewal job run again (a retry) bills nothing more.
    const { renewSubscription } = await import('../src/modules/subscriptions');
    const rerun = await renewSubscription(t.app as never, {
      websiteId: t.websiteId,
      subscriptionId: sub.id,
      cycle: 3,
    });
    expect(rerun).toBe('nothing');
    expect(await ordersOf(sub.id)).toHaveLength(4);

    // Renewal confirmations went to the customer, one per order, each with the subscription's own page
    // (where a guest cancels) as well as the order's status link.
    const emails = await t.db.kysely
      .selectFrom('emails')
      .select(['subject', 'html', 'text'])
      .where('to_address', '=', 'ada@example.com')
      .execute();
    const pageUrl = `/subscriptions/${placed.subscriptionToken}`;
    for (const order of orders) {
      const email = emails.find((e) => e.subject === `Order #${order.order_number} confirmed`);
      expect(email?.text).toContain('Manage your subscription');
      expect(email?.text).toContain(pageUrl);
      expect(email?.html).toMatch(new RegExp(`href="https?://[^"]+${pageUrl}"`));
    }

    // Cancelled: no further orders, whatever the clock.
    const owner = await signedInOwner(t.app);
    const cancelled = await owner.request({
      method: 'POST',
      url: SUBSCRIPTION_API.ownerCancel.replace(':subscriptionId', sub.id),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ subscription: OwnerSubscription }>().subscription).toMatchObject({
      status: 'cancelled',
      nextBillingAt: null,
      orders: orders.map((o) => ({ id: o.id, orderNumber: o.order_number })),
    });
    await advance(5 * TWO_WEEKS);
    expect(await ordersOf(sub.id)).toHaveLength(4);
    const twice = await owner.request({
      method: 'POST',
      url: SUBSCRIPTION_API.ownerCancel.replace(':subscriptionId', sub.id),
    });
    expect(twice.statusCode).toBe(409);
  });

  test('a plan of 3 cycles stops after the third order (the first purchase is cycle 1) and completes', async () => {
    await setPlan(3, 1, 'MONTH');
    const { response } = await subscribe();
    expect(response.statusCode, response.body).toBe(201);
    const { subscriptionToken } = response.json<PlaceOrderResponse>();
    const sub = await subscriptionOf(subscriptionToken ?? '');
    // Anchored on Jan 31 at first; later subscribers anchor where the clock is. Ten months later:
    await advance(300 * DAY);
    const orders = await ordersOf(sub.id);
    expect(orders.map((o) => o.cycle)).toEqual([1, 2, 3]);
    const after = await subscriptionOf(subscriptionToken ?? '');
    expect(after).toMatchObject({ status: 'completed', cycles_billed: 3, next_billing_at: null });
  });

  test('out of stock at renewal: no order, past due, the customer is emailed', async () => {
    await setPlan(0);
    await setStock(1);
    const { response } = await subscribe();
    expect(response.statusCode, response.body).toBe(201);
    const { subscriptionToken } = response.json<PlaceOrderResponse>();
    const sub = await subscriptionOf(subscriptionToken ?? '');
    expect(await stock()).toBe(0);
    await advance(TWO_WEEKS + DAY);
    expect(await ordersOf(sub.id)).toHaveLength(1);
    const after = await subscriptionOf(subscriptionToken ?? '');
    expect(after).toMatchObject({ status: 'past_due', next_billing_at: null });
    expect(after.last_error).toBe('Coffee Beans is out of stock, so this renewal could not be made.');
    const mail = await t.db.kysely
      .selectFrom('emails')
      .select(['subject', 'text'])
      .where('dedupe_key', '=', `subscription-renewal-failed:${sub.id}:2`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your Coffee Beans subscription needs attention');
    expect(mail.text).toContain('Coffee Beans is out of stock');
    // Past due renews no more.
    await setStock(40);
    await advance(4 * TWO_WEEKS);
    expect(await ordersOf(sub.id)).toHaveLength(1);
  });

  test('a card declined at renewal: no order, no stock taken, nothing charged, past due with the reason', async () => {
    await setPlan(0);
    await setStock(40);
    const { response } = await subscribe();
    expect(response.statusCode, response.body).toBe(201);
    const { subscriptionToken } = response.json<PlaceOrderResponse>();
    const sub = await subscriptionOf(subscriptionToken ?? '');
    // The card on file now declines (the test processor's saved declined card).
    await t.db.kysely
      .updateTable('subscriptions')
      .set({ card_token: 'test_card_4000000000000002' })
      .where('id', '=', sub.id)
      .execute();
    const charged = processor().chargedCents();
    await advance(TWO_WEEKS + DAY);
    expect(await ordersOf(sub.id)).toHaveLength(1);
    expect(await stock()).toBe(39);
    expect(processor().chargedCents()).toBe(charged);
    const after = await subscriptionOf(subscriptionToken ?? '');
    expect(after.status).toBe('past_due');
    expect(after.last_error).toBe('The card on file was declined: Your card was declined.');
  });

  test('the declined card at subscription checkout: nothing made, the cart kept', async () => {
    const { response, cartToken, shopper } = await subscribe(undefined, {
      number: '4000 0000 0000 0002',
      expiry: '12/34',
      securityCode: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe('Your card was declined.');
    const again = await quote(shopper, { cartToken });
    expect(again.shoppingCart.entries).toHaveLength(1);
  });

  test("a guest cancels from the subscription's own page, reached by its token; a wrong token cancels nothing", async () => {
    await setPlan(0);
    await setStock(40);
    const { response, shopper } = await subscribe();
    const token = response.json<PlaceOrderResponse>().subscriptionToken ?? '';
    const page = await shopper.get(`/subscriptions/${token}`);
    expect(page.body).toContain(`action="/subscriptions/${token}/cancel"`);
    expect(page.body).toContain('Every one of those emails links back to this page');
    expect(page.body).not.toContain('Sign in to your account to see or cancel');

    const crumb = shopper.cookies.get('crumb') ?? '';
    const unknown = await shopper.request({
      method: 'POST',
      url: `/subscriptions/${'x'.repeat(32)}/cancel`,
      form: { crumb },
      crumb: 'omit',
    });
    expect(unknown.statusCode).toBe(404);
    const noCrumb = await new Visitor(t.app).request({
      method: 'POST',
      url: `/subscriptions/${token}/cancel`,
      form: {},
      crumb: 'omit',
    });
    expect(noCrumb.statusCode).toBe(403);
    expect((await subscriptionOf(token)).status).toBe('active');

    const posted = await shopper.request({
      method: 'POST',
      url: `/subscriptions/${token}/cancel`,
      form: { crumb },
      crumb: 'omit',
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe(`/subscriptions/${token}?saved=cancelled`);
    expect(await subscriptionOf(token)).toMatchObject({ status: 'cancelled', next_billing_at: null });
    const after = await shopper.get(`/subscriptions/${token}?saved=cancelled`);
    expect(after.body).toContain('Subscription cancelled.');
    expect(after.body).toContain('Cancelled');
    expect(after.body).not.toContain(`action="/subscriptions/${token}/cancel"`);
    // Again (a second tab): the page as it is, nothing more.
    const twice = await shopper.request({
      method: 'POST',
      url: `/subscriptions/${token}/cancel`,
      form: { crumb },
      crumb: 'omit',
    });
    expect(twice.statusCode).toBe(303);
  });

  test('a signed-in customer sees theirs under /account and cancels one; others cannot', async () => {
    await setPlan(0);
    await setStock(40);
    const customer = new Visitor(t.app);
    await customer.visit();
    const { xsrfToken } = await createShopper(customer);
    const { response } = await subscribe(customer);
    expect(response.statusCode, response.body).toBe(201);
    const list = await customer.get(SUBSCRIPTION_API.customerList);
    expect(list.statusCode, list.body).toBe(200);
    const [mine] = list.json<{ subscriptions: SubscriptionView[] }>().subscriptions;
    expect(mine).toMatchObject({
      productName: 'Coffee Beans',
      planPhrase: 'Every 2 weeks',
      status: 'active',
    });

    const stranger = new Visitor(t.app);
    await stranger.visit();
    const anonymous = await stranger.request({
      method: 'POST',
      url: SUBSCRIPTION_API.customerCancel.replace(':subscriptionId', mine?.id ?? ''),
    });
    expect(anonymous.statusCode).toBe(401);

    const page = await customer.get('/account');
    expect(page.body).toContain('Your subscriptions');
    expect(page.body).toContain('Every 2 weeks');
    expect(page.body).toContain(`action="/account/subscriptions/${mine?.id}/cancel"`);

    // The Cancel button without JavaScript: a form post with the crumb and the session's XSRF token.
    const forged = await customer.request({
      method: 'POST',
      url: `/account/subscriptions/${mine?.id}/cancel`,
      form: { crumb: customer.cookies.get('crumb') ?? '', xsrfToken: 'wrong' },
      crumb: 'omit',
    });
    expect(forged.statusCode).toBe(403);
    const posted = await customer.request({
      method: 'POST',
      url: `/account/subscriptions/${mine?.id}/cancel`,
      form: { crumb: customer.cookies.get('crumb') ?? '', xsrfToken },
      crumb: 'omit',
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe('/account?saved=subscription');
    const after = await customer.get('/account?saved=subscription');
    expect(after.body).toContain('Subscription cancelled.');
    expect(after.body).toContain('Cancelled');
    const api = await customer.get(SUBSCRIPTION_API.customerList);
    expect(api.json<{ subscriptions: SubscriptionView[] }>().subscriptions[0]?.status).toBe('cancelled');
    const again = await customer.request({
      method: 'POST',
      url: SUBSCRIPTION_API.customerCancel.replace(':subscriptionId', mine?.id ?? ''),
      headers: { 'x-siteuser-xsrf-token': xsrfToken },
    });
    expect(again.statusCode).toBe(409);
  });
});
