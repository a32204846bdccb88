import { GIFT_CARD_API, PERMISSION } from '@plinth/contracts';
import { ownerGiftCardListQuerySchema, ownerGiftCardListSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOwnerGiftCards } from './service';

/** The owner's list of issued gift cards (orders.view): codes masked, balances, recipients, orders. */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GIFT_CARD_API.ownerList,
    {
      onRequest: app.requirePermission(PERMISSION.ordersView),
      schema: {
        summary: "The site's issued gift cards, newest first, by code, recipient or order number",
        querystring: ownerGiftCardListQuerySchema,
        response: { 200: ownerGiftCardListSchema },
      },
    },
    async (request) => listOwnerGiftCards(app.db, request.owner.site, request.query.q),
  );
};
