import { COLLECTION_TYPE, FEED_CONTENT_TYPE } from '@plinth/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApiPath } from '../../api-path';
import { pageNotFound, routeNotFound } from './errors';
import { loadBlogFeed, loadEventIcs, loadEventsFeed } from './collection-feeds';
import { loadCollectionItemPage } from './collection-item-loader';
import { collectionPageOf, loadCollectionListPage } from './collection-list-loader';
import { collectionQuerySchema, parseCollectionQuery } from './collection-query';
import { sendPage } from './send-page';
import { answerAccessRefusal, sitePageVisitOf, type GuardedPage } from './site-page-access';
import { findCollectionItem, type CollectionItem, type ItemRow } from '../collections';
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

/** The live item at `slug` of the collection page `row`, guarded or not; null when there is none. */
export function findItemAt(
  app: FastifyInstance,
  visit: SitePageVisit,
  row: LiveSitePage,
  slug: string,
): Promise<CollectionItem | null> {
  return findCollectionItem(app.db.kysely, visit.site, collectionPageOf(row), slug, visit.nowMs);
}

/** An item as the access check reads it: its own flags, at "{collection}/{item}". */
export function guardOf(collection: LiveSitePage, item: ItemRow): GuardedPage {
  return {
    id: item.id,
    slug: `${collection.slug}/${item.slug}`,
    is_home: 0,
    password_hash: item.password_hash,
    member_only: item.member_only === 1 ? 1 : 0,
  };
}

const itemParams = z.object({
  collectionUrlId: z.string().min(1).max(200),
  itemSlug: z.string().min(1).max(205),
});
const itemQuery = z.object({ format: z.enum(['json', 'ics']).optional() }).passthrough();
const ICS_SUFFIX = '.ics';

/**
 * GET /{collection}/{item}: a post's or event's page, its JSON, or an event's .ics download
 * (`?format=ics` or `/{events}/{item}.ics`). Locked and member-only collections guard their items,
 * and an item's own lock or member-only flag guards it the same way.
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
      const slug = ics && itemSlug.endsWith(ICS_SUFFIX) ? itemSlug.slice(0, -ICS_SUFFIX.length) : itemSlug;
      if (ics && row.collection_type !== COLLECTION_TYPE.events) throw notFound();
      const found = await findItemAt(app, visit, row, slug);
      if (!found) throw notFound();
      // The item's own lock or member-only flag, as a page's: its lock screen posts to its address.
      if (await answerAccessRefusal(request, reply, visit, guardOf(row, found.row))) return reply;
      if (ics) {
        const file = loadEventIcs(visit, found);
        if (!file) throw notFound();
        return reply
          .type(FEED_CONTENT_TYPE.ical)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-cache')
          .send(file.ics);
      }
      const page = await loadCollectionItemPage(app, visit, row, found);
      if (!page) throw notFound();
      return sendPage(request, reply, page);
    },
  );
};
