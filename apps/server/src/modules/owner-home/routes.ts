import { PERMISSION } from '@plinth/contracts';
import {
  OWNER_HOME_API,
  ownerHomeSchema,
  ownerHomeSetupAnswerSchema,
  ownerHomeSetupWriteSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lowStockThreshold, updateStoredSettings, withStoredSection } from '../sites';
import { loadOwnerHome, SETUP_GUIDE_SECTION } from './service';

/**
 * GET /config/api/home: the owner's home (issue 13 part 7). Any member who may read the site opens
 * it; each section is filled only for a role that may open the panel it summarises.
 */
export const ownerHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OWNER_HOME_API.home,
    {
      onRequest: app.requirePermission(PERMISSION.contentView),
      schema: {
        summary:
          "Today's and this week's sales and visits, best sellers, low stock, unfulfilled orders, recent form submissions and restock sign-ups waiting",
        response: { 200: ownerHomeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { site, role } = request.owner;
      const payments = { connected: app.payments.name !== 'test', testMode: app.payments.testMode };
      return loadOwnerHome(app.db, site, role, app.jobs.queue.now(), lowStockThreshold(site), payments);
    },
  );

  // PUT /config/api/home/setup: hide the setup guide, or show it again (issue 24 §5).
  app.put(
    OWNER_HOME_API.setup,
    {
      onRequest: app.requirePermission(PERMISSION.settingsEdit),
      schema: {
        summary: 'Hide or show the setup guide on the home',
        body: ownerHomeSetupWriteSchema,
        response: { 200: ownerHomeSetupAnswerSchema },
      },
    },
    async (request) => {
      const { site } = request.owner;
      const { dismissed } = request.body;
      await updateStoredSettings(app.db, site.id, (current) =>
        withStoredSection(current, SETUP_GUIDE_SECTION, { dismissed }),
      );
      await app.sites.invalidate(site.id);
      return { dismissed };
    },
  );
};
