import { SEO_PATHS } from '@plinth/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { canonicalOrigin } from './canonical';
import { createSitemapCache, loadSitemap } from './service';
import { robotsTxt } from './sitemap-xml';

/** Search engines may keep these for a few minutes: nothing in them depends on the visitor. */
const CACHE_CONTROL = 'public, max-age=300';

/** The request's canonical origin (decision 0050). */
export function requestOrigin(request: FastifyRequest): string {
  return canonicalOrigin(request.site, {
    protocol: request.protocol,
    hostname: request.hostname,
    port: request.port,
  });
}

/**
 * GET /sitemap.xml and GET /robots.txt (issue 13 part 6). Public, with no body or query to parse;
 * each answers for the site the Host names, at its canonical origin.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const sitemaps = createSitemapCache();

  app.get(SEO_PATHS.sitemap, async (request, reply) => {
    const xml = await loadSitemap(app, sitemaps, request.site, requestOrigin(request), app.jobs.queue.now());
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
  });

  app.get(SEO_PATHS.robots, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(requestOrigin(request))),
  );
};
