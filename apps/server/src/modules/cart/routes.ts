import {
  addToCartRequestSchema,
  addToCartResponseSchema,
  cartEntryParams,
  cartResponseSchema,
  shoppingCartQuerySchema,
  shoppingCartSchema,
  updateAdditionalFieldsRequestSchema,
  updateAdditionalFieldsResponseSchema,
  updateQuantityRequestSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEntry, getCart, removeEntry, updateEntryAdditionalFields, updateEntryQuantity } from './service';
import { setCartCookie } from './cart-cookie';
import { scheduleCartPurge } from './cart-purge';

/** The storefront cart API with the spec's paths (seed 000 section 7); entry changes are ours. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeOptions = { preHandler: app.verifyCrumb, config: { rateLimit: app.writeRateLimit } };
  scheduleCartPurge(app);

  app.get(
    '/api/commerce/shopping-cart',
    {
      schema: {
        summary: "The visitor's shopping cart",
        querystring: shoppingCartQuerySchema,
        response: { 200: shoppingCartSchema },
      },
    },
    async (request) => getCart(app.db, request.site, await request.visitor.forCart()),
  );

  app.post(
    '/api/commerce/shopping-cart/entries',
    {
      ...writeOptions,
      schema: {
        summary: 'Add a product variant to the cart',
        body: addToCartRequestSchema,
        response: { 200: addToCartResponseSchema },
      },
    },
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
    {
      ...writeOptions,
      schema: {
        summary: "Change an entry's quantity",
        params: cartEntryParams,
        body: updateQuantityRequestSchema,
        response: { 200: cartResponseSchema },
      },
    },
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

  app.put(
    '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
    {
      ...writeOptions,
      schema: {
        summary: "Change an entry's product-form answers",
        params: cartEntryParams,
        body: updateAdditionalFieldsRequestSchema,
        response: { 200: updateAdditionalFieldsResponseSchema },
      },
    },
    async (request) =>
      updateEntryAdditionalFields(
        app,
        request.site,
        await request.visitor.forCart(),
        request.params.entryId,
        request.body,
      ),
  );

  app.delete(
    '/api/commerce/shopping-cart/entries/:entryId',
    {
      ...writeOptions,
      schema: {
        summary: 'Remove an entry from the cart',
        params: cartEntryParams,
        response: { 200: cartResponseSchema },
      },
    },
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
