import { PERMISSION } from '@plinth/contracts';
import {
  inventoryAdjustSchema,
  inventoryItemSchema,
  inventoryListQuerySchema,
  inventoryListSchema,
  inventoryUpdateSchema,
  inventoryVariantParams as variantParams,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendRestockNoticesIfRestocked } from '../restock';
import { adjustInventory, listInventory, updateInventory } from './service';
import { inventoryInvalid } from './errors';

/** The editor's inventory panel: every variant's stock, set or adjusted (inventory.view / inventory.edit). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.inventoryView);
  const edit = app.requirePermission(PERMISSION.inventoryEdit);

  app.get(
    '/config/api/inventory',
    {
      onRequest: view,
      schema: {
        summary: "Every variant's stock",
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryListSchema },
      },
    },
    async (request) => ({ items: await listInventory(app.db, request.owner.site, request.query.q) }),
  );

  app.put(
    '/config/api/inventory/:variantId',
    {
      onRequest: edit,
      config: { invalidInput: inventoryInvalid },
      schema: {
        summary: "Set a variant's stock or make it unlimited",
        params: variantParams,
        body: inventoryUpdateSchema,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => {
      const item = await updateInventory(app.db, request.owner.site, request.params.variantId, request.body);
      await sendRestockNoticesIfRestocked(app, request.owner.site, [item.variantId]);
      return item;
    },
  );

  app.post(
    '/config/api/inventory/:variantId/adjust',
    {
      onRequest: edit,
      config: { invalidInput: inventoryInvalid },
      schema: {
        summary: "Adjust a variant's stock by a whole number",
        params: variantParams,
        body: inventoryAdjustSchema,
        response: { 200: inventoryItemSchema },
      },
    },
    async (request) => {
      const { site } = request.owner;
      const item = await adjustInventory(app.db, site, request.params.variantId, request.body.by);
      await sendRestockNoticesIfRestocked(app, site, [item.variantId]);
      return item;
    },
  );
};
