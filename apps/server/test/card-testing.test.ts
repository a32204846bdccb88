import {
  CHECKOUT_API,
  type ApiError,
  type CardTestingPreferences,
  type PlaceOrderRequest,
} from '@plinth/contracts';
import type { Engine } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Config } from '../src/config';
import { createTestProcessor, type CardAuthorization, type PaymentProvider } from '../src/modules/payments';
import { altchaToken } from './fixtures/altcha';
import { DECLINED_CARD, orderBody, quote, shopperWithCart } from './fixtures/checkout';
import {
  createTestApp,
  signedInOwner,
  TEST_OWNER,
  type TestApp,
  type Visitor,
} from './fixtures/create-test-app';
import { deleteKeys, redisAnswers, TEST_REDIS_URL, testKeyPrefix } from './fixtures/redis';
import { TestSmtpServer } from './fixtures/smtp-test-server';
import { waitFor } from './fixtures/wait-for';

/**
 * Security review M-A, decision 0061: declined payments are counted per cart, email, client address
 * and site. Past the store's limits checkout asks for the captcha before the payment provider is
 * reached, then refuses; a site-wide spike asks every checkout for it and emails the Administrators.
 * Counters in memory and, when Redis answers, in Redis; both engines.
 */
const redisUp = await redisAnswers();
const stores: ('memory' | 'Redis')[] = redisUp ? ['memory', 'Redis'] : ['memory'];
const cases = testEngines().flatMap((engine) => stores.map((store) => [engine, store] as const));

