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

/** What a host name leads to: its site, and whether it is an address the owner removed (it redirects). */
export interface HostMatch {
  site: Site;
  removed: boolean;
}

export interface SiteResolver {
  /** The website a request's Host names, or null. */
  byHost(hostHeader: string | undefined): Promise<Site | null>;
  /** The same, saying whether the host is a removed address that redirects to the primary one. */
  lookup(hostHeader: string | undefined): Promise<HostMatch | null>;
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
  const cache = new LruCache<string, { match: HostMatch | null; expires: number }>(CACHE_CAPACITY);

  async function cached(key: string, load: () => Promise<HostMatch | null>): Promise<HostMatch | null> {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.match;
    const match = await load();
    const ttl = options.ttlMs();
    cache.set(key, { match, expires: Date.now() + (match ? ttl : Math.min(ttl, MISS_TTL_MS)) });
    return match;
  }

  function lookup(hostHeader: string | undefined): Promise<HostMatch | null> {
    const host = normalizeHost(hostHeader);
    if (!host) return Promise.resolve(null);
    return cached(`host:${host}`, async () => {
      const row = await findWebsiteByHost(db.kysely, host, new Date().toISOString());
      return row ? { site: toSite(row), removed: row.redirect_until !== null } : null;
    });
  }

  return {
    lookup,
    async byHost(hostHeader) {
      return (await lookup(hostHeader))?.site ?? null;
    },
    async byId(websiteId) {
      const match = await cached(`id:${websiteId}`, async () => {
        const row = await findWebsiteWithHostById(db.kysely, websiteId);
        return row ? { site: toSite(row), removed: false } : null;
      });
      return match?.site ?? null;
    },
    forget(websiteId) {
      for (const key of cache.keys()) {
        const entry = cache.get(key);
        // Misses are dropped too: a host just pointed at this site must not stay "unknown".
        if (!entry?.match || entry.match.site.id === websiteId) cache.delete(key);
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
