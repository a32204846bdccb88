import Stripe from 'stripe';

/** How far a webhook's signed timestamp may be from the server's clock, either way (docs/checkout.md). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/**
 * Checks a webhook's Stripe-Signature header against the raw body with STRIPE_WEBHOOK_SECRET (HMAC
 * SHA-256, and a timestamp within 5 minutes of `nowMs`, before or after) and answers the event; throws
 * otherwise. Stripe's own check refuses only old timestamps, so a future one is refused here (security
 * review I-A).
 */
export function verifyStripeWebhook(
  body: Buffer,
  signature: string,
  webhookSecret: string,
  nowMs: number = Date.now(),
): unknown {
  const nowS = Math.floor(nowMs / 1000);
  const event = Stripe.webhooks.constructEvent(
    body,
    signature,
    webhookSecret,
    STRIPE_WEBHOOK_TOLERANCE_S,
    undefined,
    nowS,
  );
  const signedAt = signedTimestamp(signature);
  if (signedAt === null || Math.abs(nowS - signedAt) > STRIPE_WEBHOOK_TOLERANCE_S) {
    throw new Error('Stripe-Signature timestamp outside the tolerance');
  }
  return event;
}

/**
 * The `t=` of a Stripe-Signature header in seconds, read as Stripe reads it (the last one wins); null
 * when there is none.
 */
function signedTimestamp(header: string): number | null {
  let signedAt: number | null = null;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't') signedAt = Number.parseInt(value ?? '', 10);
  }
  return signedAt !== null && Number.isSafeInteger(signedAt) ? signedAt : null;
}
