import { SEARCH_MARK } from '@plinth/db';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const MARKED = new RegExp(
  `${SEARCH_MARK.start}([^${SEARCH_MARK.start}${SEARCH_MARK.end}]*)${SEARCH_MARK.end}`,
  'g',
);
const STRAY = new RegExp(`[${SEARCH_MARK.start}${SEARCH_MARK.end}]`, 'g');

/**
 * A title or snippet the index marked (matched words between SEARCH_MARK's characters) as HTML: the
 * text escaped first, then each marked run wrapped in `<mark>`. Indexed text never holds the marks
 * (indexText strips them), so nothing from a page or product can open or close an element here.
 */
export function markedHtml(marked: string): string {
  const escaped = marked.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  return escaped.replace(MARKED, '<mark>$1</mark>').replace(STRAY, '');
}

/** The marked text without its marks (a title for an attribute). */
export function unmarked(marked: string): string {
  return marked.replace(STRAY, '');
}

/** Text as the index stores it: one line, without control characters (the marks among them). */
export function indexText(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    // HTML made text leaves a space where a tag closed before the punctuation ("<b>linen</b>.").
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();
}
