import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockQuerySchema, stockResponseSchema } from '@plinth/contracts/schemas';
import { formatMessage } from '@plinth/commerce';
import { AppError } from '../../app-error';
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
      if (!product) {
        throw new AppError('not_found', 'CATALOG_ITEM_NOT_FOUND', formatMessage('variantUnavailable'));
      }
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
