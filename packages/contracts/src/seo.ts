/**
 * Search engines and sharing (issue 13 part 6, decision 0050): the paths, how long a title and a
 * description can be before search results cut them, and the rules the server's page head and the
 * editor's search-result preview share, so the preview shows what the page sends.
 */

export const SEO_PATHS = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/** What robots.txt keeps crawlers out of: the editor and every API. */
export const ROBOTS_DISALLOWED_PATHS = ['/config', '/api'] as const;

/** About where search results cut a title and a description (counters in the editor warn past these). */
export const SEO_RECOMMENDED_LENGTH = {
  title: 60,
  description: 160,
} as const;

/** The separator between a page's title and the site's in `<title>`. */
export const TITLE_SEPARATOR = ' — ';

/**
 * The page's `<title>`: the owner's SEO title as written; else the page's title and the site's, or
 * the site's title alone when the page is called like the site (the home page: no "Shop — Shop").
 */
export function documentTitle(page: { title: string; seoTitle?: string }, siteTitle: string): string {
  const seoTitle = page.seoTitle?.trim() ?? '';
  if (seoTitle !== '') return seoTitle;
  const title = page.title.trim();
  if (title === '' || title === siteTitle.trim()) return siteTitle;
  return `${title}${TITLE_SEPARATOR}${siteTitle}`;
}

/** Owner HTML as one line of text: tags become spaces, the common entities their characters. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A product's meta description: the owner's SEO description, else the start of the product's
 * description as text, cut at a word near SEO_RECOMMENDED_LENGTH.description.
 */
export function productMetaDescription(product: { seoDescription: string; description: string }): string {
  const own = product.seoDescription.trim();
  if (own !== '') return own;
  return shortenText(plainTextOf(product.description), SEO_RECOMMENDED_LENGTH.description);
}

/** `text` cut to at most `max` characters at a word boundary, with "…" when it was cut. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:!?-]+$/, '')}…`;
}
