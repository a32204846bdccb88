import { PERMISSION, type AnyCommercePreferencesAnswer } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anyCommercePreferencesAnswerSchema,
  commercePreferencesBodySchema,
  commercePreferencesParams as params,
} from '@plinth/contracts/schemas';
import { getCommercePreferences, updateCommercePreferences } from './service';

/**
 * GET/PUT /api/v1/commerce-preferences/{namespace} (seed 001 section 7): the preferences plus the
 * websiteId, which the client drops. The body's fields depend on the namespace, so the service checks
 * them once it knows which namespace it is.
 */
export const commercePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/commerce-preferences/:namespace',
    {
      onRequest: app.requirePermission(PERMISSION.storeView),
      schema: {
        summary:
          'The commerce preferences of a namespace (store, restock, checkout, express, installments, orderNotifications or cardTesting)',
        params,
        response: { 200: anyCommercePreferencesAnswerSchema },
      },
    },
    // The service's preferences are per namespace; the answer schema checks them (in tests, with zod).
    async (request) =>
      ({
        ...getCommercePreferences(request.owner.site, request.params.namespace),
        websiteId: request.owner.site.id,
      }) as AnyCommercePreferencesAnswer,
  );

  app.put(
    '/api/v1/commerce-preferences/:namespace',
    {
      onRequest: app.requirePermission(PERMISSION.storeEdit),
      schema: {
        summary: "Change some of a namespace's commerce preferences",
        params,
        body: commercePreferencesBodySchema,
        response: { 200: anyCommercePreferencesAnswerSchema },
      },
    },
    async (request) => {
      const { site } = request.owner;
      const saved = await updateCommercePreferences(app.db, site.id, request.params.namespace, request.body);
      await app.sites.invalidate(site.id);
      return { ...saved, websiteId: site.id } as AnyCommercePreferencesAnswer;
    },
  );
};
