import { OWNER_ANALYTICS_API, PERMISSION } from '@plinth/contracts';
import { analyticsSettingsSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSettingsOf } from './read';
import { saveAnalyticsSettings } from './service';

/**
 * GET/PUT the owner's analytics settings (issue 12 part 2): anyone who may see the dashboards reads
 * them (the panel says which mode counts the visitors); changing them is a settings edit. A save drops
 * the cached site, so pages render with the new tracker config at once.
 */
export const analyticsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OWNER_ANALYTICS_API.settings,
    {
      onRequest: app.requirePermission(PERMISSION.analyticsView),
      schema: { summary: "The site's analytics settings", response: { 200: analyticsSettingsSchema } },
    },
    async (request) => analyticsSettingsOf(request.owner.site),
  );

  app.put(
    OWNER_ANALYTICS_API.settings,
    {
      onRequest: app.requirePermission(PERMISSION.settingsEdit),
      schema: {
        summary: "Save the site's analytics settings",
        body: analyticsSettingsSchema,
        response: { 200: analyticsSettingsSchema },
      },
    },
    async (request) => {
      const saved = await saveAnalyticsSettings(app.db, request.owner.site.id, request.body);
      await app.sites.invalidate(request.owner.site.id);
      return saved;
    },
  );
};
