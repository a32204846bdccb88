import type { CollectionRow, Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import type { Site } from '../sites';
import {
  isPageLive,
  SITE_PAGE_STATUS,
  type NavigationItem,
  type ResolvedLink,
  type SiteLayoutEntry,
} from '@plinth/contracts';
import { COLLECTION_TYPE_PRODUCTS } from '@plinth/contracts/schemas';
import { getStoredNavigations } from './service';
import { listPageLinkTargets, listSiteCollections, type PageLinkTarget } from './queries';

export interface ResolveOptions {
  /**
   * The storefront hides store pages the owner turned off and block pages visitors cannot see; the
   * editor still sees its links to them.
   */
  storefront: boolean;
  /** The clock a scheduled page's publish time is compared with (ms); default now. */
  nowMs?: number;
}

/** A block page as a navigation link resolves it: its URL, and whether visitors may see it now. */
interface PageLinkView {
  url: string;
  live: boolean;
}

function pageLinkViews(pages: readonly PageLinkTarget[], nowMs: number): Map<string, PageLinkView> {
  return new Map(
    pages.map((page) => [
      page.id,
      {
        url: page.is_home === 1 ? '/' : `/${page.slug}`,
        live: isPageLive(page, nowMs),
      },
    ]),
  );
}

/** The earliest publish time still ahead of `nowMs` among scheduled pages: the menus change then. */
function nextScheduledChange(pages: readonly PageLinkTarget[], nowMs: number): number {
  let next = Infinity;
  for (const page of pages) {
    if (page.status !== SITE_PAGE_STATUS.scheduled || page.publish_at === null) continue;
    const at = Date.parse(page.publish_at);
    if (at > nowMs && at < next) next = at;
  }
  return next;
}

const HOME: NavigationItem = {
  title: 'Home',
  collectionId: null,
  externalLink: '/',
  memberAreaId: null,
  newWindow: false,
};

/** What a site that never saved its main navigation shows: Home, then its store pages in order. */
export function defaultMainNavigation(collections: readonly CollectionRow[]): NavigationItem[] {
  const stores = collections
    .filter((c) => c.type === COLLECTION_TYPE_PRODUCTS && c.enabled === 1)
    .map((c): NavigationItem => ({
      title: c.navigation_title || c.title,
      collectionId: c.id,
      externalLink: null,
      memberAreaId: null,
      newWindow: false,
    }));
  return [HOME, ...stores];
}

/** What links resolve against: the site's store pages and block pages, by id. */
export interface LinkTargets {
  collections: ReadonlyMap<string, CollectionRow>;
  pages: ReadonlyMap<string, PageLinkView>;
}

/**
 * Saved items with the URL each leads to. `collectionId` names a store page or a block page (a block
 * page's link follows its current slug; the home page's is "/"). A link to a page that no longer
 * exists is dropped (and so is a folder left empty), so deleting a page never leaves a dead link in
 * the menu; the storefront also drops links to store pages turned off and block pages not live.
 */
export function resolveLinks(
  items: readonly NavigationItem[],
  targets: LinkTargets,
  options: ResolveOptions,
): ResolvedLink[] {
  const resolved: ResolvedLink[] = [];
  for (const item of items) {
    const base = { ...item, items: [] as ResolvedLink[] };
    if (item.items) {
      const children = resolveLinks(item.items, targets, options);
      if (children.length > 0) resolved.push({ ...base, url: null, items: children });
    } else if (item.collectionId !== null) {
      const collection = targets.collections.get(item.collectionId);
      const page = collection ? undefined : targets.pages.get(item.collectionId);
      if (collection) {
        if (options.storefront && collection.enabled !== 1) continue;
        resolved.push({ ...base, url: `/${collection.url_id}` });
      } else if (page && (page.live || !options.storefront)) {
        resolved.push({ ...base, url: page.url });
      }
    } else if (item.externalLink !== null) {
      resolved.push({ ...base, url: item.externalLink });
    }
  }
  return resolved;
}

/**
 * GET /api/commondata/GetSiteLayout: the main navigation, then the secondary one. A site with no link
 * in either has no navigation at all and answers [] (the editor then says "Unable to find site main
 * navigation").
 */
export async function loadSiteLayout(
  db: Db,
  site: Site,
  options: ResolveOptions,
): Promise<SiteLayoutEntry[]> {
  return (await loadSiteLayoutUntil(db, site, options)).layout;
}

/** loadSiteLayout, and until when (ms) the storefront's answer holds: a scheduled page may go live. */
async function loadSiteLayoutUntil(
  db: Db,
  site: Site,
  options: ResolveOptions,
): Promise<{ layout: SiteLayoutEntry[]; validUntil: number }> {
  const nowMs = options.nowMs ?? Date.now();
  const collections = await listSiteCollections(db.kysely, site.id);
  const pages = await listPageLinkTargets(db.kysely, site.id);
  const targets = {
    collections: new Map(collections.map((c) => [c.id, c])),
    pages: pageLinkViews(pages, nowMs),
  };
  const validUntil = nextScheduledChange(pages, nowMs);
  const stored = getStoredNavigations(site);
  const main = stored.mainNavigation?.items ?? defaultMainNavigation(collections);
  const secondary = stored.secondaryNavigation?.items ?? [];
  const mainLinks = resolveLinks(main, targets, options);
  const secondaryLinks = resolveLinks(secondary, targets, options);
  if (mainLinks.length === 0 && secondaryLinks.length === 0) return { layout: [], validUntil };
  return {
    layout: [
      { identifier: 'mainNavigation', links: mainLinks },
      { identifier: 'secondaryNavigation', links: secondaryLinks },
    ],
    validUntil,
  };
}

export interface StorefrontNavigation {
  main: ResolvedLink[];
  secondary: ResolvedLink[];
  /** When (ms) a scheduled page linked here may go live: the cached navigation is read again then. */
  validUntil?: number;
}

const NAVIGATION_CACHE_CAPACITY = 200;

/** Storefront navigations by settings and catalogue version; one per app (plugins/caches.ts). */
export type NavigationCache = LruCache<string, Promise<StorefrontNavigation>>;

export function createNavigationCache(): NavigationCache {
  return new LruCache<string, Promise<StorefrontNavigation>>(NAVIGATION_CACHE_CAPACITY);
}

/**
 * The navigations every storefront page shows, cached by what they depend on: the site's settings
 * (its fingerprint) and its catalogue version, which every collection change raises and every change
 * visitors can see to a block page raises too (site-pages bumpLivePagesVersion). An entry that links a
 * scheduled page is read again once that page's time comes. Shared between requests: callers must not
 * change the answer.
 */
export async function loadStorefrontNavigation(
  app: { db: Db; navigationCache: NavigationCache },
  site: Site,
  catalogVersion: number,
  nowMs: number = Date.now(),
): Promise<StorefrontNavigation> {
  const { db, navigationCache } = app;
  const key = `${catalogVersion}|${site.fingerprint}`;
  const hit = navigationCache.get(key);
  if (hit) {
    const navigation = await hit;
    if ((navigation.validUntil ?? Infinity) > nowMs) return navigation;
    navigationCache.delete(key);
  }
  const pending = loadSiteLayoutUntil(db, site, { storefront: true, nowMs }).then(
    ({ layout, validUntil }) => ({
      main: layout.find((entry) => entry.identifier === 'mainNavigation')?.links ?? [],
      secondary: layout.find((entry) => entry.identifier === 'secondaryNavigation')?.links ?? [],
      validUntil,
    }),
  );
  navigationCache.set(key, pending);
  // A failed read must not stay cached.
  pending.catch(() => navigationCache.delete(key));
  return pending;
}
