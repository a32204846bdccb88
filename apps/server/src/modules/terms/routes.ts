import { PERMISSION, TERMS_API as API } from '@plinth/contracts';
import {
  noContentSchema,
  termCreateSchema,
  termIdParams as idParams,
  termListQuery,
  termListSchema,
  termMergeSchema,
  termUpdateSchema,
  termWithCountSchema,
} from '@plinth/contracts/schemas';
import { writeTransaction } from '@plinth/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsInvalid } from './errors';
import { createTerm, deleteTerm, listTermsWithCounts, mergeTerms, updateTerm } from './term-manager';

/**
 * The tag and category manager (docs/terms.md). Reading needs content.view; creating, renaming,
 * merging and deleting content.edit, as publishing a page does: a term's name shows on the live site.
 */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.contentView);
  const edit = app.requirePermission(PERMISSION.contentEdit);
  const invalid = { invalidInput: termsInvalid };

  app.get(
    API.list,
    {
      onRequest: view,
      schema: {
        summary: 'The tags or the categories of the site, with how many items and products use each',
        querystring: termListQuery,
        response: { 200: termListSchema },
      },
    },
    async (request) => ({
      kind: request.query.kind,
      terms: await listTermsWithCounts(app.db.kysely, request.owner.site.id, request.query.kind),
    }),
  );

  app.post(
    API.list,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: 'Create a tag or category (409 TERM_EXISTS when the name is taken, ignoring case)',
        body: termCreateSchema,
        response: { 201: termWithCountSchema },
      },
    },
    async (request, reply) => {
      const term = await writeTransaction(app.db, (trx) =>
        createTerm(trx, request.owner.site.id, request.body),
      );
      return reply.status(201).send(term);
    },
  );

  app.patch(
    API.term,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: "Rename a tag or category (its old address redirects) or set a category's parent",
        params: idParams,
        body: termUpdateSchema,
        response: { 200: termWithCountSchema },
      },
    },
    async (request) =>
      writeTransaction(app.db, (trx) =>
        updateTerm(trx, request.owner.site.id, request.params.id, request.body),
      ),
  );

  app.post(
    API.merge,
    {
      onRequest: edit,
      config: invalid,
      schema: {
        summary: 'Merge a tag or category into another of its kind; its address redirects to the target',
        params: idParams,
        body: termMergeSchema,
        response: { 200: termWithCountSchema },
      },
    },
    async (request) =>
      writeTransaction(app.db, (trx) =>
        mergeTerms(trx, request.owner.site.id, request.params.id, request.body.targetId),
      ),
  );

  app.delete(
    API.term,
    {
      onRequest: edit,
      schema: {
        summary: 'Delete a tag or category and its assignments',
        params: idParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await writeTransaction(app.db, (trx) => deleteTerm(trx, request.owner.site.id, request.params.id));
      return reply.status(204).send();
    },
  );
};
