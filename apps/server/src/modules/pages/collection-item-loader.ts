import { BLOCK_DEFINITIONS, liveCopyOf, plainTextOf, type PageDocument } from '@plinth/contracts';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { ContentItemContext, ContentPagination } from '@plinth/theme';
import { blockPageAssets, renderPageBlocks, type BlockRenderContext } from '@plinth/theme/blocks';
import {
  findItemNeighbours,
  findLiveItemDocument,
  isEvents,
  locationAddress,
  nextItemPublishMs,
  siteTimeZone,
  toContentCollectionContext,
  zonedParts,
  type CollectionItem,
  type CollectionPage,
  type ItemRow,
} from '../collections';
import { openCatalog } from '../catalog';
import { loadStorefrontNavigation } from '../navigation';
import { contentJsonLd } from '../seo';
import { parseDocument } from '../site-pages';
import { scriptSafeJson } from '../tracker';
import { CONTENT_STYLES, collectionPageOf, feedAlternates } from './collection-list-loader';
import { cartQuantity, pageCacheKey } from './loaders';
import { buildPageOnce, type BuiltPage, type LoadedPage } from './page-render';
import { pageShell, PAGE_TYPE, targetOrigin } from './page-shell';
import type { PageApp } from './page-visit';
import { loadBlockRenderContext } from './site-page-blocks';
import { blockIslands, socialImageOf, type LiveSitePage, type SitePageVisit } from './site-page-loader';

/** Events move from upcoming to past as they end: an event page is built again after this long. */
const EVENT_PAGE_TTL_MS = 60_000;

/**
 * A post's or event's page (page type content item, 50): its live document rendered like a block
 * page, its fields, the previous and next items, an event's map and Add to calendar links, and its
 * JSON-LD (BlogPosting or Event). Null when `found` has no live copy now.
 */
export async function loadCollectionItemPage(
  app: PageApp,
  visit: SitePageVisit,
  collectionRow: LiveSitePage,
  found: CollectionItem,
): Promise<LoadedPage | null> {
  const collection = collectionPageOf(collectionRow);
  const copy = liveCopyOf(found.row, visit.nowMs);
  if (copy === null) return null;
  const catalog = await openCatalog(app, visit.site);
  const { row } = found;
  const revision = copy === 'scheduled' ? row.scheduled_revision : row.published_revision;
  const version = [
    collectionRow.id,
    collectionRow.pages_stamp,
    row.id,
    copy,
    revision,
    row.updated_at,
    visit.origin,
  ];
  const cacheKey = pageCacheKey(visit, `item:${version.join(':')}`, catalog.version);
  const built = await buildPageOnce(
    app,
    cacheKey,
    async () => {
      const json = await findLiveItemDocument(app.db.kysely, visit.site, row.id, visit.nowMs);
      if (json === null) return null;
      return buildItemPage(app, visit, collection, found, parseDocument(json));
    },
    visit.nowMs,
  );
  return built ? { ...built, cartQuantity: await cartQuantity(app, visit), cacheKey } : null;
}

