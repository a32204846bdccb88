import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION } from '@plinth/contracts';
import {
  categoryParams,
  createCategoryBodySchema,
  createStorePageBodySchema,
  storeCategorySchema,
  storePageParams,
  storePageSchema,
} from '@plinth/contracts/schemas';
import { createRootCategory, createStorePage } from './service';

const PRODUCTS_PATH = '/api/content-service/product/1.1/websites/:websiteId/products';

/**
 * Store creation (seed 001 section 7): the product collection, then its ROOT category. The site comes
 * from the path's websiteId (requirePermission reads it), so request.owner.site is that site.
 */
export const storeCreationRoutes: FastifyPluginAsyncZod = async (app) => {
  const edit = app.requirePermission(PERMISSION.storeEdit);

  app.post(
    PRODUCTS_PATH,
    {
      onRequest: edit,
      schema: {
        summary: 'Create a store page (a product collection)',
        params: storePageParams,
        body: createStorePageBodySchema,
        response: { 201: storePageSchema },
      },
    },
    async (request, reply) => {
      const page = await createStorePage(app.db, request.owner.site.id, request.body);
      return reply.status(201).send(page);
    },
  );

  app.post(
    `${PRODUCTS_PATH}/:collectionId/categories`,
    {
      onRequest: edit,
      schema: {
        summary: 'Create the ROOT category of a store page',
        params: categoryParams,
        body: createCategoryBodySchema,
        response: { 201: storeCategorySchema },
      },
    },
    async (request, reply) => {
      const { site } = request.owner;
      const category = await createRootCategory(app.db, site.id, request.params.collectionId, request.body);
      return reply.status(201).send(category);
    },
  );
};
