import { PERMISSION } from '@plinth/contracts';
import {
  deleteSiteRequestSchema,
  siteAddressesSchema,
  updateSiteHostsRequestSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelSiteDeletion, loadSiteAddresses, replaceSiteHosts, scheduleSiteDeletion } from './addresses';
import { scheduleSitePurge } from './site-purge';

/**
 * The site's addresses and its deletion (issue 24 §5, decision 0070): read with settings.view, changed
 * by Administrators (members.manage), like creating a site. Every change drops the site from every
 * process's cache, so the storefront redirects or closes at once.
 */
export const siteAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { onRequest: app.requirePermission(PERMISSION.settingsView) };
  const manage = {
    onRequest: app.requirePermission(PERMISSION.membersManage),
    config: { rateLimit: app.writeRateLimit },
  };
  scheduleSitePurge(app, app.config.dataDir);

  /** After a change: every process forgets the site, so visitors are redirected or closed out at once. */
  async function changed<T>(siteId: string, change: Promise<T>): Promise<T> {
    const answer = await change;
    await app.sites.invalidate(siteId);
    return answer;
  }

  app.get(
    '/config/api/site',
    {
      ...view,
      schema: {
        summary: "The site's addresses, its removed addresses that still redirect, and a deletion under way",
        response: { 200: siteAddressesSchema },
      },
    },
    async (request) => loadSiteAddresses(app.db.kysely, request.owner.site.id),
  );

  app.put(
    '/config/api/site/hosts',
    {
      ...manage,
      schema: {
        summary: 'Set the addresses in use, primary first; removed ones redirect for 30 days',
        body: updateSiteHostsRequestSchema,
        response: { 200: siteAddressesSchema },
      },
    },
    async (request) =>
      changed(request.owner.site.id, replaceSiteHosts(app.db, request.owner.site.id, request.body.hosts)),
  );

  app.post(
    '/config/api/site/deletion',
    {
      ...manage,
      schema: {
        summary: 'Delete the site: closed now, its data removed after 14 days unless restored',
        body: deleteSiteRequestSchema,
        response: { 200: siteAddressesSchema },
      },
    },
    async (request) =>
      changed(
        request.owner.site.id,
        scheduleSiteDeletion(app.db, request.owner.site.id, request.body.confirmTitle),
      ),
  );

  app.delete(
    '/config/api/site/deletion',
    {
      ...manage,
      schema: {
        summary: 'Restore a site being deleted, during its grace period',
        response: { 200: siteAddressesSchema },
      },
    },
    async (request) => changed(request.owner.site.id, cancelSiteDeletion(app.db, request.owner.site.id)),
  );
};
