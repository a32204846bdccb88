import { COLLECTION_TYPE, FEED_CONTENT_TYPE } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApiPath } from '../../api-path';
import { pageNotFound, routeNotFound } from './errors';
import { loadBlogFeed, loadEventIcs, loadEventsFeed } from './collection-feeds';
import { loadCollectionItemPage } from './collection-item-loader';
import { loadCollectionListPage } from './collection-list-loader';
import { collectionQuerySchema, parseCollectionQuery } from './collection-query';
import { sendPage } from './send-page';
import { answerAccessRefusal, sitePageVisitOf } from './site-page-access';
import { findLiveSitePage, type LiveSitePage, type SitePageVisit } from './site-page-loader';

/** Feeds change when an item is published: readers and proxies may keep them a few minutes. */
const FEED_CACHE_CONTROL = 'public, max-age=300';

function formatOf(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.format;
}

/** `?format=rss` or `?format=ical`: only a Blog or an Events page answers them. */
export function isFeedRequest(request: FastifyRequest): boolean {
  const format = formatOf(request);
  return format === 'rss' || format === 'ical';
}

/**
 * A Blog or Events page at its address (issue 22 sections 1 and 5): the list, its JSON, the blog's
 * RSS (`?format=rss`) or the events page's iCalendar feed (`?format=ical`). The page's lock and
 * member-only checks have run already.
 */
export async function answerCollectionList(
  request: FastifyRequest,
  reply: FastifyReply,
  visit: SitePageVisit,
  row: LiveSitePage,
): Promise<void> {
  const app = request.server;
  const format = formatOf(request);
  const events = row.collection_type === COLLECTION_TYPE.events;
  if (format === 'rss' || format === 'ical') {
    // Each page its own feed: RSS for a blog, iCalendar for events.
    if ((format === 'rss') === events) throw pageNotFound();
    // A member-only or locked collection never reaches here; a public feed may be kept by proxies.
    const body = events ? await loadEventsFeed(app, visit, row) : await loadBlogFeed(app, visit, row);
    void reply
      .type(events ? FEED_CONTENT_TYPE.ical : FEED_CONTENT_TYPE.rss)
      .header('cache-control', FEED_CACHE_CONTROL)
      .send(body);
    return;
  }
  const parsed = collectionQuerySchema.safeParse(request.query ?? {});
  const query = parseCollectionQuery(parsed.success ? parsed.data : {});
  void sendPage(request, reply, await loadCollectionListPage(app, visit, row, query));
}

const itemParams = z.object({
  collectionUrlId: z.string().min(1).max(200),
  itemSlug: z.string().min(1).max(205),
});
const itemQuery = z.object({ format: z.enum(['json', 'ics']).optional() }).passthrough();
const ICS_SUFFIX = '.ics';

/**
 * GET /{collection}/{item}: a post's or event's page, its JSON, or an event's .ics download
 * (`?format=ics` or `/{events}/{item}.ics`). Locked and member-only collections guard their items.
 */
export const collectionItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:collectionUrlId/:itemSlug',
    { schema: { params: itemParams, querystring: itemQuery } },
    async (request, reply) => {
      const notFound = () => (isApiPath(request.url) ? routeNotFound() : pageNotFound());
      const visit = sitePageVisitOf(request);
      const row = await findLiveSitePage(app, visit, request.params.collectionUrlId);
      if (!row || row.collection_type === null) throw notFound();
      if (await answerAccessRefusal(request, reply, visit, row)) return reply;
      const { itemSlug } = request.params;
      const ics = itemSlug.endsWith(ICS_SUFFIX) || request.query.format === 'ics';
      if (ics) {
        const slug = itemSlug.endsWith(ICS_SUFFIX) ? itemSlug.slice(0, -ICS_SUFFIX.length) : itemSlug;
        const found =
          row.collection_type === COLLECTION_TYPE.events ? await loadEventIcs(app, visit, row, slug) : null;
        if (!found) throw notFound();
        return reply
          .type(FEED_CONTENT_TYPE.ical)
          .header('content-disposition', `attachment; filename="${found.fileName}"`)
          .header('cache-control', 'private, no-cache')
          .send(found.ics);
      }
      const page = await loadCollectionItemPage(app, visit, row, itemSlug);
      if (!page) throw notFound();
      return sendPage(request, reply, page);
    },
  );
};
