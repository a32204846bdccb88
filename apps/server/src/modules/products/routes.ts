import { PERMISSION } from '@plinth/contracts';
import { productDetailSchema, productInputSchema, productListSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProduct, updateProduct } from './product-write';
import { productInvalid } from './errors';
import { deleteProduct, getProduct, listProducts } from './service';

const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });
const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  collectionId: z.string().max(32).optional(),
});

/** The editor's products panel: list, read, create, replace and delete (store.view / store.edit). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.storeView);
  const edit = app.requirePermission(PERMISSION.storeEdit);

  app.get(
    '/config/api/products',
    { onRequest: view, schema: { querystring: listQuery, response: { 200: productListSchema } } },
    async (request) => listProducts(app.db, request.owner.site, request.query),
  );

  app.get(
    '/config/api/products/:id',
    { onRequest: view, schema: { params: idParams, response: { 200: productDetailSchema } } },
    async (request) => getProduct(app.db.kysely, request.owner.site, request.params.id),
  );

  app.post(
    '/config/api/products',
    {
      onRequest: edit,
      config: { invalidInput: productInvalid },
      schema: { body: productInputSchema, response: { 201: productDetailSchema } },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, request.owner.site, request.body);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/config/api/products/:id',
    {
      onRequest: edit,
      config: { invalidInput: productInvalid },
      schema: { params: idParams, body: productInputSchema, response: { 200: productDetailSchema } },
    },
    async (request) => updateProduct(app.db, request.owner.site, request.params.id, request.body),
  );

  app.delete(
    '/config/api/products/:id',
    { onRequest: edit, schema: { params: idParams } },
    async (request, reply) => {
      await deleteProduct(app.db, request.owner.site, request.params.id);
      return reply.status(204).send();
    },
  );
};
