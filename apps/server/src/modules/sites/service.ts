import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import { findWebsiteByHost, findWebsiteWithHostById } from './queries';
import { toSite, type Site } from './site';

const CACHE_CAPACITY = 1000;

export interface SiteResolverOptions {
  /**
   * How long a found site may be served from memory, asked at each lookup. The app answers 30 s while
   * changes made by other processes reach this one (one process, or Redis pub/sub connected) and a few
   * seconds otherwise, so a process that misses a change still converges quickly.
   */
  ttlMs: () => number;
}

export interface SiteResolver {
  /** The website a request's Host names, or null. */
  byHost(hostHeader: string | undefined): Promise<Site | null>;
  byId(websiteId: string): Promise<Site | null>;
  /** Drops this process's cached copy of one site (by id and by its host names), and every miss. */
  forget(websiteId: string): void;
  /** Drops everything: after a gap in which changes may have been missed. */
  forgetAll(): void;
}

/** An unknown host is remembered at most this long, so a host just added is found soon. */
const MISS_TTL_MS = 5_000;

/**
 * Maps a request's Host to its website. Ports are ignored; `localhost` and `127.0.0.1` are ordinary rows
 * that the demo seed adds, so the lookup has no special case. Answers are cached briefly because every
 * request asks. The resolver belongs to one app (plugins/site.ts), which tells it when a site changed.
 */
export function createSiteResolver(db: Db, options: SiteResolverOptions): SiteResolver {
  // Bounded: Host is the client's to choose, so random names must not grow memory.
  const cache = new LruCache<string, { site: Site | null; expires: number }>(CACHE_CAPACITY);

  async function cached(key: string, load: () => Promise<Site | null>): Promise<Site | null> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.site;
    const site = await load();
    const ttl = options.ttlMs();
    cache.set(key, { site, expires: Date.now() + (site ? ttl : Math.min(ttl, MISS_TTL_MS)) });
    return site;
  }

  return {
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
        const row = await findWebsiteWithHostById(db.kysely, websiteId);
        return row ? toSite(row) : null;
      });
    },
    forget(websiteId) {
      for (const key of cache.keys()) {
        const entry = cache.get(key);
        // Misses are dropped too: a host just pointed at this site must not stay "unknown".
        if (!entry?.site || entry.site.id === websiteId) cache.delete(key);
      }
    },
    forgetAll() {
      cache.clear();
    },
  };
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
