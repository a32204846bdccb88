import { formatCheckoutMessage } from '@plinth/commerce';
import type { AuthorizationRequest, PaidCard, PaymentProvider } from '../payments';
import { AppError } from '../../app-error';
import { paymentRefused, paymentUnavailable } from './errors';

/**
 * Thrown out of the order's transaction when the card's bank wants the shopper to authenticate
 * (3-D Secure, decision 0066): nothing is held, no stock taken, the coupons' counts rolled back. The
 * place-order route answers 202 with what Stripe.js needs.
 */
export class AuthenticationRequired extends Error {
  constructor(
    readonly reference: string,
    readonly clientSecret: string,
  ) {
    super('The payment needs the shopper to authenticate it');
  }
}

/**
 * The payment of a checkout, held: its reference (and the card, when the provider names it: the
 * confirmation email shows it). A first try authorizes (and may throw
 * AuthenticationRequired); a try naming `paymentIntentId` resumes that authenticated payment, checked
 * against this cart's key, amount and currency. A refusal throws CARD_DECLINED (counted against card
 * testing, decision 0061); the provider failing throws 503.
 */
export async function authorizeCheckoutPayment(
  payments: PaymentProvider,
  request: AuthorizationRequest,
  paymentIntentId: string | undefined,
): Promise<{ reference: string; card?: PaidCard }> {
  const answer = await (async () => {
    if (paymentIntentId === undefined) return payments.authorize(request);
    // A provider that never asks for authentication has no payment to resume: refused as not this order's.
    if (!payments.resumeAuthorization) {
      throw paymentRefused('card.number', formatCheckoutMessage('cardAuthenticationMismatch'));
    }
    const { idempotencyKey, amountCents, currency } = request;
    return payments.resumeAuthorization({
      reference: paymentIntentId,
      idempotencyKey,
      amountCents,
      currency,
    });
  })().catch((error: unknown) => {
    throw error instanceof AppError ? error : paymentUnavailable();
  });
  if ('authenticate' in answer) {
    throw new AuthenticationRequired(answer.authenticate.reference, answer.authenticate.clientSecret);
  }
  if (!answer.ok) throw paymentRefused(answer.field, answer.message);
  return { reference: answer.reference, ...(answer.card ? { card: answer.card } : {}) };
}
