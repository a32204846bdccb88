import { createHash } from 'node:crypto';
import { formatCheckoutMessage, formatSubscriptionMessage, fractionDigits } from '@plinth/commerce';
import Stripe from 'stripe';
import type {
  AuthorizationRequest,
  AuthorizationResult,
  CardAuthorization,
  PaymentProvider,
  SavedCardAuthorizationRequest,
} from './payment-provider';
import { EXPAND_PAYMENT_METHOD, resumeIntent, settleIntent } from './stripe-authentication';

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (config.ts). */
export interface StripeSettings {
  secretKey: string;
  /** For Stripe.js on the checkout page; without it the page cannot make payment methods. */
  publishableKey?: string | undefined;
  webhookSecret?: string | undefined;
}

/**
 * Where and how patiently the adapter talks to Stripe. Production leaves host, port and protocol unset
 * (api.stripe.com over https); tests point them at a fake Stripe on 127.0.0.1 so the real library runs.
 */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** One request's limit. The authorization runs inside the order's transaction (decision 0033). */
  timeoutMs?: number;
  /** Retries after a network failure or a 5xx; safe because every write carries an idempotency key. */
  maxNetworkRetries?: number;
}

/** 5 s per try and one retry: a shopper waits at most about 11 s before "try again" (503). */
export const STRIPE_TIMEOUT_MS = 5000;
export const STRIPE_MAX_NETWORK_RETRIES = 1;

/** Stripe's zero-decimal currencies: amounts in whole units (https://docs.stripe.com/currencies). */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Currencies with their own rules at Stripe (three decimals; or whole units sent with two). */
const STRIPE_SPECIAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND', 'ISK', 'HUF', 'TWD']);

/**
 * A Plinth amount (minor units of its currency: cents, or yen for JPY) as Stripe's `amount`. The two
 * agree for every store currency (Stripe counts JPY in whole yen as Plinth does); a currency on which
 * they would disagree throws rather than charge a hundred times too much or too little.
 */