async function buildItemPage(
  app: PageApp,
  visit: SitePageVisit,
  collection: CollectionPage,
  { row, item }: { row: ItemRow; item: ContentItemContext },
  document: PageDocument,
): Promise<BuiltPage> {
  const { site } = visit;
  const events = isEvents(collection);
  const catalog = await openCatalog(app, site);
  const context: BlockRenderContext = await loadBlockRenderContext(app, site, catalog, document, visit.nowMs);
  const body = renderPageBlocks(document, context);
  const map = events ? eventMap(item, context) : null;
  const assets = blockPageAssets(document);
  const islands = blockIslands(
    visit,
    { id: row.id, title: row.title, slug: item.fullUrl.slice(1) },
    document,
    context,
  );
  const [navigation, neighbours, nextPublish] = await Promise.all([
    loadStorefrontNavigation(app, site, catalog.version, visit.nowMs),
    findItemNeighbours(app.db.kysely, site, collection, row, events, visit.nowMs),
    nextItemPublishMs(app.db.kysely, site, collection, visit.nowMs),
  ]);
  const description = row.seo_description || plainTextOf(item.excerpt).slice(0, 300) || undefined;
  const social =
    (await socialImageOf(app, visit, row.social_image_file_id)) ??
    (item.assetUrl ? { url: item.assetUrl, alt: '' } : null);
  const timeZone = siteTimeZone(site);
  const jsonLd = contentJsonLd(
    {
      kind: events ? 'event' : 'post',
      title: item.title,
      fullUrl: item.fullUrl,
      description: description ?? '',
      imageUrl: item.assetUrl ?? null,
      publishedMs: item.publishOn,
      updatedMs: item.updatedOn,
      authorName: item.author?.displayName ?? null,
      siteTitle: site.title,
      keywords: [...item.categories, ...item.tags],
      ...(events && item.startDate !== undefined && item.endDate !== undefined
        ? {
            event: {
              startMs: item.startDate,
              endMs: item.endDate,
              allDay: item.allDay,
              startDay: isoDay(item.startDate, timeZone),
              endDay: isoDay(item.endDate, timeZone),
              locationName: item.location?.name ?? '',
              address: locationAddress(item.location ?? null),
            },
          }
        : {}),
    },
    targetOrigin(visit),
  );
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.contentItem,
      template: events ? 'event' : 'blog-item',
      pageId: row.id,
      title: row.title,
      seoTitle: row.seo_title,
      description,
      islands: [...PAGE_ISLANDS.block, ...assets.islands],
      styles: [...assets.styles, ...(map ? map.styles : []), CONTENT_STYLES],
      socialImage: social,
      ogType: events ? 'website' : 'article',
      jsonLd: scriptSafeJson(jsonLd),
      canonicalPath: item.fullUrl,
    },
    navigation,
    app.pageCache.assets,
  );
  const pagination: ContentPagination = {
    pageSize: 1,
    offset: 0,
    nextPage: false,
    prevPage: false,
    ...(neighbours.older ? { prevItem: neighbourOf(collection, neighbours.older) } : {}),
    ...(neighbours.newer ? { nextItem: neighbourOf(collection, neighbours.newer) } : {}),
  };
  return {
    context: {
      ...shell,
      website: { ...shell.website, timeZone },
      page: { ...shell.page, alternates: feedAlternates(collection) },
      assets: { ...shell.assets, scripts: [...shell.assets.scripts, ...assets.scripts] },
      collection: toContentCollectionContext(collection),
      item: { ...item, body, mapHtml: map?.html ?? '' },
      pagination,
    },
    islands,
    validUntil: Math.min(
      navigation.validUntil ?? Infinity,
      catalog.validUntil,
      nextPublish ?? Infinity,
      events ? visit.nowMs + EVENT_PAGE_TTL_MS : Infinity,
    ),
  };
}

function neighbourOf(collection: CollectionPage, row: ItemRow) {
  return { title: row.title, fullUrl: `/${collection.slug}/${row.slug}` };
}

/** "2026-03-14": the day an instant falls on in the site's time zone (all-day events' JSON-LD). */
function isoDay(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The event's location drawn as the map block draws an address (its picture, the address and an
 * "Open in maps" link), or null when the event has no address.
 */
function eventMap(
  item: ContentItemContext,
  context: BlockRenderContext,
): { html: string; styles: string[] } | null {
  const address = locationAddress(item.location ?? null);
  if (address === '') return null;
  const document: PageDocument = {
    version: 1,
    root: { props: {} },
    blocks: [
      {
        id: 'event-location',
        type: 'map',
        props: {
          ...BLOCK_DEFINITIONS.map.defaults(),
          address,
          label: item.location?.name ?? '',
          height: 240,
        },
      },
    ],
  };
  return { html: renderPageBlocks(document, context), styles: blockPageAssets(document).styles };
}
