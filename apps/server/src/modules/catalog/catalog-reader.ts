import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import type { Site } from '../sites';
import { findCatalogVersion } from './queries';
import { findProductByPath, loadCollection } from './service';

const CACHE_CAPACITY = 1000;

/** Catalogue answers by site, version and path; one per app (plugins/caches.ts), closed with it. */
export type CatalogCache = LruCache<string, Promise<unknown>>;

export function createCatalogCache(): CatalogCache {
  return new LruCache<string, Promise<unknown>>(CACHE_CAPACITY);
}

/**
 * Catalogue reads for storefront pages, cached by the site's catalogue version. Any change to a
 * collection, product or variant raises the version (database triggers), so a cached answer is never
 * stale; each request pays one small query to learn the version. Results are shared between requests:
 * callers must treat them as read-only. Writes (the cart) read through the service, never through here.
 */
export interface CatalogReader {
  version: number;
  loadCollection(collectionUrlId: string): ReturnType<typeof loadCollection>;
  findProductByPath(collectionUrlId: string, productUrlId: string): ReturnType<typeof findProductByPath>;
}

/** `app` is the Fastify instance (request.server) or anything else that holds the two. */
export async function openCatalog(
  app: { db: Db; catalogCache: CatalogCache },
  site: Site,
): Promise<CatalogReader> {
  const { db, catalogCache: cache } = app;
  const version = await findCatalogVersion(db.kysely, site.id);
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
  };
}

function remember<T>(cache: CatalogCache, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  // A failed read must not stay cached.
  pending.catch(() => cache.delete(key));
  return pending;
}
