import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSitelessPath } from './siteless-paths';
import { AppError } from '../app-error';
import { siteMessage } from '@plinth/contracts';
import { createSiteResolver, type HostMatch, type Site } from '../modules/sites';

/** How long a found site is served from memory while other processes' changes reach this one. */
const SITE_TTL_MS = 30_000;
/** ... and while they may not (Redis away): a missed change shows within this time. */
const SITE_TTL_UNSYNCED_MS = 2_000;

/** The app's websites: looked up by Host or id, cached, and dropped from every process's cache on change. */
export interface Sites {
  byHost(hostHeader: string | undefined): Promise<Site | null>;
  /** The site and whether the host is an address the owner removed (it redirects, decision 0070). */
  lookup(hostHeader: string | undefined): Promise<HostMatch | null>;
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

/** How long browsers may keep the redirect of a removed address. */
const REDIRECT_CACHE_SECONDS = 3600;

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
      lookup: (host) => resolver.lookup(host),
      byId: (id) => resolver.byId(id),
      invalidate: (id) => bus.publish(id),
    };
    app.decorate('sites', sites);
    app.decorateRequest('site', null as never);
    app.addHook('onRequest', async (request, reply) => {
      if (isSitelessPath(request.url)) return;
      const match = await sites.lookup(request.headers.host);
      if (!match) throw new AppError('not_found', 'SITE_NOT_FOUND', 'No website is set up for this address.');
      const { site, removed } = match;
      // The editor and the owner APIs keep working on every address, so an owner can restore a deleted
      // site or undo an address change; visitors are turned away or sent on.
      if (site.deleteAfter !== null && !forOwners(app, request)) {
        // Browsers keep a 410 without caching headers for good: the site may be restored tomorrow.
        void reply.header('cache-control', 'no-store');
        throw new AppError('gone', 'SITE_CLOSED', siteMessage('siteClosed'));
      }
      const read = request.method === 'GET' || request.method === 'HEAD';
      if (removed && read && site.primaryHost && !forOwners(app, request)) {
        // An hour, not for good (browsers keep a bare 301 forever): the owner may take the address back.
        void reply.header('cache-control', `public, max-age=${REDIRECT_CACHE_SECONDS}`);
        return reply.redirect(
          movedTo(request.protocol, request.headers.host, site.primaryHost, request.url),
          301,
        );
      }
      request.site = site;
    });
  },
  { name: 'site', dependencies: ['invalidation'] },
);

/** The editor and the owner APIs (the routes requirePermission guards); asked only off the hot path. */
function forOwners(app: FastifyInstance, request: FastifyRequest): boolean {
  if (request.url.startsWith('/config')) return true;
  const url = request.routeOptions.url;
  return app.ownerRoutes.some((route) => route.url === url && route.method === request.method);
}

/** The same address on the primary host: the scheme and any port of the request kept. */
export function movedTo(protocol: string, hostHeader: string | undefined, primaryHost: string, url: string) {
  const port = /:(\d+)$/.exec(hostHeader ?? '')?.[1];
  return `${protocol}://${primaryHost}${port ? `:${port}` : ''}${url}`;
}
