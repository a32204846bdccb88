import { PERMISSION } from '@plinth/contracts';
import { OWNER_HOME_API, ownerHomeSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lowStockThreshold } from '../sites';
import { loadOwnerHome } from './service';

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
      return loadOwnerHome(app.db, site, role, app.jobs.queue.now(), lowStockThreshold(site));
    },
  );
};
