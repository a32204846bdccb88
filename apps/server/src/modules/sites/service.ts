import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import { findWebsiteByHost, findWebsiteById } from './queries';
import { toSite, type Site } from './site';

const CACHE_TTL_MS = 30_000;
const MISS_TTL_MS = 5_000;
const CACHE_CAPACITY = 1000;

export interface SiteResolver {
  /** The website a request's Host names, or null. */
  byHost(hostHeader: string | undefined): Promise<Site | null>;
  byId(websiteId: string): Promise<Site | null>;
  /**
   * Forgets one cached site (by id and by its host names). updateWebsiteSettings calls it for every
   * resolver on the database; other processes see a change within CACHE_TTL_MS.
   */
  invalidate(websiteId: string): void;
}

/** Every resolver made on a database, so a settings write can reach them all. */
const resolversByDb = new WeakMap<Db, Set<SiteResolver>>();

export function forgetCachedSite(db: Db, websiteId: string): void {
  for (const resolver of resolversByDb.get(db) ?? []) resolver.invalidate(websiteId);
}

/**
 * Maps a request's Host to its website. Ports are ignored; `localhost` and `127.0.0.1` are ordinary rows
 * that the demo seed adds, so the lookup has no special case. Answers are cached briefly because every
 * request asks.
 */
export function createSiteResolver(db: Db): SiteResolver {
  // Bounded: Host is the client's to choose, so random names must not grow memory.
  const cache = new LruCache<string, { site: Site | null; expires: number }>(CACHE_CAPACITY);

  async function cached(key: string, load: () => Promise<Site | null>): Promise<Site | null> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.site;
    const site = await load();
    cache.set(key, { site, expires: Date.now() + (site ? CACHE_TTL_MS : MISS_TTL_MS) });
    return site;
  }

  const resolver: SiteResolver = {
    byHost(hostHeader) {
      const host = normalizeHost(hostHeader);
      if (!host) return Promise.resolve(null);
      return cached(`host:${host}`, async () => {
        const row = await findWebsiteByHost(db.kysely, host);
        return row ? toSite(row) : null;
      });
    },
    byId(websiteId) {
      return cached(`id:${websiteId}`, async () => {
        const row = await findWebsiteById(db.kysely, websiteId);
        return row ? toSite(row) : null;
      });
    },
    invalidate(websiteId) {
      for (const key of cache.keys()) {
        const entry = cache.get(key);
        // Misses are dropped too: a host just pointed at this site must not stay "unknown".
        if (!entry?.site || entry.site.id === websiteId) cache.delete(key);
      }
    },
  };
  const registered = resolversByDb.get(db) ?? new Set<SiteResolver>();
  registered.add(resolver);
  resolversByDb.set(db, registered);
  return resolver;
}

/** "LocalHost:3000" -> "localhost"; "[::1]:3000" -> "::1". */
export function normalizeHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 1 ? host.slice(1, end) : null;
  }
  const name = host.split(':')[0] ?? '';
  return name.length > 0 ? name : null;
}
