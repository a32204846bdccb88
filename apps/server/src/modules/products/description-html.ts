import { FilterXSS } from 'xss';

/**
 * The formatting a product description may keep: what the editor's rich-text field writes
 * (paragraphs, sub-headings, emphasis, underline, strikethrough, lists, quotes, links, alignment).
 * Everything else goes, tags and attributes alike: scripts and styles with their content, event
 * handlers, style attributes, images, frames and forms.
 */
const ALLOWED_TAGS: Record<string, string[]> = {
  p: ['class'],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  a: ['href', 'title', 'target'],
  ul: [],
  ol: ['start'],
  li: [],
  h2: ['class'],
  h3: ['class'],
  h4: ['class'],
  blockquote: [],
};

/** The one class kept: the rich-text field's alignment, styled by the theme (as block text is). */
const ALIGN_CLASS = /^rich-text-align-(center|right|justify)$/;

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

/** What sanitising a description gave, and the dropped tag that ran to the end of it, if any. */
export interface SanitizedDescription {
  html: string;
  /**
   * A tag dropped with its content (style, svg, …) that neither it nor its enclosing block ever
   * closed, so everything after it was dropped too: the save is refused rather than lose that text.
   */
  unclosedTag: string | null;
}

/** Sanitises owner HTML on save; the storefront then shows it as it is. Never throws. */
export function sanitizeDescription(html: string): string {
  return checkDescription(html).html;
}

/** sanitizeDescription, and whether an unclosed dropped tag swallowed the rest of the text. */
export function checkDescription(html: string): SanitizedDescription {
  // A "<" that cannot open a tag is text to a browser ("5 < 6", "<3"); the filter would take it, and
  // everything up to the next ">", for a tag. Escape it first so the words survive.
  const text = html.replace(TEXT_CONTROLS, '').replace(/<(?![A-Za-z/!?])/g, '&lt;');
  const state = new DropState();
  const output = createFilter(state).process(text).trim();
  return { html: output, unclosedTag: state.dropped[0] ?? null };
}

/** The field error for a description whose end an unclosed tag swallowed. */
export function unclosedTagMessage(tag: string): string {
  return `The description has a <${tag}> tag that is never closed, so the text after it would be lost. Close it with </${tag}> or remove it.`;
}

/** http(s), mailto, tel and relative links; no javascript:, data: or any other scheme. */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so look without them.
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return !compact.startsWith('\\') && !compact.startsWith('/\\');
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

/**
 * The open tags while a description is filtered: the kept ones (p, li, …) and the dropped ones
 * (style, svg, …) whose content goes with them. A dropped tag ends at its own closing tag, or at the
 * end of the kept block it was opened in ("<li><style>x</li><li>next</li>" keeps "next"), so one
 * unclosed tag cannot take the rest of the description with it.
 */
class DropState {
  /** Open kept elements, outermost first (void ones like br are never pushed). */
  readonly kept: string[] = [];
  /** Open dropped elements, outermost first. */
  readonly dropped: string[] = [];
  /** How many kept elements were open when the outermost dropped one opened. */
  #keptDepthAtDrop = 0;

  get isDropping(): boolean {
    return this.dropped.length > 0;
  }

  /** A closing tag ends the innermost open one of its name and any opened inside it, as browsers do. */
  droppedTag(tag: string, isClosing: boolean, isSelfClosing: boolean): void {
    if (!isClosing) {
      if (isSelfClosing && SELF_CLOSING_FOREIGN.has(tag)) return;
      if (!this.isDropping) this.#keptDepthAtDrop = this.kept.length;
      this.dropped.push(tag);
      return;
    }
    const index = this.dropped.lastIndexOf(tag);
    if (index !== -1) this.dropped.length = index;
  }

  /** A kept tag: whether to write it (tags inside dropped content are not written). */
  keptTag(tag: string, isClosing: boolean): boolean {
    if (!isClosing) {
      if (this.isDropping) return false;
      if (tag !== 'br') this.kept.push(tag);
      return true;
    }
    const index = this.kept.lastIndexOf(tag);
    if (this.isDropping) {
      // Closing the block the dropped tag was opened in (or one around it) ends the dropping there.
      if (index === -1 || index >= this.#keptDepthAtDrop) return false;
      this.dropped.length = 0;
    }
    if (index !== -1) this.kept.length = index;
    return true;
  }
}

/**
 * A filter for one description. It drops script, style and the like with their content itself
 * rather than through xss's stripIgnoreTagBody, which leaves "[removed]" behind when such a tag is
 * nested or never closed.
 */
function createFilter(state: DropState): FilterXSS {
  return new FilterXSS({
    whiteList: ALLOWED_TAGS,
    allowCommentTag: false,
    onTag(tag, html, info) {
      const isClosing = info.isClosing === true;
      if (DROPPED_WITH_CONTENT.has(tag)) {
        state.droppedTag(tag, isClosing, html.endsWith('/>'));
        return '';
      }
      if (Object.hasOwn(ALLOWED_TAGS, tag)) return state.keptTag(tag, isClosing) ? undefined : '';
      return state.isDropping ? '' : undefined;
    },
    // Unknown tags go, their text stays ("<span>kept</span>" -> "kept").
    onIgnoreTag: () => '',
    escapeHtml: (text) => (state.isDropping ? '' : text.replace(/</g, '&lt;').replace(/>/g, '&gt;')),
    onTagAttr(tag, name, value) {
      // Attributes the tag may not have: the white list drops them.
      if (!ALLOWED_TAGS[tag]?.includes(name)) return undefined;
      if (name === 'class') return ALIGN_CLASS.test(value.trim()) ? `class="${value.trim()}"` : '';
      if (name === 'start') return /^\d{1,6}$/.test(value) ? `start="${value}"` : '';
      if (tag !== 'a') return undefined;
      const decoded = decodeAttribute(value).replace(ATTRIBUTE_CONTROLS, '').trim();
      if (name === 'title') return `title="${escapeAttribute(decoded)}"`;
      // A new window gets no handle on this page (rel="noopener"), whatever rel the HTML had.
      if (name === 'target') return decoded === '_blank' ? 'target="_blank" rel="noopener"' : '';
      if (name !== 'href') return undefined;
      return isAllowedHref(decoded) ? `href="${escapeAttribute(decoded)}"` : '';
    },
  });
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
