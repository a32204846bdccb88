import { PERMISSION } from '@plinth/contracts';
import {
  siteLayoutSchema,
  updateNavigationAnswerSchema,
  updateNavigationBodySchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveNavigation } from './service';
import { loadSiteLayout } from './site-layout';

/** UpdateNavigation and GetSiteLayout (seed 001 section 7). */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/widget/UpdateNavigation',
    {
      onRequest: app.requirePermission(PERMISSION.contentEdit),
      schema: {
        summary: 'Save the main or secondary navigation',
        body: updateNavigationBodySchema,
        response: { 200: updateNavigationAnswerSchema },
      },
    },
    async (request) => {
      const items = await saveNavigation(app.db, request.owner.site.id, request.body);
      await app.sites.invalidate(request.owner.site.id);
      return { navigation: { items } };
    },
  );

  app.get(
    '/api/commondata/GetSiteLayout',
    {
      onRequest: app.requirePermission(PERMISSION.contentView),
      schema: { summary: 'Both navigations, resolved to links', response: { 200: siteLayoutSchema } },
    },
    async (request) => ({ layout: await loadSiteLayout(app.db, request.owner.site, { storefront: false }) }),
  );
};
