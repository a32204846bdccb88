import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogItemNotFound } from './errors';
import { openCatalog } from './catalog-reader';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/commerce/inventory/stock/',
    { schema: { querystring: z.object({ itemId: z.string().min(1).max(64) }) } },
    async (request) => {
      const catalog = await openCatalog(app, request.site);
      const product = await catalog.findProduct(request.query.itemId);
      if (!product) throw catalogItemNotFound();
      return {
        results: product.variants.map((v) => ({
          sku: v.sku,
          unlimited: v.unlimited,
          qtyInStock: v.qtyInStock,
        })),
      };
    },
  );
};
