import fp from 'fastify-plugin';
import { isSitelessPath } from './siteless-paths';
import { AppError } from '../app-error';
import { createSiteResolver, type SiteResolver } from '../modules/sites';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteResolver;
  }
}

/** Looks up the website for the request's Host before any route runs. */
export const sitePlugin = fp(async (app) => {
  const sites = createSiteResolver(app.db);
  app.decorate('sites', sites);
  app.decorateRequest('site', null as never);
  app.addHook('onRequest', async (request) => {
    if (isSitelessPath(request.url)) return;
    const site = await sites.byHost(request.headers.host);
    if (!site) throw new AppError('not_found', 'SITE_NOT_FOUND', 'No website is set up for this address.');
    request.site = site;
  });
});
