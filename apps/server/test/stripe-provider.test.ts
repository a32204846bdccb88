import { fractionDigits, SUPPORTED_CURRENCIES } from '@plinth/commerce';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import Stripe from 'stripe';
import {
  createStripeProvider,
  toStripeAmount,
  verifyStripeWebhook,
  type StripeProvider,
} from '../src/modules/payments';
import { startFakeStripe, type FakeStripe } from './fixtures/fake-stripe';

/**
 * The Stripe adapter at its boundary: the real stripe library sends its requests to a fake Stripe on
 * 127.0.0.1 (api.stripe.com cannot be reached from here), so what is checked is what would go out.
 */
describe('Stripe adapter', () => {
  let fake: FakeStripe;
  let stripe: StripeProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => fake.stop());
  beforeEach(() => {
    fake.mode = 'answer';
    fake.requests.length = 0;
    stripe = createStripeProvider({ secretKey: 'sk_test_adapter' }, fake.connection());
  });

  const request = (paymentMethodId: string | undefined, overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: 'cart-1:7893',
    amountCents: 7893,
    currency: 'USD',
    card: { number: '4242424242424242', expiry: '12/34', securityCode: '123' },
    paymentMethodId,
    description: 'Order #1001 at Plinth Supply Co.',
    ...overrides,
  });

  test('authorize creates a confirmed PaymentIntent with manual capture, keyed by cart, total and payment method', async () => {
    const result = await stripe.authorize(request('pm_card_visa'));
    // The card held comes back with the intent (expanded), for the confirmation's payment line.
    expect(result).toEqual({
      ok: true,
      reference: expect.stringMatching(/^pi_/) as unknown,
      card: { brand: 'visa', last4: '4242' },
    });
    const [sent] = fake.to('POST', '/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toBe('cart-1:7893:pm_card_visa');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(sent?.params).toMatchObject({
      amount: '7893',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      confirmation_method: 'manual',
      description: 'Order #1001 at Plinth Supply Co.',
      'metadata[plinth_key]': 'cart-1:7893',
      'expand[0]': 'payment_method',
    });
    // The raw card the form might still carry never leaves the server.
    expect(JSON.stringify(fake.requests)).not.toMatch(/4242424242424242/);
    expect(stripe.testMode).toBe(true);
    expect(createStripeProvider({ secretKey: 'sk_live_x' }, fake.connection()).testMode).toBe(false);
  });

  test('a retried authorization answers the same PaymentIntent; a voided one is held anew', async () => {
    const first = await stripe.authorize(request('pm_card_visa'));
    const again = await stripe.authorize(request('pm_card_visa'));
    expect(again).toEqual(first);
    expect(fake.intents.size).toBe(1);
    if (!first.ok) throw new Error('expected a hold');
    await stripe.void(first.reference);
    const third = await stripe.authorize(request('pm_card_visa'));
    expect(third.ok && third.reference).not.toBe(first.reference);
    expect(fake.intents.get(first.ok ? first.reference : '')?.status).toBe('canceled');
    // Voided again: the key after the first answers the second hold as it was; it is read and passed.
    if (!third.ok) throw new Error('expected a hold');
    await stripe.void(third.reference);
    const fourth = await stripe.authorize(request('pm_card_visa'));
    if (!fourth.ok) throw new Error('expected a hold');
    expect([first.reference, third.reference]).not.toContain(fourth.reference);
    expect(fake.intents.get(fourth.reference)?.status).toBe('requires_capture');
  });

  test('JPY is sent in whole yen, as Plinth stores it', async () => {
    await stripe.authorize(
      request('pm_card_visa', { amountCents: 5000, currency: 'JPY', idempotencyKey: 'jpy' }),
    );
    expect(fake.to('POST', '/v1/payment_intents')[0]?.params).toMatchObject({
      amount: '5000',
      currency: 'jpy',
    });
  });

  test("every store currency's minor unit is Stripe's", () => {
    for (const currency of SUPPORTED_CURRENCIES) {
      expect(toStripeAmount(12345, currency), currency).toBe(12345);
      expect(fractionDigits(currency), currency).toBe(currency === 'JPY' ? 0 : 2);
    }
    expect(() => toStripeAmount(100, 'KWD')).toThrow(/not supported/);
    expect(() => toStripeAmount(100, 'KRW')).toThrow(/not supported/);
    expect(() => toStripeAmount(1.5, 'USD')).toThrow();
  });

  test('card_declined is "Your card was declined." beside the card; other refusals keep Stripe\'s words and field', async () => {
    const held = fake.intents.size;
    expect(await stripe.authorize(request('pm_card_chargeDeclined'))).toEqual({
      ok: false,
      field: 'card.number',
      message: 'Your card was declined.',
    });
    expect(await stripe.authorize(request('pm_card_chargeDeclinedInsufficientFunds'))).toEqual({
      ok: false,
      field: 'card.number',
      message: 'Your card was declined.',
    });
    expect(await stripe.authorize(request('pm_card_chargeDeclinedExpiredCard'))).toEqual({
      ok: false,
      field: 'card.expiry',
      message: 'Your card has expired.',
    });
    expect(await stripe.authorize(request('pm_card_chargeDeclinedIncorrectCvc'))).toEqual({
      ok: false,
      field: 'card.securityCode',
      message: "Your card's security code is incorrect.",
    });
    expect(await stripe.authorize(request('pm_unknown'))).toMatchObject({ ok: false, field: 'card.number' });
    expect(fake.intents.size).toBe(held);
  });

  test('3-D Secure: requires_action answers "authenticate" with the client secret; resumed, it is confirmed and held', async () => {
    const started = await stripe.authorize(request('pm_card_threeDSecure2Required'));
    if (!('authenticate' in started)) throw new Error('expected requires_action');
    const { reference, clientSecret } = started.authenticate;
    expect(clientSecret).toBe(fake.intents.get(reference)?.client_secret);
    fake.authenticate(reference, 'succeed');
    const resume = { reference, idempotencyKey: 'cart-1:7893', amountCents: 7893, currency: 'USD' };
    expect(await stripe.resumeAuthorization?.({ ...resume, amountCents: 7894 })).toMatchObject({ ok: false });
    expect(await stripe.resumeAuthorization?.(resume)).toEqual({
      ok: true,
      reference,
      card: { brand: 'visa', last4: '3184' },
    });
    expect(fake.intents.get(reference)?.status).toBe('requires_capture');
  });

  test('the same card again after a failed 3-D Secure: Stripe replays the first answer, so the intent is read and a new one started', async () => {
    const key = { idempotencyKey: 'cart-3ds-again:7893' };
    const first = await stripe.authorize(request('pm_card_threeDSecure2Required', key));
    if (!('authenticate' in first)) throw new Error('expected requires_action');
    fake.authenticate(first.authenticate.reference, 'fail');
    const resume = { reference: first.authenticate.reference, amountCents: 7893, currency: 'USD', ...key };
    expect(await stripe.resumeAuthorization?.(resume)).toMatchObject({ ok: false, field: 'card.number' });
    expect(fake.intents.get(first.authenticate.reference)?.status).toBe('canceled');
    const again = await stripe.authorize(request('pm_card_threeDSecure2Required', key));
    if (!('authenticate' in again)) throw new Error('expected a new requires_action');
    expect(again.authenticate.reference).not.toBe(first.authenticate.reference);
    expect(fake.intents.get(again.authenticate.reference)?.status).toBe('requires_action');
  });

  test('no payment method: refused without calling Stripe', async () => {
    expect(await stripe.authorize(request(undefined))).toMatchObject({ ok: false, field: 'card.number' });
    expect(fake.requests).toEqual([]);
  });

  test('capture, void and refund are idempotent, and refund of a hold releases it', async () => {
    const held = await stripe.authorize(
      request('pm_card_visa', { idempotencyKey: 'cart-2:1000', amountCents: 1000 }),
    );
    if (!held.ok) throw new Error('expected a hold');
    await stripe.capture(held.reference);
    await stripe.capture(held.reference);
    expect(fake.intents.get(held.reference)?.status).toBe('succeeded');
    expect(
      fake.to('POST', `/v1/payment_intents/${held.reference}/capture`)[0]?.headers['idempotency-key'],
    ).toBe(`capture:${held.reference}`);
    await stripe.refund(held.reference, 1000);
    await stripe.refund(held.reference, 1000);
    const refunds = fake.to('POST', '/v1/refunds');
    expect(refunds[0]?.params).toEqual({ payment_intent: held.reference, amount: '1000' });
    expect(fake.intents.get(held.reference)?.amount_refunded).toBe(1000);

    const other = await stripe.authorize(request('pm_card_visa', { idempotencyKey: 'cart-3:1000' }));
    if (!other.ok) throw new Error('expected a hold');
    await stripe.refund(other.reference, 1000);
    await stripe.void(other.reference);
    expect(fake.intents.get(other.reference)?.status).toBe('canceled');
    await expect(stripe.capture(other.reference)).rejects.toThrow();
  });

  test('a Stripe that never answers fails within the timeout (checkout answers 503), retries included', async () => {
    fake.mode = 'hang';
    const patient = createStripeProvider(
      { secretKey: 'sk_test_adapter' },
      fake.connection({ timeoutMs: 300, maxNetworkRetries: 1 }),
    );
    const started = Date.now();
    await expect(patient.authorize(request('pm_card_visa'))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    // The retry carried the same key: Stripe would answer it with the first attempt's intent.
    const sent = fake.to('POST', '/v1/payment_intents');
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set(['cart-1:7893:pm_card_visa']),
    );
  });

  describe('saved cards for subscriptions (decisions 0031, 0033)', () => {
    const subscription = (overrides: Record<string, unknown> = {}) =>
      request('pm_card_visa', { saveForLater: { email: 'ada@example.com' }, ...overrides });

    async function saveFirst() {
      const held = await stripe.authorize(subscription());
      if (!held.ok) throw new Error('expected a hold');
      if (!stripe.saveCard) throw new Error('Stripe saves cards');
      const saved = await stripe.saveCard({
        card: { number: '', expiry: '', securityCode: '' },
        paymentMethodId: 'pm_card_visa',
        authorizationReference: held.reference,
        email: 'ada@example.com',
      });
      return { held, saved };
    }

    const renewal = (cardToken: string, overrides: Record<string, unknown> = {}) => ({
      idempotencyKey: 'subscription:sub-1:2',
      amountCents: 1900,
      currency: 'USD',
      cardToken,
      description: 'Order #1002 at Plinth Supply Co. (subscription)',
      ...overrides,
    });

    test('a first payment to save makes a Customer (keyed by cart) and a PaymentIntent for off-session use', async () => {
      const first = await stripe.authorize(subscription());
      const again = await stripe.authorize(subscription());
      expect(again).toEqual(first);
      const customers = fake.to('POST', '/v1/customers');
      expect(customers[0]?.params).toMatchObject({
        email: 'ada@example.com',
        'metadata[plinth_key]': 'cart-1:7893',
      });
      expect(customers[0]?.headers['idempotency-key']).toMatch(/^customer:cart-1:7893:[0-9a-f]{16}$/);
      expect(customers[1]?.headers['idempotency-key']).toBe(customers[0]?.headers['idempotency-key']);
      expect(fake.customers.size).toBe(1);
      const [customer] = [...fake.customers.keys()];
      const [sent] = fake.to('POST', '/v1/payment_intents');
      expect(sent?.params).toMatchObject({
        customer,
        setup_future_usage: 'off_session',
        payment_method: 'pm_card_visa',
        capture_method: 'manual',
        confirm: 'true',
      });
      expect(sent?.headers['idempotency-key']).toBe(`cart-1:7893:pm_card_visa:${customer}`);
      // An ordinary order makes no Customer and saves nothing.
      await stripe.authorize(request('pm_card_visa', { idempotencyKey: 'cart-9:100' }));
      expect(fake.to('POST', '/v1/payment_intents').at(-1)?.params).not.toHaveProperty('customer');
      expect(fake.to('POST', '/v1/payment_intents').at(-1)?.params).not.toHaveProperty('setup_future_usage');
      expect(fake.customers.size).toBe(1);
    });

    test('saveCard keeps the Customer and the payment method Stripe attached to it, read from the PaymentIntent', async () => {
      const { held, saved } = await saveFirst();
      const [customer] = [...fake.customers.keys()];
      const intent = fake.intents.get(held.reference);
      expect(intent?.payment_method).toMatch(/^pm_fake/);
      expect(saved).toEqual({ token: `${customer}:${intent?.payment_method}`, last4: '4242' });
      const read = fake.to('GET', `/v1/payment_intents/${held.reference}`);
      expect(Object.values(read[0]?.params ?? {})).toContain('payment_method');
      // A hold not made to be saved cannot be.
      const plain = await stripe.authorize(request('pm_card_visa', { idempotencyKey: 'cart-8:100' }));
      if (!plain.ok || !stripe.saveCard) throw new Error('expected a hold');
      await expect(
        stripe.saveCard({
          card: { number: '', expiry: '', securityCode: '' },
          authorizationReference: plain.reference,
          email: 'ada@example.com',
        }),
      ).rejects.toThrow(/not made to save/);
    });

    test('a renewal is a confirmed, manual-capture PaymentIntent off-session on the Customer, keyed by cycle', async () => {
      const { saved } = await saveFirst();
      const [customer, paymentMethod] = saved.token.split(':');
      if (!stripe.authorizeSaved) throw new Error('Stripe charges saved cards');
      const first = await stripe.authorizeSaved(renewal(saved.token));
      expect(first).toMatchObject({ ok: true, reference: expect.stringMatching(/^pi_/) as unknown });
      const again = await stripe.authorizeSaved(renewal(saved.token));
      expect(again).toEqual(first);
      const sent = fake.to('POST', '/v1/payment_intents').slice(1);
      expect(sent).toHaveLength(2);
      expect(sent[0]?.headers['idempotency-key']).toBe('subscription:sub-1:2');
      expect(sent[0]?.params).toMatchObject({
        amount: '1900',
        currency: 'usd',
        customer,
        payment_method: paymentMethod,
        off_session: 'true',
        confirm: 'true',
        capture_method: 'manual',
        'metadata[plinth_key]': 'subscription:sub-1:2',
      });
      expect(sent[0]?.params).not.toHaveProperty('setup_future_usage');
      expect(sent[0]?.params).not.toHaveProperty('error_on_requires_action');
      // A hold voided (its renewal order did not commit) is made anew when the job runs again.
      if (!first.ok) throw new Error('expected a hold');
      await stripe.void(first.reference);
      const third = await stripe.authorizeSaved(renewal(saved.token));
      expect(third.ok && third.reference).not.toBe(first.reference);
      expect(third.ok && fake.intents.get(third.reference)?.status).toBe('requires_capture');
    });

    test('renewal refusals: a bank that wants the customer, a decline, a card Stripe no longer has, a token of another provider', async () => {
      const { saved } = await saveFirst();
      if (!stripe.authorizeSaved) throw new Error('Stripe charges saved cards');
      const held = fake.intents.size;
      fake.offSessionDecline = 'pm_card_authenticationRequired';
      try {
        expect(await stripe.authorizeSaved(renewal(saved.token, { idempotencyKey: 'r:1' }))).toEqual({
          ok: false,
          field: 'card.number',
          message: 'Your bank asked to confirm the payment, which cannot be done while you are away.',
        });
        fake.offSessionDecline = 'pm_card_chargeDeclinedInsufficientFunds';
        expect(await stripe.authorizeSaved(renewal(saved.token, { idempotencyKey: 'r:2' }))).toEqual({
          ok: false,
          field: 'card.number',
          message: 'Your card was declined.',
        });
      } finally {
        fake.offSessionDecline = null;
      }
      const [customer] = saved.token.split(':');
      expect(
        await stripe.authorizeSaved(renewal(`${customer}:pm_detached`, { idempotencyKey: 'r:3' })),
      ).toEqual({ ok: false, field: 'card.number', message: 'The card on file can no longer be charged.' });
      const before = fake.requests.length;
      expect(
        await stripe.authorizeSaved(renewal('test_card_4242424242424242', { idempotencyKey: 'r:4' })),
      ).toEqual({ ok: false, field: 'card.number', message: 'The card on file can no longer be charged.' });
      expect(fake.requests.length).toBe(before);
      expect(fake.intents.size).toBe(held);
    });
  });
});

describe('Stripe webhook signatures', () => {
  const SECRET = 'whsec_unit';
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } });
  const NOW_MS = 1_800_000_000_000;
  const nowS = NOW_MS / 1000;
  const signedAt = (timestamp: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
  const verify = (timestamp: number) =>
    verifyStripeWebhook(Buffer.from(payload), signedAt(timestamp), SECRET, NOW_MS);

  test('a timestamp up to 5 minutes before or after the server clock is accepted', () => {
    for (const offset of [-300, -1, 0, 1, 300]) {
      expect(verify(nowS + offset)).toMatchObject({ id: 'evt_1' });
    }
  });

  test('a timestamp more than 5 minutes before or after the server clock is refused (security review I-A)', () => {
    for (const offset of [-301, 301, 3600]) expect(() => verify(nowS + offset)).toThrow();
  });
});
