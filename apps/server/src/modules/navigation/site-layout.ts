import type { CollectionRow, Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import type { Site } from '../sites';
import { type NavigationItem, type ResolvedLink, type SiteLayoutEntry } from '@plinth/contracts';
import { COLLECTION_TYPE_PRODUCTS } from '@plinth/contracts/schemas';
import { getStoredNavigations } from './service';
import { listSiteCollections } from './queries';

export interface ResolveOptions {
  /** The storefront hides store pages the owner turned off; the editor still sees its links to them. */
  storefront: boolean;
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

/**
 * Saved items with the URL each leads to. A link to a store page that no longer exists is dropped (and
 * so is a folder left empty), so deleting a page never leaves a dead link in the menu.
 */
export function resolveLinks(
  items: readonly NavigationItem[],
  collections: ReadonlyMap<string, CollectionRow>,
  options: ResolveOptions,
): ResolvedLink[] {
  const resolved: ResolvedLink[] = [];
  for (const item of items) {
    const base = { ...item, items: [] as ResolvedLink[] };
    if (item.items) {
      const children = resolveLinks(item.items, collections, options);
      if (children.length > 0) resolved.push({ ...base, url: null, items: children });
    } else if (item.collectionId !== null) {
      const collection = collections.get(item.collectionId);
      if (!collection || (options.storefront && collection.enabled !== 1)) continue;
      resolved.push({ ...base, url: `/${collection.url_id}` });
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
  const collections = await listSiteCollections(db.kysely, site.id);
  const byId = new Map(collections.map((c) => [c.id, c]));
  const stored = getStoredNavigations(site);
  const main = stored.mainNavigation?.items ?? defaultMainNavigation(collections);
  const secondary = stored.secondaryNavigation?.items ?? [];
  const mainLinks = resolveLinks(main, byId, options);
  const secondaryLinks = resolveLinks(secondary, byId, options);
  if (mainLinks.length === 0 && secondaryLinks.length === 0) return [];
  return [
    { identifier: 'mainNavigation', links: mainLinks },
    { identifier: 'secondaryNavigation', links: secondaryLinks },
  ];
}

export interface StorefrontNavigation {
  main: ResolvedLink[];
  secondary: ResolvedLink[];
}

const NAVIGATION_CACHE_CAPACITY = 200;

/** Storefront navigations by settings and catalogue version; one per app (plugins/caches.ts). */
export type NavigationCache = LruCache<string, Promise<StorefrontNavigation>>;

export function createNavigationCache(): NavigationCache {
  return new LruCache<string, Promise<StorefrontNavigation>>(NAVIGATION_CACHE_CAPACITY);
}

/**
 * The navigations every storefront page shows, cached by what they depend on: the site's settings
 * (its fingerprint) and its catalogue version, which every collection change raises. Shared between
 * requests: callers must not change the answer.
 */
export function loadStorefrontNavigation(
  app: { db: Db; navigationCache: NavigationCache },
  site: Site,
  catalogVersion: number,
): Promise<StorefrontNavigation> {
  const { db, navigationCache } = app;
  const key = `${catalogVersion}|${site.fingerprint}`;
  const hit = navigationCache.get(key);
  if (hit) return hit;
  const pending = loadSiteLayout(db, site, { storefront: true }).then((layout) => ({
    main: layout.find((entry) => entry.identifier === 'mainNavigation')?.links ?? [],
    secondary: layout.find((entry) => entry.identifier === 'secondaryNavigation')?.links ?? [],
  }));
  navigationCache.set(key, pending);
  // A failed read must not stay cached.
  pending.catch(() => navigationCache.delete(key));
  return pending;
}
