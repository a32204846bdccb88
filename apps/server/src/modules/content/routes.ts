import { CONTENT_API as API, PERMISSION } from '@plinth/contracts';
import {
  contentBulkResultSchema,
  contentBulkSchema,
  contentCollectionListSchema,
  contentIdParams as idParams,
  contentItemCreateSchema,
  contentItemDetailSchema,
  contentItemListQuerySchema,
  contentItemListSchema,
  contentItemUpdateSchema,
  noContentSchema,
} from '@plinth/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitePagesApp } from '../site-pages';
import { bulkChangeItems } from './bulk';
import { contentInvalid } from './errors';
import { getContentItem, type ContentActor } from './item-read';
import { listCollections, listContentItems } from './item-list';
import { createContentItem, deleteContentItem, updateContentItem } from './service';

/** Room for a new item's body (a page document) and its fields. */
const CREATE_BODY_LIMIT = 2 * 1024 * 1024 + 64 * 1024;

function actor(request: FastifyRequest): ContentActor {
  return { site: request.owner.site, userId: request.owner.user.id, role: request.owner.role };
}

/**
 * Collections and their items (docs/content.md). Reading needs content.view; writing items that are
 * not live content.draft (draft editors too); publishing, changing live items, deleting and bulk
 * changes content.edit. Publish / Schedule / Unpublish of one item are the pages API's.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.contentView);
  const draft = app.requirePermission(PERMISSION.contentDraft);
  const edit = app.requirePermission(PERMISSION.contentEdit);
  const pages = sitePagesApp(app);
  const invalid = { invalidInput: contentInvalid };

  app.get(
    API.collections,
    {
      onRequest: view,
      schema: {
        summary: "The site's blogs and events pages",
        response: { 200: contentCollectionListSchema },
      },
    },
    async (request) => listCollections(pages, request.owner.site),
  );

  app.get(
    API.items,
    {
      onRequest: view,
      config: invalid,
      schema: {
        summary: "A collection's items, newest first, with search and filters",
        params: idParams,
        querystring: contentItemListQuerySchema,
        response: { 200: contentItemListSchema },
      },
    },
    async (request) => listContentItems(pages, request.owner.site, request.params.id, request.query),
  );

  app.post(
    API.items,
    {
      onRequest: draft,
      bodyLimit: CREATE_BODY_LIMIT,
      config: invalid,
      schema: {
        summary: 'Create a post or event (status "published" needs content.edit)',
        params: idParams,
        body: contentItemCreateSchema,
        response: { 201: contentItemDetailSchema },
      },
    },
    async (request, reply) => {
      const item = await createContentItem(pages, actor(request), request.params.id, request.body);
      return reply.status(201).send(item);
    },
  );

  app.post(
    API.bulk,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: 'Delete items or give them one status, all or nothing',
        params: idParams,
        body: contentBulkSchema,
        response: { 200: contentBulkResultSchema },
      },
    },
    async (request) => bulkChangeItems(pages, actor(request), request.params.id, request.body),
  );

  app.get(
    API.item,
    {
      onRequest: view,
      schema: { summary: "An item's fields", params: idParams, response: { 200: contentItemDetailSchema } },
    },
    async (request) => getContentItem(pages, app.db.kysely, request.owner.site, request.params.id),
  );

  app.put(
    API.item,
    {
      onRequest: draft,
      config: invalid,
      schema: {
        summary: "Change an item's fields (a live item, or publishing, needs content.edit)",
        params: idParams,
        body: contentItemUpdateSchema,
        response: { 200: contentItemDetailSchema },
      },
    },
    async (request) => updateContentItem(pages, actor(request), request.params.id, request.body),
  );

  app.delete(
    API.item,
    {
      onRequest: edit,
      schema: {
        summary: 'Delete an item, its revisions, tags and categories',
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteContentItem(pages, actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
