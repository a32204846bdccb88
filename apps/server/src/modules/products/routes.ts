import { PERMISSION } from '@plinth/contracts';
import {
  noContentSchema,
  productBulkDeleteSchema,
  productBulkResultSchema,
  productBulkStatusSchema,
  productDetailSchema,
  productIdParams as idParams,
  productInputSchema,
  productListQuerySchema as listQuery,
  productListSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendRestockNoticesIfRestocked } from '../restock';
import { createProduct, updateProduct } from './product-write';
import { productInvalid } from './errors';
import { deleteProduct, getProduct, listProducts } from './service';
import { deleteProducts, setProductsStatus } from './bulk';

/**
 * The editor's products panel: list (search and filters), read, create, replace and delete, one by
 * one or many at once (status, delete) (store.view / store.edit).
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.storeView);
  const edit = app.requirePermission(PERMISSION.storeEdit);

  app.get(
    '/config/api/products',
    {
      onRequest: view,
      schema: {
        summary: "The store's products and store pages",
        querystring: listQuery,
        response: { 200: productListSchema },
      },
    },
    async (request) => listProducts(app.db, request.owner.site, request.query, app.catalogCache.now()),
  );

  app.get(
    '/config/api/products/:id',
    {
      onRequest: view,
      schema: { summary: 'One product', params: idParams, response: { 200: productDetailSchema } },
    },
    async (request) =>
      getProduct(app.db.kysely, request.owner.site, request.params.id, app.catalogCache.now()),
  );

  app.post(
    '/config/api/products',
    {
      onRequest: edit,
      config: { invalidInput: productInvalid },
      schema: {
        summary: 'Create a product',
        body: productInputSchema,
        response: { 201: productDetailSchema },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, request.owner.site, request.body, app.catalogCache.now());
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/config/api/products/:id',
    {
      onRequest: edit,
      config: { invalidInput: productInvalid },
      schema: {
        summary: 'Replace a product',
        params: idParams,
        body: productInputSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const { site } = request.owner;
      const now = app.catalogCache.now();
      const product = await updateProduct(app.db, site, request.params.id, request.body, now);
      await sendRestockNoticesIfRestocked(
        app,
        site,
        product.variants.map((v) => v.id),
      );
      return product;
    },
  );

  app.delete(
    '/config/api/products/:id',
    {
      onRequest: edit,
      schema: {
        summary: 'Delete a product and its variants',
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.db, request.owner.site, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/config/api/products/bulk-status',
    {
      onRequest: edit,
      config: { invalidInput: productInvalid },
      schema: {
        summary: 'Set the status of several products',
        body: productBulkStatusSchema,
        response: { 200: productBulkResultSchema },
      },
    },
    async (request) => setProductsStatus(app.db, request.owner.site, request.body),
  );

  app.post(
    '/config/api/products/bulk-delete',
    {
      onRequest: edit,
      config: { invalidInput: productInvalid },
      schema: {
        summary: 'Delete several products and their variants',
        body: productBulkDeleteSchema,
        response: { 200: productBulkResultSchema },
      },
    },
    async (request) => deleteProducts(app.db, request.owner.site, request.body.ids),
  );
};
