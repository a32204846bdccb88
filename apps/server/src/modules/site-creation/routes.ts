import { PERMISSION } from '@plinth/contracts';
import { createdSiteSchema, createSiteRequestSchema } from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invariant } from '../../app-error';
import { listOwnerSites } from '../owner-session';
import { createSite } from './service';

/**
 * POST /config/api/sites: an Administrator of the site the editor works on (members.manage) makes a
 * new site and becomes its only member, as its Administrator (decision 0037).
 */
export const siteCreationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/config/api/sites',
    {
      onRequest: app.requirePermission(PERMISSION.membersManage),
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'Create a site from a starting template; the caller becomes its administrator',
        body: createSiteRequestSchema,
        response: { 201: createdSiteSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.owner;
      const created = await createSite(app.db, {
        title: request.body.title,
        hosts: [request.body.host],
        template: request.body.template,
        ownerUserId: user.id,
      });
      // A request for the host a moment ago may be remembered as "no such site" in every process.
      await app.sites.invalidate(created.id);
      const site = (await listOwnerSites(app.db, user.id)).find((s) => s.id === created.id);
      invariant(site, 'the creator is a member of the new site');
      return reply.status(201).send({ site });
    },
  );
};
