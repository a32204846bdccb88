/**
 * Site search (issue 22 part 4, decision 0054): the page at /search, its limits and the data its
 * template and `?format=json` get. No zod: browser bundles import this.
 */

export const SEARCH_PATH = '/search';

/** What a search result is (search_documents.subject_type). */
export const SEARCH_SUBJECT = { product: 'product', page: 'page', post: 'post', event: 'event' } as const;
export type SearchSubject = (typeof SEARCH_SUBJECT)[keyof typeof SEARCH_SUBJECT];

/** How a result's kind is named beside it. */
export const SEARCH_SUBJECT_LABELS: Record<SearchSubject, string> = {
  product: 'Product',
  page: 'Page',
  post: 'Blog post',
  event: 'Event',
};

export const SEARCH_LIMITS = {
  /** Characters of `q` read; the rest is ignored (the page says what was searched). */
  queryMax: 200,
  /** Words searched for; more are ignored. */
  termsMax: 8,
  /** Characters of one word. */
  termMax: 64,
  /** Results on one page. */
  pageSize: 10,
  /** Pages a visitor may walk to (`?page=`); past it, the last one. */
  pagesMax: 100,
} as const;

/** One result as the search template shows it. */
export interface SearchResultContext {
  kind: SearchSubject;
  kindLabel: string;
  url: string;
  /** The title as plain text (for attributes). */
  title: string;
  /** The title as HTML: escaped text with the matched words in `<mark>`. */
  titleHtml: string;
  /** A passage of the text as HTML, escaped, the matched words in `<mark>`; '' when none. */
  snippetHtml: string;
  /** A picture (a product's first image), or null. */
  imageUrl: string | null;
}

/** The `search` key of the /search page's context (page type 102). */
export interface SearchContext {
  /** What the visitor typed, trimmed and cut to SEARCH_LIMITS.queryMax ('' before a search). */
  query: string;
  /** Whether there was anything to search for (false: the empty form alone). */
  searched: boolean;
  total: number;
  /** "12 results for “linen”", "1 result for “linen”", "No results for “linen”". */
  summary: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  results: SearchResultContext[];
  /** Relative links to the neighbouring pages (the query kept), or null at an end. */
  previousUrl: string | null;
  nextUrl: string | null;
}

/** The sentence above the results. */
export function searchSummary(total: number, query: string): string {
  if (total === 0) return `No results for “${query}”`;
  return `${total} result${total === 1 ? '' : 's'} for “${query}”`;
}
