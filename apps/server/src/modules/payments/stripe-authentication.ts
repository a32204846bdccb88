import { formatCheckoutMessage } from '@plinth/commerce';
import Stripe from 'stripe';
import type {
  AuthorizationResult,
  CardAuthorization,
  PaidCard,
  ResumeAuthorizationRequest,
} from './payment-provider';

/**
 * 3-D Secure with Stripe (decision 0066): what a PaymentIntent's status means for checkout, and the
 * resumption after the shopper authenticated with Stripe.js (`handleCardAction`, Stripe's manual
 * confirmation flow: https://docs.stripe.com/payments/payment-intents/upgrade-to-handle-actions).
 */

const refused = (message: string): AuthorizationResult => ({ ok: false, field: 'card.number', message });

/**
 * Every intent call of checkout asks for its payment method as an object, so the card held is known
 * without another request: the confirmation's "Visa •••• 4242" (issue 23 §5).
 */
export const EXPAND_PAYMENT_METHOD = ['payment_method'];

/** The card of an intent read with EXPAND_PAYMENT_METHOD; none when Stripe did not say. */
export function paidCardOf(intent: Stripe.PaymentIntent): PaidCard | undefined {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card?.last4) return undefined;
  const brand = method.card.brand;
  return { brand: brand && brand !== 'unknown' ? brand : null, last4: method.card.last4 };
}

/**
 * The intent as checkout's answer: held (requires_capture); confirmed here first when the shopper has
 * authenticated (requires_confirmation); "authenticate" when the bank asks for it and `allowAction`
 * (only a shopper's first try: Stripe.js can take them through it); anything else is released and
 * refused, "not authenticated" when the bank's check failed or was never done.
 */
export async function settleIntent(
  stripe: Stripe,
  intent: Stripe.PaymentIntent,
  allowAction: boolean,
): Promise<CardAuthorization> {
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
    const card = paidCardOf(intent);
    return { ok: true, reference: intent.id, ...(card ? { card } : {}) };
  }
  if (intent.status === 'requires_confirmation') {
    const confirmed = await stripe.paymentIntents.confirm(
      intent.id,
      { expand: EXPAND_PAYMENT_METHOD },
      { idempotencyKey: `confirm:${intent.id}` },
    );
    return settleIntent(stripe, confirmed, false);
  }
  if (
    allowAction &&
    intent.status === 'requires_action' &&
    intent.next_action?.type === 'use_stripe_sdk' &&
    intent.client_secret
  ) {
    return { ok: false, authenticate: { reference: intent.id, clientSecret: intent.client_secret } };
  }
  const unauthenticated =
    intent.status === 'requires_action' ||
    intent.last_payment_error?.code === 'payment_intent_authentication_failure';
  if (intent.status !== 'canceled') {
    await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
  }
  return refused(formatCheckoutMessage(unauthenticated ? 'cardAuthenticationFailed' : 'cardDeclined'));
}

/**
 * The hold after authentication: the intent named must be the one started for this cart and amount
 * (its metadata.plinth_key is the authorization's idempotency key), in this currency, held manually;
 * another (another cart's, an amount since changed, an unknown id) is refused and left alone.
 */
export async function resumeIntent(
  stripe: Stripe,
  request: ResumeAuthorizationRequest,
  stripeAmount: number,
): Promise<AuthorizationResult> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(request.reference, { expand: EXPAND_PAYMENT_METHOD });
  } catch (error) {
    if (isMissing(error)) return refused(formatCheckoutMessage('cardAuthenticationMismatch'));
    throw error;
  }
  const ours =
    intent.metadata.plinth_key === request.idempotencyKey &&
    intent.amount === stripeAmount &&
    intent.currency === request.currency.toLowerCase() &&
    intent.capture_method === 'manual';
  if (!ours) return refused(formatCheckoutMessage('cardAuthenticationMismatch'));
  const settled = await settleIntent(stripe, intent, false);
  // settleIntent answers "authenticate" only when allowed: never here.
  return 'authenticate' in settled ? refused(formatCheckoutMessage('cardAuthenticationFailed')) : settled;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