export function toStripeAmount(minor: number, currency: string): number {
  const code = currency.toUpperCase();
  const stripeDigits = STRIPE_ZERO_DECIMAL.has(code) ? 0 : 2;
  if (STRIPE_SPECIAL.has(code) || stripeDigits !== fractionDigits(code)) {
    throw new Error(`Stripe amounts in ${code} are not supported`);
  }
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Not an amount: ${minor}`);
  return minor;
}

export type CardField = Extract<AuthorizationResult, { ok: false }>['field'];

/**
 * A refusal Stripe answered (a card error, or a payment method it does not know), as the message to
 * show beside the card: "Your card was declined." for card_declined, whatever the bank's reason (the
 * shopper can do nothing with it, and naming it helps card testers), else Stripe's own message. Null
 * when the error is not a refusal (the network, our key, Stripe itself): checkout answers 503 then.
 */
export function stripeRefusal(error: unknown): { field: CardField; message: string } | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    const code = error.code ?? '';
    if (code === 'authentication_required') {
      return { field: 'card.number', message: formatCheckoutMessage('cardAuthenticationRequired') };
    }
    if (code === 'card_declined' || error.message === '') {
      return { field: 'card.number', message: formatCheckoutMessage('cardDeclined') };
    }
    const field: CardField = /cvc/.test(code)
      ? 'card.securityCode'
      : /expir/.test(code)
        ? 'card.expiry'
        : 'card.number';
    return { field, message: error.message };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
    return { field: 'card.number', message: formatCheckoutMessage('cardDetailsRequired') };
  }
  return null;
}

export interface StripeProvider extends PaymentProvider {
  readonly cardInput: 'paymentMethod';
  /** The library client, for the webhook's signature check and for tests. */
  readonly stripe: Stripe;
}

/**
 * The Stripe adapter (issue 9 part 3, decision 0033): Payment Intents with manual capture. `authorize`
 * creates and confirms a PaymentIntent for the payment method Stripe.js made in the browser (the hold);
 * `capture` takes it, `void` cancels it, `refund` refunds a captured one (or cancels a hold). Every
 * call is idempotent: the writes carry Idempotency-Key headers, and a call finding the intent already
 * where it was sent (captured, cancelled, refunded) succeeds without moving money again.
 * Orders are testMode with a sk_test_ key.
 */
export function createStripeProvider(
  settings: StripeSettings,
  connection: StripeConnection = {},
): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    timeout: connection.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: connection.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'Plinth' },
    ...(connection.host !== undefined ? { host: connection.host } : {}),
    ...(connection.port !== undefined ? { port: connection.port } : {}),
    ...(connection.protocol !== undefined ? { protocol: connection.protocol } : {}),
  });

  /** The fields every PaymentIntent of ours has: a manual-capture hold, confirmed at once. */
  function intentBase(request: Omit<AuthorizationRequest, 'card'>) {
    return {
      amount: toStripeAmount(request.amountCents, request.currency),
      currency: request.currency.toLowerCase(),
      // A card needs no redirect; a method that would (none is offered by the card form) is refused.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const },
      capture_method: 'manual' as const,
      confirm: true,
      description: request.description,
      metadata: { plinth_key: request.idempotencyKey },
      expand: EXPAND_PAYMENT_METHOD,
    };
  }

  async function createIntent(
    request: AuthorizationRequest,
    paymentMethodId: string,
    key: string,
    customer: string | null,
  ) {
    return stripe.paymentIntents.create(
      {
        ...intentBase(request),
        // 3-D Secure (decision 0066): a card whose bank asks answers requires_action; the page takes the
        // shopper through it with Stripe.js's handleCardAction, then the server confirms (manual).
        confirmation_method: 'manual' as const,
        payment_method: paymentMethodId,
        // A subscription's first payment (decision 0031): Stripe attaches the payment method to the
        // Customer once confirmed, and asks the bank for what later charges without the shopper need.
        ...(customer !== null ? { customer, setup_future_usage: 'off_session' as const } : {}),
      },
      { idempotencyKey: key },
    );
  }

  /**
   * The Customer a subscription's card is saved on, one per cart (and email: a shopper correcting it
   * after a decline gets the Customer with the right one, not an idempotency error).
   */
  async function createCustomer(request: AuthorizationRequest, email: string): Promise<string> {
    const emailHash = createHash('sha256').update(email).digest('hex').slice(0, 16);
    const customer = await stripe.customers.create(
      { email, metadata: { plinth_key: request.idempotencyKey } },
      { idempotencyKey: `customer:${request.idempotencyKey}:${emailHash}` },
    );
    return customer.id;
  }

  /**
   * Sends a hold with `create(key)` and answers it. The same key after a hold was voided (its order's
   * commit failed) answers the cancelled intent: hold anew. Anything but a hold is released and refused.
   */
  async function hold(
    key: string,
    create: (key: string) => Promise<Stripe.Response<Stripe.PaymentIntent>>,
    allowAction: boolean,
  ): Promise<CardAuthorization> {
    let intent = await current(await create(key));
    // Each cancelled hold of this key (and of the keys after it) leads to the next one; a few at most.
    for (let tries = 0; intent.status === 'canceled' && tries < 3; tries += 1) {
      intent = await current(await create(`${key}:after:${intent.id}`));
    }
    return settleIntent(stripe, intent, allowAction);
  }

  /** Whether Stripe says the intent is already `status` (after a write it refused as out of order). */
  async function alreadyIs(reference: string, ...status: Stripe.PaymentIntent.Status[]): Promise<boolean> {
    const intent = await stripe.paymentIntents.retrieve(reference);
    return status.includes(intent.status);
  }

  /**
   * The intent as it is now. A key Stripe has seen answers its first answer again (Idempotent-Replayed),
   * whatever the intent became since (voided after a failed commit, cancelled after a failed 3-D
   * Secure): such an answer is read again.
   */
  async function current(answer: Stripe.Response<Stripe.PaymentIntent>): Promise<Stripe.PaymentIntent> {
    if (answer.lastResponse?.headers['idempotent-replayed'] !== 'true') return answer;
    return stripe.paymentIntents.retrieve(answer.id, { expand: EXPAND_PAYMENT_METHOD });
  }

  const outOfOrder = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError;

  async function cancel(reference: string): Promise<void> {
    try {
      await stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel:${reference}` });
    } catch (error) {
      if (outOfOrder(error) && (await alreadyIs(reference, 'canceled'))) return;
      throw error;
    }
  }

  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    cardInput: 'paymentMethod',
    publishableKey: settings.publishableKey,
    stripe,

    async authorize(request) {
      const paymentMethodId = request.paymentMethodId;
      if (!paymentMethodId) {
        return { ok: false, field: 'card.number', message: formatCheckoutMessage('cardDetailsRequired') };
      }
      // The payment method is part of the key: after a decline, another card is a new request (Stripe
      // would refuse the same key with other parameters), while a retry of the same one is answered
      // what the first got. So is the Customer of a card to be saved.
      try {
        const customer = request.saveForLater
          ? await createCustomer(request, request.saveForLater.email)
          : null;
        const key = `${request.idempotencyKey}:${paymentMethodId}${customer !== null ? `:${customer}` : ''}`;
        return await hold(key, (k) => createIntent(request, paymentMethodId, k, customer), true);
      } catch (error) {
        const refusal = stripeRefusal(error);
        if (refusal) return { ok: false, ...refusal };
        throw error;
      }
    },

    async resumeAuthorization(request) {
      try {
        return await resumeIntent(stripe, request, toStripeAmount(request.amountCents, request.currency));
      } catch (error) {
        const refusal = stripeRefusal(error);
        if (refusal) return { ok: false, ...refusal };
        throw error;
      }
    },

    async saveCard({ authorizationReference }) {
      // Only a first payment made with saveForLater has a Customer to charge later (a subscription's
      // first order always has one: gift cards are refused on subscriptions, decision 0031).
      if (authorizationReference === null) throw new Error('Stripe saves a card only with a payment');
      const intent = await stripe.paymentIntents.retrieve(authorizationReference, {
        expand: ['payment_method'],
      });
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      const method = intent.payment_method;
      if (!customer || !method || typeof method === 'string' || intent.setup_future_usage !== 'off_session') {
        throw new Error(`PaymentIntent ${intent.id} was not made to save its card (saveForLater)`);
      }
      return { token: `${customer}:${method.id}`, last4: method.card?.last4 ?? '' };
    },

    async authorizeSaved(request: SavedCardAuthorizationRequest) {
      const [customer, paymentMethod, ...rest] = request.cardToken.split(':');
      if (!customer?.startsWith('cus_') || !paymentMethod || rest.length > 0) {
        return {
          ok: false,
          field: 'card.number',
          message: formatSubscriptionMessage('renewalCardUnusable'),
        };
      }
      try {
        // Off-session: the customer is not there, so a card whose bank wants to check with them fails
        // (authentication_required) instead of waiting; the renewal is then past due (decision 0031).
        const held = await hold(
          request.idempotencyKey,
          (key) =>
            stripe.paymentIntents.create(
              { ...intentBase(request), customer, payment_method: paymentMethod, off_session: true },
              { idempotencyKey: key },
            ),
          false,
        );
        // Off-session, Stripe answers a card error rather than requires_action; settleIntent refused it.
        if ('authenticate' in held) throw new Error('Off-session payment asked for authentication');
        return held;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError && error.code === 'authentication_required') {
          return {
            ok: false,
            field: 'card.number',
            message: formatSubscriptionMessage('renewalAuthenticationRequired'),
          };
        }
        // The payment method or Customer is gone (detached, deleted): nothing the card form could fix.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.param === 'payment_method' || error.param === 'customer')
        ) {
          return {
            ok: false,
            field: 'card.number',
            message: formatSubscriptionMessage('renewalCardUnusable'),
          };
        }
        const refusal = stripeRefusal(error);
        if (refusal) return { ok: false, ...refusal };
        throw error;
      }
    },

    async capture(reference) {
      try {
        await stripe.paymentIntents.capture(reference, {}, { idempotencyKey: `capture:${reference}` });
      } catch (error) {
        if (outOfOrder(error) && (await alreadyIs(reference, 'succeeded'))) return;
        throw error;
      }
    },

    void: cancel,

    async refund(reference, amountCents, refundKey) {
      const intent = await stripe.paymentIntents.retrieve(reference);
      if (intent.status === 'canceled') return null;
      if (intent.status === 'requires_capture') {
        await cancel(reference);
        return null;
      }
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: reference, amount: toStripeAmount(amountCents, intent.currency) },
          // Without a key of its own (a cancel's one refund of everything) the amount tells it apart.
          { idempotencyKey: `refund:${reference}:${refundKey ?? amountCents}` },
        );
        return refund.id;
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          return null;
        }
        throw error;
      }
    },
  };
}
