import { addToCartRequestSchema, updateQuantityRequestSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEntry, getCart, removeEntry, updateEntryQuantity } from './service';
import { setCartCookie } from './cart-cookie';
import { scheduleCartPurge } from './cart-purge';

const entryParams = z.object({ entryId: z.string().min(1).max(64) });

/** The storefront cart API with the spec's paths (seed 000 section 7); entry changes are ours. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeOptions = { preHandler: app.verifyCrumb, config: { rateLimit: app.writeRateLimit } };
  scheduleCartPurge(app);

  app.get(
    '/api/commerce/shopping-cart',
    {
      schema: {
        // Accepted for compatibility with the spec's client; the subtotal is always calculated.
        querystring: z
          .object({ mock: z.string(), timecode: z.string(), calculateSubtotal: z.string() })
          .partial(),
      },
    },
    async (request) => getCart(app.db, request.site, await request.visitor.forCart()),
  );

  app.post(
    '/api/commerce/shopping-cart/entries',
    { ...writeOptions, schema: { body: addToCartRequestSchema } },
    async (request, reply) => {
      const { itemId, sku, quantity, additionalFields } = request.body;
      const result = await addEntry(app, request.site, await request.visitor.forCart(), {
        itemId,
        sku,
        quantity,
        additionalFields,
      });
      if (result.newToken) setCartCookie(request, reply, result.newToken);
      return { shoppingCart: result.shoppingCart, newlyAdded: result.newlyAdded };
    },
  );

  app.put(
    '/api/commerce/shopping-cart/entries/:entryId/quantity',
    { ...writeOptions, schema: { params: entryParams, body: updateQuantityRequestSchema } },
    async (request) => ({
      shoppingCart: await updateEntryQuantity(
        app.db,
        request.site,
        await request.visitor.forCart(),
        request.params.entryId,
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    '/api/commerce/shopping-cart/entries/:entryId',
    { ...writeOptions, schema: { params: entryParams } },
    async (request) => ({
      shoppingCart: await removeEntry(
        app.db,
        request.site,
        await request.visitor.forCart(),
        request.params.entryId,
      ),
    }),
  );
};
