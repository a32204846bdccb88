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
