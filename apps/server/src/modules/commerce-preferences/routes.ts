import { PERMISSION } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCommercePreferences, updateCommercePreferences } from './service';

const params = z.object({ namespace: z.string().min(1).max(64) });

/**
 * GET/PUT /api/v1/commerce-preferences/{namespace} (seed 001 section 7): the preferences plus the
 * websiteId, which the client drops. The body's fields depend on the namespace, so the service checks
 * them once it knows which namespace it is.
 */
export const commercePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/commerce-preferences/:namespace',
    { onRequest: app.requirePermission(PERMISSION.storeView), schema: { params } },
    async (request) => ({
      ...getCommercePreferences(request.owner.site, request.params.namespace),
      websiteId: request.owner.site.id,
    }),
  );

  app.put(
    '/api/v1/commerce-preferences/:namespace',
    {
      onRequest: app.requirePermission(PERMISSION.storeEdit),
      schema: { params, body: z.record(z.string(), z.unknown()) },
    },
    async (request) => {
      const { site } = request.owner;
      const saved = await updateCommercePreferences(app.db, site.id, request.params.namespace, request.body);
      await app.sites.invalidate(site.id);
      return { ...saved, websiteId: site.id };
    },
  );
};
