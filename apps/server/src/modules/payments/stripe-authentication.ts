import { formatCheckoutMessage } from '@plinth/commerce';
import Stripe from 'stripe';
import type { AuthorizationResult, CardAuthorization, ResumeAuthorizationRequest } from './payment-provider';

/**
 * 3-D Secure with Stripe (decision 0066): what a PaymentIntent's status means for checkout, and the
 * resumption after the shopper authenticated with Stripe.js (`handleCardAction`, Stripe's manual
 * confirmation flow: https://docs.stripe.com/payments/payment-intents/upgrade-to-handle-actions).
 */

const refused = (message: string): AuthorizationResult => ({ ok: false, field: 'card.number', message });

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
    return { ok: true, reference: intent.id };
  }
  if (intent.status === 'requires_confirmation') {
    const confirmed = await stripe.paymentIntents.confirm(
      intent.id,
      {},
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
    intent = await stripe.paymentIntents.retrieve(request.reference);
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
