import { FilterXSS } from 'xss';

/**
 * The formatting a product description may keep: paragraphs, emphasis, lists, sub-headings, quotes and
 * links. Everything else goes, tags and attributes alike: scripts and styles with their content,
 * event handlers, style attributes, images, frames and forms.
 */
const ALLOWED_TAGS: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  a: ['href', 'title'],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  blockquote: [],
};

/** Tags whose content is code or markup, never text: removed with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
];

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined;
    const href = decodeAttribute(value).trim();
    return isAllowedHref(href) ? `href="${escapeAttribute(href)}"` : '';
  },
});

/** Sanitises owner HTML on save; the storefront then shows it as it is. */
export function sanitizeDescription(html: string): string {
  // A "<" that cannot open a tag is text to a browser ("5 < 6", "<3"); the filter would take it, and
  // everything up to the next ">", for a tag. Escape it first so the words survive.
  return filter.process(html.replace(/<(?![A-Za-z/!?])/g, '&lt;')).trim();
}

/** http(s), mailto and relative links; no javascript:, data:, tel: or any other scheme. */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so look without them.
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return !compact.startsWith('\\') && !compact.startsWith('/\\');
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Undoes the character references an attribute may hide a scheme behind ("&#106;avascript:"). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
