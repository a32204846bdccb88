import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import type { Site } from '../sites';
import { findCatalogVersion } from './queries';
import { findProduct, findProductByPath, loadCollection } from './service';

const CACHE_CAPACITY = 1000;
const cache = new LruCache<string, Promise<unknown>>(CACHE_CAPACITY);

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

/** The newest catalogue version this process has read, per site (versions only ever go up). */
const lastSeenVersion = new Map<string, number>();

export async function openCatalog(db: Db, site: Site): Promise<CatalogReader> {
  const version = await findCatalogVersion(db, site.id);
  if (version > (lastSeenVersion.get(site.id) ?? -1)) lastSeenVersion.set(site.id, version);
  return catalogAt(db, site, version);
}

/**
 * A reader at the newest version this process has seen, without asking the database: it may be
 * behind. Only for a write that then proves the version is still current in the same statement
 * (a first add on PostgreSQL: docs/decisions/0013), and falls back on openCatalog when it is not.
 */
export function openCatalogAtLastSeenVersion(db: Db, site: Site): CatalogReader | null {
  const version = lastSeenVersion.get(site.id);
  return version === undefined ? null : catalogAt(db, site, version);
}

function catalogAt(db: Db, site: Site, version: number): CatalogReader {
  // Products carry the store's currency and fallback texts, so those are part of the key.
  const { currency, scarcityText, soldOutText } = site.store;
  const prefix = JSON.stringify([site.id, version, currency, scarcityText, soldOutText]);
  return {
    version,
    loadCollection: (collectionUrlId) =>
      remember(`${prefix}:collection:${collectionUrlId}`, () => loadCollection(db, site, collectionUrlId)),
    findProductByPath: (collectionUrlId, productUrlId) =>
      remember(`${prefix}:product:${collectionUrlId}/${productUrlId}`, () =>
        findProductByPath(db, site, collectionUrlId, productUrlId),
      ),
    findProduct: (itemId) =>
      remember(`${prefix}:id:${itemId}`, () => findProduct(db.kysely, site, itemId), { keepNull: false }),
  };
}

function remember<T>(key: string, load: () => Promise<T>, options = { keepNull: true }): Promise<T> {
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
