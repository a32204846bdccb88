import { SEARCH_LIMITS } from '@plinth/contracts';

/**
 * What a visitor typed, as the words the index is searched for: letters and digits only, lower case,
 * at most SEARCH_LIMITS.termsMax of them. Everything else (quotes, `*`, `-`, `:`, parentheses) only
 * separates words, so no search syntax reaches the engines: "NEAR" is a word like any other.
 */
export function searchTerms(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, SEARCH_LIMITS.termsMax).map((word) => word.slice(0, SEARCH_LIMITS.termMax));
}

/** The query as the page repeats it: one line, trimmed, at most SEARCH_LIMITS.queryMax characters. */
export function displayedQuery(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  return [...text.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim()]
    .slice(0, SEARCH_LIMITS.queryMax)
    .join('')
    .trim();
}

/** `?page=` as a page number from 1 to SEARCH_LIMITS.pagesMax (anything else: 1). */
export function requestedPage(raw: unknown): number {
  const text = typeof raw === 'string' ? raw : '';
  if (!/^\d{1,4}$/.test(text)) return 1;
  return Math.min(Math.max(Number(text), 1), SEARCH_LIMITS.pagesMax);
}
