import type { Site } from '../sites';

/** What the canonical origin is made of: the request's scheme and port (TRUST_PROXY decides whose). */
export interface OriginRequest {
  protocol: string;
  /** The Host asked for, without the port (Fastify keeps an IPv6 address's brackets). */
  hostname: string;
  port: number | null;
}

const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

/**
 * The origin canonical links, og:url, the sitemap and robots.txt name (decision 0050): the scheme the
 * request came in with (https behind a proxy that says so, when TRUST_PROXY believes it), the site's
 * primary host (so `www.` and the bare name, or any second host, point search engines at one
 * address), and the request's port when it is not the scheme's default (a server on :3000).
 */
export function canonicalOrigin(site: Pick<Site, 'primaryHost'>, request: OriginRequest): string {
  const host = site.primaryHost ?? request.hostname;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const port =
    request.port !== null && request.port !== DEFAULT_PORTS[scheme] ? `:${String(request.port)}` : '';
  // An IPv6 address ("::1") is written in brackets in a URL.
  const shownHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${scheme}://${shownHost}${port}`;
}

/** `path` ("/shop", or an upload's "/uploads/…") on `origin`; an absolute URL is kept as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
