import { EXPRESS_CHECKOUT } from '@plinth/contracts';
import { addToCartRequestSchema, expressCartResponseSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createExpressCart } from './service';

/**
 * POST /api/commerce/cart/express: "Buy now". The crumb is checked in onRequest, before the body is
 * read; the body is the add-to-cart body. The plain form post (`POST /cart/express`) is the pages
 * module's, since a refusal re-renders the product page.
 */
export const expressCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    EXPRESS_CHECKOUT.api,
    {
      onRequest: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'Buy now: a new cart holding this item alone, and the checkout address for it',
        body: addToCartRequestSchema,
        response: { 200: expressCartResponseSchema },
      },
    },
    async (request) => {
      const { itemId, sku, quantity, additionalFields } = request.body;
      return createExpressCart(app, request.site, { itemId, sku, quantity, additionalFields });
    },
  );
};
