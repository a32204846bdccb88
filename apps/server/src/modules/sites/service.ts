import type { Db } from '@plinth/db';
import { LruCache } from '../../lru-cache';
import { findWebsiteByHost } from './queries';
import { toSite, type Site } from './site';

const CACHE_TTL_MS = 30_000;
const MISS_TTL_MS = 5_000;
const CACHE_CAPACITY = 1000;

/**
 * Maps a request's Host to its website. Ports are ignored; `localhost` and `127.0.0.1` are ordinary rows
 * that the demo seed adds, so the lookup has no special case. Answers are cached briefly because every
 * request asks: a settings change reaches other processes within CACHE_TTL_MS.
 */
export function createSiteResolver(db: Db) {
  // Bounded: Host is the client's to choose, so random names must not grow memory.
  const cache = new LruCache<string, { site: Site | null; expires: number }>(CACHE_CAPACITY);

  return async function resolveSite(hostHeader: string | undefined): Promise<Site | null> {
    const host = normalizeHost(hostHeader);
    if (!host) return null;
    const hit = cache.get(host);
    if (hit && hit.expires > Date.now()) return hit.site;
    const row = await findWebsiteByHost(db.kysely, host);
    const site = row ? toSite(row) : null;
    cache.set(host, { site, expires: Date.now() + (site ? CACHE_TTL_MS : MISS_TTL_MS) });
    return site;
  };
}

export type SiteResolver = ReturnType<typeof createSiteResolver>;

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
