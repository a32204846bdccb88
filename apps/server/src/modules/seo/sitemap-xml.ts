import { ROBOTS_DISALLOWED_PATHS, SEO_PATHS } from '@plinth/contracts';

/** One address of the sitemap: an absolute URL and when its page last changed (ISO 8601), if known. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A stored timestamp as the sitemap's W3C date-time, to the second; null when it does not parse. */
export function sitemapDate(stored: string | null): string | null {
  if (stored === null) return null;
  const ms = Date.parse(stored);
  return Number.isFinite(ms) ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z') : null;
}

/** The sitemaps.org urlset for `entries`, every value XML-escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** sitemaps.org: one sitemap file lists at most 50,000 addresses; past that, an index names the files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The address of the n-th (from 1) child sitemap of an index. */
export function childSitemapPath(n: number): string {
  return `/sitemap-${n}.xml`;
}

/**
 * The site's sitemap files: up to `limit` entries, one urlset and no index; past it, a sitemapindex
 * naming one urlset per `limit` entries (served at childSitemapPath(n)).
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  origin: string,
  limit: number = SITEMAP_URL_LIMIT,
): { index: string | null; files: string[] } {
  if (entries.length <= limit) return { index: null, files: [sitemapXml(entries)] };
  const files: string[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    files.push(sitemapXml(entries.slice(start, start + limit)));
  }
  const sitemaps = files.map(
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}${childSitemapPath(i + 1)}`)}</loc></sitemap>`,
  );
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, files };
}

/** robots.txt: everything may be crawled but the editor and the APIs; the sitemap is named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SEO_PATHS.sitemap}`,
    '',
  ].join('\n');
}
