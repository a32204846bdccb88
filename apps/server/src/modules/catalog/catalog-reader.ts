import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import type { Site } from '../sites';
import { findCatalogVersion } from './queries';
import { findProduct, findProductByPath, loadCollection } from './service';

const CACHE_CAPACITY = 1000;

/** Catalogue answers by site, version and path; one per app (plugins/caches.ts), closed with it. */
export class CatalogCache {
  readonly entries = new LruCache<string, Promise<unknown>>(CACHE_CAPACITY);
  /** The newest catalogue version this app has read, per site (versions only ever go up). */
  readonly lastSeenVersion = new Map<string, number>();

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.lastSeenVersion.clear();
  }
}

export function createCatalogCache(): CatalogCache {
  return new CatalogCache();
}

/**
 * Catalogue reads for storefront pages, cached by the site's catalogue version. Any change to a
 * collection, product or variant raises the version (database triggers), so a cached answer is never
 * stale; each request pays one small query to learn the version. Results are shared between requests:
 * callers must treat them as read-only. The cart reads its product through here too: stock changes raise
 * the version, so a product read at version V is exactly what a fresh read at V would give, and the
 * cart's own rows (what is already in it) are read under the cart's lock (docs/decisions/0013).
 */
export interface CatalogReader {
  version: number;
  loadCollection(collectionUrlId: string): ReturnType<typeof loadCollection>;
  findProductByPath(collectionUrlId: string, productUrlId: string): ReturnType<typeof findProductByPath>;
  /** A product by id while its store page is turned on (see findProduct); not-found is not cached. */
  findProduct(itemId: string): ReturnType<typeof findProduct>;
}

/** What catalogue reads need from the app: the database and its catalogue cache (request.server has both). */
export interface CatalogApp {
  db: Db;
  catalogCache: CatalogCache;
}

export async function openCatalog(app: CatalogApp, site: Site): Promise<CatalogReader> {
  const version = await findCatalogVersion(app.db, site.id);
  const seen = app.catalogCache.lastSeenVersion;
  if (version > (seen.get(site.id) ?? -1)) seen.set(site.id, version);
  return catalogAt(app, site, version);
}

/**
 * A reader at the newest version this app has seen, without asking the database: it may be
 * behind. Only for a write that then proves the version is still current in the same statement
 * (a first add on PostgreSQL: docs/decisions/0013), and falls back on openCatalog when it is not.
 */
export function openCatalogAtLastSeenVersion(app: CatalogApp, site: Site): CatalogReader | null {
  const version = app.catalogCache.lastSeenVersion.get(site.id);
  return version === undefined ? null : catalogAt(app, site, version);
}

function catalogAt(app: CatalogApp, site: Site, version: number): CatalogReader {
  const { db } = app;
  const cache = app.catalogCache.entries;
  // Products carry the store's currency and fallback texts, so those are part of the key.
  const { currency, scarcityText, soldOutText } = site.store;
  const prefix = JSON.stringify([site.id, version, currency, scarcityText, soldOutText]);
  return {
    version,
    loadCollection: (collectionUrlId) =>
      remember(cache, `${prefix}:collection:${collectionUrlId}`, () =>
        loadCollection(db, site, collectionUrlId),
      ),
    findProductByPath: (collectionUrlId, productUrlId) =>
      remember(cache, `${prefix}:product:${collectionUrlId}/${productUrlId}`, () =>
        findProductByPath(db, site, collectionUrlId, productUrlId),
      ),
    findProduct: (itemId) =>
      remember(cache, `${prefix}:id:${itemId}`, () => findProduct(db.kysely, site, itemId), {
        keepNull: false,
      }),
  };
}

function remember<T>(
  cache: LruCache<string, Promise<unknown>>,
  key: string,
  load: () => Promise<T>,
  options = { keepNull: true },
): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  // A failed read must not stay cached; nor, for lookups by an id anyone can make up, a miss (it would
  // let random ids push real pages out of the cache).
  pending.then(
    (value) => {
      if (value === null && !options.keepNull) cache.delete(key);
    },
    () => cache.delete(key),
  );
  return pending;
}
