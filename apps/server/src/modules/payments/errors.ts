import { AppError } from '../../app-error';

/** A webhook whose Stripe-Signature is missing, malformed, wrong or too old. */
export function stripeSignatureInvalid(): AppError {
  return new AppError(
    'invalid',
    'STRIPE_SIGNATURE_INVALID',
    'Invalid request: the Stripe-Signature header is missing or does not match the body.',
  );
}

/** STRIPE_WEBHOOK_SECRET is not set: this server takes no Stripe webhooks. */
export function stripeWebhookNotConfigured(): AppError {
  return new AppError('not_found', 'STRIPE_WEBHOOK_NOT_CONFIGURED', 'Stripe webhooks are not set up here.');
}
