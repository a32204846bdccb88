import { liveCopyOf, SITE_PAGE_STATUS } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import { listPublicProducts, openCatalog, type CatalogApp } from '../catalog';
import type { Site } from '../sites';
import { absoluteUrl } from './canonical';
import {
  listSitemapItems,
  listSitemapSitePages,
  listSitemapStorePages,
  type SitemapItemRow,
  type SitemapSitePageRow,
  type SitemapStorePageRow,
} from './queries';
import { listSitemapCategoryPaths } from './sitemap-categories';
import { sitemapDate, sitemapFiles, SITEMAP_URL_LIMIT, type SitemapEntry } from './sitemap-xml';

/** The store page the theme's home page features (as the pages module's home loader). */
const HOME_STORE_PAGE = 'shop';

/** Built sitemaps by site, catalogue version and origin; one cache per app (seo routes). */
export type SitemapCache = LruCache<string, { sitemap: Sitemap; validUntil: number | null }>;

/** What /sitemap.xml answers (`index`, or the one file when there is no index) and the index's files. */
export interface Sitemap {
  index: string | null;
  files: string[];
}

export function createSitemapCache(): SitemapCache {
  return new LruCache(200);
}

/**
 * The site's sitemap.xml. Built again when the catalogue version changes (every product, store page
 * and visible page change raises it, as for cached pages) or when a scheduled page's or product's
 * time comes.
 */
export async function loadSitemap(
  app: CatalogApp,
  cache: SitemapCache,
  site: Site,
  origin: string,
  nowMs: number,
  urlLimit: number = SITEMAP_URL_LIMIT,
): Promise<Sitemap> {
  const catalog = await openCatalog(app, site);
  const key = `${site.id}|${String(catalog.version)}|${catalog.liveAt}|${origin}|${urlLimit}`;
  const hit = cache.get(key);
  if (hit && (hit.validUntil === null || nowMs < hit.validUntil)) return hit.sitemap;
  const built = await buildSitemap(app.db, site, origin, nowMs, urlLimit);
  // A scheduled product going live changes the list too (decision 0049).
  const productsUntil = Number.isFinite(catalog.validUntil) ? catalog.validUntil : null;
  const validUntil =
    built.validUntil === null
      ? productsUntil
      : productsUntil === null
        ? built.validUntil
        : Math.min(built.validUntil, productsUntil);
  cache.set(key, { sitemap: built.sitemap, validUntil });
  return built.sitemap;
}

/**
 * Every public address of the site: the home page, live block pages that are neither locked nor
 * for members only, the store pages that are on, their live products (listPublicProducts, the
 * catalogue's one list of what shoppers may see) and their category pages that list one of them.
 * Past `urlLimit` addresses, /sitemap.xml is an index of files of `urlLimit` each.
 */
export async function buildSitemap(
  db: Db,
  site: Site,
  origin: string,
  nowMs: number,
  urlLimit: number = SITEMAP_URL_LIMIT,
): Promise<{ sitemap: Sitemap; validUntil: number | null }> {
  const [pages, storePages, products, items] = await Promise.all([
    listSitemapSitePages(db.kysely, site.id),
    listSitemapStorePages(db.kysely, site.id),
    listPublicProducts(db.kysely, site, nowMs),
    listSitemapItems(db.kysely, site.id),
  ]);
  const entry = (path: string, changed: string | null): SitemapEntry => ({
    loc: absoluteUrl(origin, path),
    lastmod: sitemapDate(changed),
  });
  const live = pages.filter((page) => liveCopyOf(page, nowMs) !== null);
  const entries: SitemapEntry[] = [];
  const home = homeEntry(live, storePages);
  if (home) entries.push(entry('/', home.changed));
  for (const page of live) {
    if (page.is_home === 0 && isPublic(page)) entries.push(entry(`/${page.slug}`, page.updated_at));
  }
  for (const storePage of storePages) {
    if (storePage.enabled === 1) entries.push(entry(`/${storePage.url_id}`, storePageChanged(storePage)));
  }
  for (const product of products) entries.push(entry(product.url, product.updatedAt));
  for (const item of items.filter((row) => isPublicItem(row, nowMs))) {
    entries.push(entry(`/${item.collection_slug}/${item.slug}`, item.updated_at));
  }
  for (const category of await listSitemapCategoryPaths(db.kysely, site, storePages, products)) {
    entries.push(entry(category.path, category.changed));
  }
  return {
    sitemap: sitemapFiles(entries, origin, urlLimit),
    validUntil: nextScheduledTime([...pages, ...items], nowMs),
  };
}

/** A live post or event of a live collection page that is neither locked nor for members only. */
function isPublicItem(item: SitemapItemRow, nowMs: number): boolean {
  const collection = {
    status: item.collection_status,
    publish_at: item.collection_publish_at,
    published_revision: item.collection_published_revision,
    scheduled_revision: item.collection_scheduled_revision,
  };
  return (
    liveCopyOf(item, nowMs) !== null &&
    liveCopyOf(collection, nowMs) !== null &&
    item.collection_locked === 0 &&
    item.collection_member_only === 0
  );
}

function isPublic(page: SitemapSitePageRow): boolean {
  return page.locked === 0 && page.member_only === 0;
}

/**
 * "/" as it is served: the owner's live home page (listed only when public), else the theme's home
 * page, which needs the "shop" store page to exist (on or off).
 */
function homeEntry(
  live: readonly SitemapSitePageRow[],
  storePages: readonly SitemapStorePageRow[],
): { changed: string | null } | null {
  const homePage = live.find((page) => page.is_home === 1);
  if (homePage) return isPublic(homePage) ? { changed: homePage.updated_at } : null;
  const shop = storePages.find((storePage) => storePage.url_id === HOME_STORE_PAGE);
  if (!shop) return null;
  return { changed: shop.enabled === 1 ? storePageChanged(shop) : shop.created_at };
}

function storePageChanged(storePage: SitemapStorePageRow): string {
  return storePage.products_updated_at ?? storePage.created_at;
}

/** The earliest publish time still to come: then a page joins (or changes in) the sitemap. */
function nextScheduledTime(
  pages: readonly Pick<SitemapSitePageRow, 'status' | 'publish_at'>[],
  nowMs: number,
): number | null {
  let next: number | null = null;
  for (const page of pages) {
    const at =
      page.status === SITE_PAGE_STATUS.scheduled && page.publish_at ? Date.parse(page.publish_at) : NaN;
    if (Number.isFinite(at) && at > nowMs && (next === null || at < next)) next = at;
  }
  return next;
}
