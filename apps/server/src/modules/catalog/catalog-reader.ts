import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import type { Site } from '../sites';
import { findCatalogVersion, listScheduledPublishTimes } from './queries';
import { findProduct, findProductByPath, loadCollection } from './service';

const CACHE_CAPACITY = 1000;

/** The publish times of a site's scheduled products as read at one catalogue version. */
interface Schedule {
  version: number;
  /** ISO 8601 UTC, ascending. */
  times: string[];
}

/** Catalogue answers by site, version and path; one per app (plugins/caches.ts), closed with it. */
export class CatalogCache {
  readonly entries = new LruCache<string, Promise<unknown>>(CACHE_CAPACITY);
  /** The newest catalogue version this app has read, per site (versions only ever go up). */
  readonly lastSeenVersion = new Map<string, number>();
  /** Scheduled products' publish times per site, read again when the site's version changes. */
  readonly schedules = new Map<string, Schedule>();

  /** @param now the app's clock (ms), the one scheduled pages and jobs use: tests move it. */
  constructor(readonly now: () => number = Date.now) {}

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.lastSeenVersion.clear();
    this.schedules.clear();
  }
}

export function createCatalogCache(now?: () => number): CatalogCache {
  return new CatalogCache(now);
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
  /**
   * The time scheduled products are compared with (ISO 8601 UTC): the latest publish time that has
   * passed, '' for none. Answers are cached under it, so a product's time coming changes the key.
   */
  liveAt: string;
  /** When (ms) the next scheduled product goes live: pages built from these answers end then. */
  validUntil: number;
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
  return catalogAt(app, site, version, await scheduleAt(app, site.id, version));
}

/**
 * A reader at the newest version this app has seen, without asking the database: it may be
 * behind. Only for a write that then proves the version is still current in the same statement
 * (a first add on PostgreSQL: docs/decisions/0013), and falls back on openCatalog when it is not.
 */
export function openCatalogAtLastSeenVersion(app: CatalogApp, site: Site): CatalogReader | null {
  const version = app.catalogCache.lastSeenVersion.get(site.id);
  const schedule = app.catalogCache.schedules.get(site.id);
  if (version === undefined || schedule?.version !== version) return null;
  return catalogAt(app, site, version, schedule);
}

/**
 * The site's scheduled publish times at `version`: one query when the version changes (any product
 * change raises it), none otherwise. A schedule read at a newer version is never replaced by an older.
 */
async function scheduleAt(app: CatalogApp, websiteId: string, version: number): Promise<Schedule> {
  const known = app.catalogCache.schedules.get(websiteId);
  if (known?.version === version) return known;
  const schedule = { version, times: await listScheduledPublishTimes(app.db.kysely, websiteId) };
  const latest = app.catalogCache.schedules.get(websiteId);
  if (!latest || latest.version < version) app.catalogCache.schedules.set(websiteId, schedule);
  return schedule;
}

/** The latest publish time passed at `nowMs` ('' for none) and the next one still ahead (ms). */
export function scheduleWindow(
  times: readonly string[],
  nowMs: number,
): { liveAt: string; validUntil: number } {
  let liveAt = '';
  for (const time of times) {
    const at = Date.parse(time);
    if (at > nowMs) return { liveAt, validUntil: at };
    liveAt = time;
  }
  return { liveAt, validUntil: Infinity };
}

function catalogAt(app: CatalogApp, site: Site, version: number, schedule: Schedule): CatalogReader {
  const { db } = app;
  const cache = app.catalogCache.entries;
  const { liveAt, validUntil } = scheduleWindow(schedule.times, app.catalogCache.now());
  // Products carry the store's currency and fallback texts, so those are part of the key.
  const { currency, scarcityText, soldOutText } = site.store;
  const prefix = JSON.stringify([site.id, version, liveAt, currency, scarcityText, soldOutText]);
  return {
    version,
    liveAt,
    validUntil,
    loadCollection: (collectionUrlId) =>
      remember(cache, `${prefix}:collection:${collectionUrlId}`, () =>
        loadCollection(db, site, collectionUrlId, liveAt),
      ),
    findProductByPath: (collectionUrlId, productUrlId) =>
      remember(cache, `${prefix}:product:${collectionUrlId}/${productUrlId}`, () =>
        findProductByPath(db, site, collectionUrlId, productUrlId, liveAt),
      ),
    findProduct: (itemId) =>
      remember(cache, `${prefix}:id:${itemId}`, () => findProduct(db.kysely, site, itemId, liveAt), {
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
