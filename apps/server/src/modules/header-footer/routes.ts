import { PERMISSION } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headerFooterSchema } from '@plinth/contracts/schemas';
import { getHeaderFooter, saveHeaderFooter } from './service';

/** GET/PUT /api/site-header-footer (seed 001 section 7). */
export const headerFooterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site-header-footer',
    {
      onRequest: app.requirePermission(PERMISSION.settingsView),
      schema: { summary: 'The site header and footer', response: { 200: headerFooterSchema } },
    },
    async (request) => getHeaderFooter(request.owner.site),
  );

  app.put(
    '/api/site-header-footer',
    {
      onRequest: app.requirePermission(PERMISSION.settingsEdit),
      schema: {
        summary: 'Save the site header and footer',
        body: headerFooterSchema,
        response: { 200: headerFooterSchema },
      },
    },
    async (request) => {
      const saved = await saveHeaderFooter(app.db, request.owner.site.id, request.body);
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );
};
