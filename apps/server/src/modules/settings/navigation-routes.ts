import { PERMISSION, updateNavigationBodySchema } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveNavigation } from './navigation-service';
import { loadSiteLayout } from './site-layout';

/** UpdateNavigation and GetSiteLayout (seed 001 section 7). */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/widget/UpdateNavigation',
    {
      preHandler: app.requirePermission(PERMISSION.contentEdit),
      schema: { body: updateNavigationBodySchema },
    },
    async (request) => {
      const items = await saveNavigation(app.db, request.owner.site.id, request.body);
      return { navigation: { items } };
    },
  );

  app.get(
    '/api/commondata/GetSiteLayout',
    { preHandler: app.requirePermission(PERMISSION.contentView) },
    async (request) => ({ layout: await loadSiteLayout(app.db, request.owner.site, { storefront: false }) }),
  );
};
