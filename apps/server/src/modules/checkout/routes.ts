import { CHECKOUT_API } from '@plinth/contracts';
import {
  checkoutCartQuerySchema,
  checkoutQuoteRequestSchema,
  checkoutQuoteResponseSchema,
  placeOrderAuthenticationResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedCartVisitor } from '../cart';
import { requestOrigin } from '../email';
import { placeOrder, quoteCheckout } from './service';

/**
 * The checkout API: price the visitor's cart for the form as filled so far, and place the order. The
 * crumb is checked in onRequest, before the body is read.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { onRequest: app.verifyCrumb, config: { rateLimit: app.writeRateLimit } };

  app.post(
    CHECKOUT_API.quote,
    {
      ...write,
      schema: {
        summary: "The visitor's cart priced for checkout (shipping, coupons, tax), with field errors",
        querystring: checkoutCartQuerySchema,
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteResponseSchema },
      },
    },
    async (request) => {
      // `?cart={token}`: an express cart's checkout (namedCartVisitor), else the visitor's own cart.
      const visitor = namedCartVisitor(await request.visitor.forCart(), request.query.cart);
      return quoteCheckout(app, request.site, visitor, request.body, { address: request.ip });
    },
  );

  app.post(
    CHECKOUT_API.orders,
    {
      ...write,
      schema: {
        summary:
          'Place the order for a cart and pay; a repeat for the same cart answers the same order; 202: authenticate the card first (3-D Secure)',
        querystring: checkoutCartQuerySchema,
        body: placeOrderRequestSchema,
        response: {
          201: placeOrderResponseSchema,
          200: placeOrderResponseSchema,
          202: placeOrderAuthenticationResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // The visitor is resolved before the order's transaction: on SQLite the session lookup could not
      // run while the transaction holds the one connection.
      const visitor = namedCartVisitor(await request.visitor.forCart(), request.query.cart);
      const origin = requestOrigin(request);
      const placed = await placeOrder(app, request.site, visitor, request.body, origin, {
        address: request.ip,
      });
      // 3-D Secure (decision 0066): nothing placed yet; the page authenticates and sends it again.
      if ('authentication' in placed) return reply.status(202).send(placed);
      const { order, created, subscriptionToken } = placed;
      return reply
        .status(created ? 201 : 200)
        .send(subscriptionToken ? { order, subscriptionToken } : { order });
    },
  );
};
