import fp from 'fastify-plugin';
import { isSitelessPath } from './siteless-paths';
import { AppError } from '../app-error';
import { createSiteResolver, type Site } from '../modules/sites';

/** How long a found site is served from memory while other processes' changes reach this one. */
const SITE_TTL_MS = 30_000;
/** ... and while they may not (Redis away): a missed change shows within this time. */
const SITE_TTL_UNSYNCED_MS = 2_000;

/** The app's websites: looked up by Host or id, cached, and dropped from every process's cache on change. */
export interface Sites {
  byHost(hostHeader: string | undefined): Promise<Site | null>;
  byId(websiteId: string): Promise<Site | null>;
  /**
   * Call after changing a site (its row or settings): this process forgets it at once, the others when
   * the message arrives (Redis pub/sub), or within a few seconds when Redis is away. Never throws.
   */
  invalidate(websiteId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sites: Sites;
  }
}

/** Looks up the website for the request's Host before any route runs. */
export const sitePlugin = fp(
  async (app) => {
    const bus = app.invalidation;
    const resolver = createSiteResolver(app.db, {
      ttlMs: () => (bus.live ? SITE_TTL_MS : SITE_TTL_UNSYNCED_MS),
    });
    bus.subscribe((siteId) => (siteId === null ? resolver.forgetAll() : resolver.forget(siteId)));
    const sites: Sites = {
      byHost: (host) => resolver.byHost(host),
      byId: (id) => resolver.byId(id),
      invalidate: (id) => bus.publish(id),
    };
    app.decorate('sites', sites);
    app.decorateRequest('site', null as never);
    app.addHook('onRequest', async (request) => {
      if (isSitelessPath(request.url)) return;
      const site = await sites.byHost(request.headers.host);
      if (!site) throw new AppError('not_found', 'SITE_NOT_FOUND', 'No website is set up for this address.');
      request.site = site;
    });
  },
  { name: 'site', dependencies: ['invalidation'] },
);
