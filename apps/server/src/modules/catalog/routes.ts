import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockQuerySchema, stockResponseSchema } from '@plinth/contracts/schemas';
import { catalogItemNotFound } from './errors';
import { openCatalog } from './catalog-reader';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/commerce/inventory/stock/',
    {
      schema: {
        summary: 'Stock of every variant of a product',
        querystring: stockQuerySchema,
        response: { 200: stockResponseSchema },
      },
    },
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
