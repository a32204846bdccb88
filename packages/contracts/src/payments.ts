import { z } from 'zod';

/**
 * Payment provider webhooks (issue 9 part 3, decision 0033). The body is read raw and its signature
 * verified before it is parsed; then only the parts Plinth reads are declared here, the rest of Stripe's
 * event passes through untouched.
 */

/** A Stripe event as Plinth reads it: id, type, and the object it is about (a PaymentIntent, a Charge). */
export const stripeWebhookEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(64),
  livemode: z.boolean().optional(),
  data: z.looseObject({
    object: z.looseObject({
      id: z.string().min(1).max(255),
      object: z.string().max(64).optional(),
      /** On a Charge: the PaymentIntent it belongs to. */
      payment_intent: z.string().max(255).nullable().optional(),
      amount: z.number().int().optional(),
      amount_refunded: z.number().int().optional(),
    }),
  }),
});
export type StripeWebhookEvent = z.infer<typeof stripeWebhookEventSchema>;

/**
 * What the webhook answers Stripe (200): `duplicate` when the event id was processed before (nothing
 * changed this time); `outcome` what the first delivery did.
 */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.enum(['applied', 'recorded', 'ignored']),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;
