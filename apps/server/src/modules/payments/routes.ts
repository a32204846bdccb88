import { CHECKOUT_API } from '@plinth/contracts';
import { stripeWebhookEventSchema, stripeWebhookResponseSchema } from '@plinth/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stripeSignatureInvalid, stripeWebhookNotConfigured } from './errors';
import { verifyStripeWebhook } from './stripe-webhook-signature';
import { handleStripeEvent } from './webhook-service';

/** Stripe's events are a few kilobytes; a body larger than this is refused (413) unread. */
export const STRIPE_WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Stripe's webhook (decision 0033). Stripe calls it, not a browser: it has no session and no crumb, and
 * it is not rate limited per client. What stands in for them is the signature. Before the body is read,
 * the route refuses a server without STRIPE_WEBHOOK_SECRET (404) and a request without a
 * Stripe-Signature header (400); the body is then read raw (this plugin's own JSON parser, bounded)
 * and its signature checked against those exact bytes before anything parses it (400 otherwise). Only
 * a verified event reaches the schema and the handler.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhookSecret = app.config.stripe?.webhookSecret;

  // This plugin is encapsulated: the raw-body parser replaces the JSON one for its route only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      const signature = request.headers['stripe-signature'];
      if (webhookSecret === undefined || typeof signature !== 'string') {
        done(stripeSignatureInvalid(), undefined);
        return;
      }
      try {
        done(null, verifyStripeWebhook(body as Buffer, signature, webhookSecret));
      } catch {
        done(stripeSignatureInvalid(), undefined);
      }
    },
  );

  async function requireStripeSignature(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (webhookSecret === undefined) throw stripeWebhookNotConfigured();
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') throw stripeSignatureInvalid();
  }

  app.post(
    CHECKOUT_API.stripeWebhook,
    {
      onRequest: requireStripeSignature,
      schema: {
        summary:
          "Stripe's webhook: an event signed with STRIPE_WEBHOOK_SECRET (Stripe-Signature header), processed once per event id",
        body: stripeWebhookEventSchema,
        response: { 200: stripeWebhookResponseSchema },
      },
    },
    async (request) => handleStripeEvent(app.db, request.body),
  );
};
