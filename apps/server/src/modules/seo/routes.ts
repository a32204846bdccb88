import { SEO_PATHS } from '@plinth/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalOrigin } from './canonical';
import { createSitemapCache, loadSitemap } from './service';
import { robotsTxt, SITEMAP_URL_LIMIT } from './sitemap-xml';

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

/** Tests lower the addresses per sitemap file to see the index without 50,000 products. */
export interface SeoRouteOptions {
  sitemapUrlLimit?: number;
}

/**
 * GET /sitemap.xml (an index of /sitemap-{n}.xml past SITEMAP_URL_LIMIT addresses) and GET
 * /robots.txt (issue 13 part 6). Public, with no body to parse; each answers for the site the Host
 * names, at its canonical origin.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRouteOptions> = async (app, options) => {
  const sitemaps = createSitemapCache();
  const limit = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const load = (request: FastifyRequest) =>
    loadSitemap(app, sitemaps, request.site, requestOrigin(request), app.jobs.queue.now(), limit);

  app.get(SEO_PATHS.sitemap, async (request, reply) => {
    const sitemap = await load(request);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemap.index ?? sitemap.files[0]);
  });

  app.get(
    '/sitemap-:n.xml',
    { schema: { params: z.object({ n: z.string().regex(/^[1-9]\d{0,4}$/) }) } },
    async (request, reply) => {
      const sitemap = await load(request);
      const file = sitemap.index === null ? undefined : sitemap.files[Number(request.params.n) - 1];
      if (file === undefined) return reply.callNotFound();
      return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(file);
    },
  );

  app.get(SEO_PATHS.robots, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(requestOrigin(request))),
  );
};
