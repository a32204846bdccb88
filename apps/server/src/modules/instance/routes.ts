import { PERMISSION } from '@plinth/contracts';
import { instanceInfoSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInstanceInfo } from './service';

/**
 * GET /config/api/instance: where the editor's "Plan & limits" (the upgrade links) gets its figures.
 * billing.view, like the link itself: it answers "what does this install give me", the billing question
 * of a self-hosted server.
 */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/api/instance',
    {
      onRequest: app.requirePermission(PERMISSION.billingView),
      schema: {
        summary: "This instance's plan (self-hosted) and the limits and services it is configured with",
        response: { 200: instanceInfoSchema },
      },
    },
    async () => getInstanceInfo(app.db, app.config, app.initialConfig.bodyLimit ?? 1024 * 1024),
  );
};
