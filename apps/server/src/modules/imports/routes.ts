import multipart from '@fastify/multipart';
import { IMPORT_KIND, IMPORTS_API as API, PERMISSION, type ImportKind } from '@plinth/contracts';
import {
  importRunListSchema,
  importRunParams,
  importRunSchema,
  productsCsvSchema,
  shopifyImportQuerySchema,
  wordpressImportQuerySchema,
} from '@plinth/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImportDeps, ImportOptions } from './import-context';
import { IMPORT_UPLOAD_LIMITS, receiveImportFile } from './receive-import-file';
import { createImportRun, getImportRun, IMPORT_JOB_KIND, importJobHandler, listImportRuns } from './service';
import { remoteImageFetcher, type RemoteImageFetch } from './remote-image';
import { exportShopifyCsv } from './shopify-csv-export';

/** What the server's imports run with: its database, data folder, the jobs' clock and its sites. */
export function importDeps(app: FastifyInstance, options: ImportRoutesOptions = {}): ImportDeps {
  return {
    db: app.db,
    dataDir: app.config.dataDir,
    now: () => app.jobs.queue.now(),
    siteById: (id) => app.sites.byId(id),
    passwordHashCost: app.config.passwordHashCost,
    fetchRemoteImage: app.config.importFetchImages
      ? (options.fetchRemoteImage ?? remoteImageFetcher())
      : null,
  };
}

/**
 * Moving in (docs/imports.md): upload a Shopify product CSV (store.edit) or a WordPress export
 * (content.edit); each becomes a run that a job imports, whose progress and report the editor reads
 * (content.view); and the catalogue back out as a Shopify CSV (store.view). The multipart parser is
 * registered inside this plugin only.
 */
export interface ImportRoutesOptions {
  /** How product images named by address are downloaded (tests let a local server answer). */
  fetchRemoteImage?: RemoteImageFetch;
}

export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (app, options) => {
  await app.register(multipart, { limits: IMPORT_UPLOAD_LIMITS });
  app.jobs.handle(IMPORT_JOB_KIND, importJobHandler(importDeps(app, options)));
  const read = app.requirePermission(PERMISSION.contentView);

  const start = async (
    request: FastifyRequest,
    kind: ImportKind,
    extension: string,
    options: ImportOptions,
  ) => {
    const file = await receiveImportFile(request, app.config.dataDir, extension);
    return createImportRun(
      app.db,
      {
        websiteId: request.owner.site.id,
        kind,
        fileName: file.fileName,
        filePath: file.path,
        options,
        createdBy: request.owner.user.id,
      },
      app.jobs,
    );
  };

  app.post(
    API.shopifyCsv,
    {
      onRequest: app.requirePermission(PERMISSION.storeEdit),
      schema: {
        summary: 'Import products from a Shopify product CSV (multipart/form-data, one field "file")',
        querystring: shopifyImportQuerySchema,
        response: { 202: importRunSchema },
      },
    },
    async (request, reply) => {
      const run = await start(request, IMPORT_KIND.shopifyCsv, 'csv', {
        storePageId: request.query.storePageId ?? null,
      });
      return reply.status(202).send(run);
    },
  );

  app.post(
    API.wordpress,
    {
      onRequest: app.requirePermission(PERMISSION.contentEdit),
      schema: {
        summary: 'Import posts, pages and comments from a WordPress export (WXR; multipart, field "file")',
        querystring: wordpressImportQuerySchema,
        response: { 202: importRunSchema },
      },
    },
    async (request, reply) => {
      const run = await start(request, IMPORT_KIND.wordpress, 'xml', {
        collectionSlug: request.query.collection ?? null,
      });
      return reply.status(202).send(run);
    },
  );

  app.get(
    API.runs,
    {
      onRequest: read,
      schema: { summary: "The site's latest imports", response: { 200: importRunListSchema } },
    },
    async (request) => listImportRuns(app.db, request.owner.site.id),
  );

  app.get(
    API.productsCsv,
    {
      onRequest: app.requirePermission(PERMISSION.storeView),
      schema: {
        summary: 'The whole catalogue as a Shopify product CSV (formula cells neutralised)',
        response: { 200: productsCsvSchema },
      },
    },
    async (request, reply) => {
      const csv = await collectText(
        exportShopifyCsv(app.db.kysely, request.owner.site, app.catalogCache.now()),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'private, no-store')
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    API.run,
    {
      onRequest: read,
      schema: {
        summary: 'One import: progress and report',
        params: importRunParams,
        response: { 200: importRunSchema },
      },
    },
    async (request) => getImportRun(app.db, request.owner.site.id, request.params.id),
  );
};

/**
 * The export as one string (spreadsheets read it as UTF-8 after the byte order mark the route adds).
 * Read a page of products at a time; the answer is one string because its declared schema is text.
 */
async function collectText(lines: AsyncIterable<string>): Promise<string> {
  const parts: string[] = [];
  for await (const line of lines) parts.push(line);
  return parts.join('');
}
