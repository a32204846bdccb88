import { SEARCH_PATH } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayedQuery, requestedPage } from '../search';
import { loadSearchPage } from './search-page';
import { pageVisitOf } from './page-visit';
import { sendPage } from './send-page';

/**
 * Anything a visitor types is a query: `q` and `page` are read leniently (displayedQuery and
 * requestedPage bound them), so a hostile or odd address gets a results page, never an error.
 */
const searchQuery = z
  .object({ format: z.enum(['json']).optional(), q: z.unknown().optional(), page: z.unknown().optional() })
  .passthrough();

/** GET /search: the site's search page (page type 102), kept out of search engines. */
export const searchPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SEARCH_PATH, { schema: { querystring: searchQuery } }, async (request, reply) => {
    const { q, page } = request.query;
    const loaded = await loadSearchPage(app, pageVisitOf(request), {
      query: displayedQuery(q),
      page: requestedPage(page),
    });
    return sendPage(request, reply, loaded);
  });
};
