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
const DROPPED_WITH_CONTENT = new Set([
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
]);

/** SVG and MathML honour "<svg/>" as an empty element; for HTML tags the slash means nothing. */
const SELF_CLOSING_FOREIGN = new Set(['svg', 'math']);

const REPLACEMENT_CHARACTER = '\uFFFD';

/** PostgreSQL refuses NUL in text, and no control character but whitespace belongs in a description. */
// eslint-disable-next-line no-control-regex
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const ATTRIBUTE_CONTROLS = /[\u0000-\u001F\u007F]/g;

const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(colon|tab|newline|quot|lt|gt|amp));?/gi;
const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  quot: '"',
  lt: '<',
  gt: '>',
  amp: '&',
};

/** Sanitises owner HTML on save; the storefront then shows it as it is. Never throws. */
export function sanitizeDescription(html: string): string {
  // A "<" that cannot open a tag is text to a browser ("5 < 6", "<3"); the filter would take it, and
  // everything up to the next ">", for a tag. Escape it first so the words survive.
  const text = html.replace(TEXT_CONTROLS, '').replace(/<(?![A-Za-z/!?])/g, '&lt;');
  return createFilter().process(text).trim();
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

/**
 * A filter for one description. It drops script, style and the like with their content itself
 * rather than through xss's stripIgnoreTagBody, which leaves "[removed]" behind when such a tag is
 * nested or never closed.
 */
function createFilter(): FilterXSS {
  const openDropped: string[] = [];
  const isDropping = () => openDropped.length > 0;
  return new FilterXSS({
    whiteList: ALLOWED_TAGS,
    allowCommentTag: false,
    onTag(tag, html, info) {
      if (DROPPED_WITH_CONTENT.has(tag)) {
        trackDroppedTag(openDropped, tag, info.isClosing === true, html.endsWith('/>'));
        return '';
      }
      return isDropping() ? '' : undefined;
    },
    // Unknown tags go, their text stays ("<span>kept</span>" -> "kept").
    onIgnoreTag: () => '',
    escapeHtml: (text) => (isDropping() ? '' : text.replace(/</g, '&lt;').replace(/>/g, '&gt;')),
    onTagAttr(tag, name, value) {
      if (tag !== 'a') return undefined;
      const decoded = decodeAttribute(value).replace(ATTRIBUTE_CONTROLS, '').trim();
      if (name === 'title') return `title="${escapeAttribute(decoded)}"`;
      if (name !== 'href') return undefined;
      return isAllowedHref(decoded) ? `href="${escapeAttribute(decoded)}"` : '';
    },
  });
}

/** A closing tag ends the innermost open one of its name and any opened inside it, as browsers do. */
function trackDroppedTag(open: string[], tag: string, isClosing: boolean, isSelfClosing: boolean): void {
  if (!isClosing) {
    if (!(isSelfClosing && SELF_CLOSING_FOREIGN.has(tag))) open.push(tag);
    return;
  }
  const index = open.lastIndexOf(tag);
  if (index !== -1) open.length = index;
}

/**
 * Undoes the character references an attribute may hide a scheme behind ("&#106;avascript:"), in one
 * pass so "&#38;colon;" stays "&colon;".
 */
function decodeAttribute(value: string): string {
  return value.replace(
    CHARACTER_REFERENCE,
    (_, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return decodeCodePoint(hex, 16);
      if (decimal !== undefined) return decodeCodePoint(decimal, 10);
      return NAMED_REFERENCES[(name ?? '').toLowerCase()] ?? '';
    },
  );
}

/**
 * The HTML rule for numeric references: zero, surrogates and anything past U+10FFFF become U+FFFD.
 * Only the significant digits count, and more than the largest code point has is out of range
 * without parsing them ("&#x" and 300 "f"s would otherwise parse to Infinity).
 */
function decodeCodePoint(digits: string, radix: 10 | 16): string {
  const significant = digits.replace(/^0+/, '');
  if (significant.length > (radix === 16 ? 6 : 7)) return REPLACEMENT_CHARACTER;
  const code = Number.parseInt(significant || '0', radix);
  const isSurrogate = code >= 0xd800 && code <= 0xdfff;
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || isSurrogate) return REPLACEMENT_CHARACTER;
  return String.fromCodePoint(code);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
