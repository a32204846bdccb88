/**
 * RSS 2.0 (with the content and atom namespaces the W3C feed validator recommends): the channel's
 * title, link and description, its own address (atom:link rel="self"), and per item its title, link,
 * guid (the permanent address), pubDate in RFC 822 and the excerpt and body as escaped HTML.
 */
export interface RssItem {
  title: string;
  link: string;
  publishedMs: number;
  /** HTML (escaped into the XML); '' for none. */
  description: string;
  /** The whole body as HTML; '' for none. */
  content: string;
  categories: readonly string[];
  author: string;
}

export interface RssChannel {
  title: string;
  link: string;
  /** Its own address, for atom:link rel="self". */
  selfUrl: string;
  description: string;
  /** BCP 47, e.g. "en-US". */
  language: string;
  builtMs: number;
  items: readonly RssItem[];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 does not allow at all, even escaped; dropped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** RFC 822 date-time, as RSS 2.0 asks: "Sun, 01 Mar 2026 10:00:00 GMT". */
export function rfc822(ms: number): string {
  return new Date(ms).toUTCString();
}

export function rssFeed(channel: RssChannel): string {
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rfc822(item.publishedMs)),
      ...(item.author ? [element('dc:creator', item.author)] : []),
      ...item.categories.map((name) => element('category', name)),
      ...(item.description ? [element('description', item.description)] : []),
      ...(item.content ? [element('content:encoded', item.content)] : []),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', rfc822(channel.builtMs)),
    '<generator>Plinth</generator>',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Root-relative links and images ("/uploads/…") made absolute: a feed reader has no page to resolve them against. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}