let addressNumber = 0;
/** A client address no earlier request used. */
function newAddress(): string {
  addressNumber += 1;
  return `198.51.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
}

/** The test processor, counting every authorization that reaches it (declined ones too). */
function countingProcessor(): { payments: PaymentProvider; reached: () => number } {
  const processor = createTestProcessor();
  let reached = 0;
  return {
    payments: {
      ...processor,
      authorize: (input): Promise<CardAuthorization> => {
        reached += 1;
        return processor.authorize(input);
      },
    },
    reached: () => reached,
  };
}

/** A test app of its own (its own site counters) with a counting processor and a real SMTP server. */
function useCardTestingApp(engine: Engine, store: 'memory' | 'Redis') {
  const keyPrefix = testKeyPrefix();
  const counting = countingProcessor();
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    const overrides: Partial<Config> = {
      trustProxy: 1,
      rateLimit: { max: 100_000, windowMs: 10_000 },
      jobs: { worker: true },
      mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' },
      redis: store === 'Redis' ? { url: TEST_REDIS_URL, keyPrefix } : undefined,
    };
    t = await createTestApp(engine, overrides, { payments: counting.payments });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    if (store === 'Redis') await deleteKeys(keyPrefix);
  });

  async function setLimits(change: Partial<CardTestingPreferences>) {
    const owner = await signedInOwner(t.app);
    const response = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/cardTesting',
      json: change,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CardTestingPreferences>();
  }

  function pay(shopper: Visitor, address: string, body: PlaceOrderRequest) {
    return shopper.request({
      method: 'POST',
      url: CHECKOUT_API.orders,
      json: body,
      headers: { 'x-forwarded-for': address },
    });
  }

  async function newCart() {
    return shopperWithCart(t.app, t.db, [{ urlId: 'sticker-pack' }]);
  }

  return { app: () => t, counting, smtp: () => smtp, setLimits, pay, newCart };
}

describe.each(cases)('card-testing limits per shopper on %s, counters in %s', (engine, store) => {
  const { app, counting, setLimits, pay, newCart } = useCardTestingApp(engine, store);
  const t = {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
  };

  test('the limits are store settings: defaults, bounds, and the refusal above the captcha', async () => {
    const owner = await signedInOwner(t.app);
    const read = await owner.request({ method: 'GET', url: '/api/v1/commerce-preferences/cardTesting' });
    expect(read.json()).toMatchObject({
      captchaAfterDeclines: 3,
      refuseAfterDeclines: 10,
      siteDeclinesPerTenMinutes: 20,
    });
    const tooLow = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/cardTesting',
      json: { captchaAfterDeclines: 0 },
    });
    expect(tooLow.statusCode).toBe(400);
    const crossed = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/cardTesting',
      json: { captchaAfterDeclines: 5, refuseAfterDeclines: 5 },
    });
    expect(crossed.statusCode).toBe(400);
    expect(JSON.stringify(crossed.json())).toContain('refuseAfterDeclines');
  });

  test('3 declines on a cart ask for the captcha before the provider; past 10 the cart is refused', async () => {
    const { shopper, cartId } = await newCart();
    const address = newAddress();
    const email = `tester-${addressNumber}@example.com`;
    const declined = orderBody(cartId, { email, card: { ...DECLINED_CARD } });
    for (let i = 0; i < 3; i += 1) {
      const response = await pay(shopper, address, declined);
      expect(response.json<ApiError>().code).toBe('CHECKOUT_CARD_DECLINED');
    }
    expect((await quote(shopper, { email })).captchaRequired).toBe(true);

    const before = counting.reached();
    const unsolved = await pay(shopper, address, declined);
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json<ApiError>().code).toBe('CAPTCHA_REQUIRED');
    const forged = await pay(shopper, address, { ...declined, captchaToken: 'not a solution' });
    expect(forged.json<ApiError>().code).toBe('CAPTCHA_FAILED');
    expect(counting.reached()).toBe(before);

    // A solved captcha reaches the provider, once per solution.
    for (let i = 3; i < 10; i += 1) {
      const response = await pay(shopper, address, { ...declined, captchaToken: await altchaToken(shopper) });
      expect(response.json<ApiError>().code).toBe('CHECKOUT_CARD_DECLINED');
    }
    expect(counting.reached()).toBe(before + 7);
    const refused = await pay(shopper, address, { ...declined, captchaToken: await altchaToken(shopper) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiError>().code).toBe('CHECKOUT_TOO_MANY_DECLINES');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(counting.reached()).toBe(before + 7);

    // The same email on a new cart from a new address is asked for the captcha too.
    const other = await newCart();
    const byEmail = await pay(other.shopper, newAddress(), orderBody(other.cartId, { email }));
    expect(byEmail.statusCode).toBe(429);
  });

  test('a shopper whose payment went through is not asked; the count is per cart, email and address', async () => {
    const { shopper, cartId } = await newCart();
    const address = newAddress();
    const email = `careful-${addressNumber}@example.com`;
    for (let i = 0; i < 2; i += 1) {
      await pay(shopper, address, orderBody(cartId, { email, card: { ...DECLINED_CARD } }));
    }
    expect((await quote(shopper, { email })).captchaRequired).toBeUndefined();
    const placed = await pay(shopper, address, orderBody(cartId, { email }));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  test('one address with new carts and emails is not asked for the captcha, but is refused at 10', async () => {
    await setLimits({ siteDeclinesPerTenMinutes: 1000 });
    const address = newAddress();
    const before = counting.reached();
    for (let i = 0; i < 10; i += 1) {
      const { shopper, cartId } = await newCart();
      const email = `office-${i}-${addressNumber}@example.com`;
      const response = await pay(shopper, address, orderBody(cartId, { email, card: { ...DECLINED_CARD } }));
      expect(response.json<ApiError>().code).toBe('CHECKOUT_CARD_DECLINED');
    }
    const { shopper, cartId } = await newCart();
    const refused = await pay(shopper, address, orderBody(cartId, { email: 'next@example.com' }));
    expect(refused.statusCode).toBe(429);
    expect(counting.reached() - before).toBe(10);
  });
});

describe.each(cases)('card-testing site-wide spike on %s, counters in %s', (engine, store) => {
  const { counting, smtp, setLimits, pay, newCart } = useCardTestingApp(engine, store);

  test('40 declines from 40 addresses reach the provider at most 20 times; then every checkout asks, and the owner hears once', async () => {
    await setLimits({ siteDeclinesPerTenMinutes: 20 });
    const before = counting.reached();
    const codes: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const { shopper, cartId } = await newCart();
      const response = await pay(
        shopper,
        newAddress(),
        orderBody(cartId, { email: `card-${i}-${addressNumber}@example.com`, card: { ...DECLINED_CARD } }),
      );
      codes.push(response.json<ApiError>().code);
    }
    // The 20th decline starts the spike: the other 20 never reach the provider.
    expect(counting.reached() - before).toBe(20);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(20);

    // An honest shopper now solves the captcha, and their order goes through.
    const honest = await newCart();
    const address = newAddress();
    expect((await quote(honest.shopper, {})).captchaRequired).toBe(true);
    const asked = await pay(honest.shopper, address, orderBody(honest.cartId));
    expect(asked.json<ApiError>().code).toBe('CAPTCHA_REQUIRED');
    const placed = await pay(honest.shopper, address, {
      ...orderBody(honest.cartId),
      captchaToken: await altchaToken(honest.shopper),
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const alert = await waitFor('the card-testing alert', async () =>
      smtp().accepted.find((mail) => mail.subject.startsWith('Many declined payments')),
    );
    expect(alert.rcptTo).toContain(TEST_OWNER.email);
    expect(alert.text).toContain('card testing');
    // More declines in the same hour send no second alert.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp().accepted.filter((mail) => mail.subject.startsWith('Many declined payments'))).toHaveLength(
      1,
    );
  });
});
