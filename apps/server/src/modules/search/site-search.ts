import {
  SEARCH_LIMITS,
  SEARCH_PATH,
  SEARCH_SUBJECT_LABELS,
  searchSummary,
  type SearchContext,
  type SearchResultContext,
  type SearchSubject,
} from '@plinth/contracts';
import { searchConfigOf, searchDocuments, type Executor, type SearchHit } from '@plinth/db';
import { markedHtml, unmarked } from './marked-html';
import { findNextVisibilityChange } from './queries';
import { searchTerms } from './search-query';

export interface SiteSearchInput {
  site: { id: string; language: string };
  /** The query as shown (displayedQuery). */
  query: string;
  /** 1-based (requestedPage). */
  page: number;
  /** The request's clock (ms): what is visible then. */
  nowMs: number;
}

const PAGE_SIZE = SEARCH_LIMITS.pageSize;

/**
 * One page of the site's search results for what visitors may see at `nowMs`, ranked (a title match
 * above a body match), with the count and the neighbouring pages' links. A page past the last shows
 * the last one. An empty query searches nothing.
 */
export async function searchSite(executor: Executor, input: SiteSearchInput): Promise<SearchContext> {
  const { site, query } = input;
  const terms = searchTerms(query);
  if (terms.length === 0) return emptySearch(query);
  const ask = (page: number) =>
    searchDocuments(executor, {
      websiteId: site.id,
      terms,
      config: searchConfigOf(site.language),
      at: new Date(input.nowMs).toISOString(),
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
  let page = input.page;
  let found = await ask(page);
  const pageCount = Math.min(Math.ceil(found.total / PAGE_SIZE), SEARCH_LIMITS.pagesMax);
  if (found.hits.length === 0 && found.total > 0 && page > pageCount) {
    page = Math.max(pageCount, 1);
    found = await ask(page);
  }
  return {
    query,
    searched: true,
    total: found.total,
    summary: searchSummary(found.total, query),
    page,
    pageCount: Math.max(pageCount, 1),
    results: found.hits.map(toResult),
    previousUrl: page > 1 ? searchUrl(query, page - 1) : null,
    nextUrl: page < pageCount ? searchUrl(query, page + 1) : null,
  };
}

function emptySearch(query: string): SearchContext {
  return {
    query,
    searched: query !== '',
    total: 0,
    summary: query === '' ? '' : searchSummary(0, query),
    page: 1,
    pageCount: 1,
    results: [],
    previousUrl: null,
    nextUrl: null,
  };
}

function toResult(hit: SearchHit): SearchResultContext {
  const kind = hit.subject_type as SearchSubject;
  return {
    kind,
    kindLabel: SEARCH_SUBJECT_LABELS[kind] ?? '',
    url: hit.url,
    title: unmarked(hit.title),
    titleHtml: markedHtml(hit.title),
    snippetHtml: markedHtml(hit.snippet),
    imageUrl: hit.image_url,
  };
}

/** The address of a page of results: the query kept, page 1 without `page`. */
export function searchUrl(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/**
 * When (ms) the site's results next change without a write (a scheduled product or page goes live),
 * or null: how long a cached results page holds.
 */
export async function nextSearchChange(
  executor: Executor,
  websiteId: string,
  nowMs: number,
): Promise<number | null> {
  const next = await findNextVisibilityChange(executor, websiteId, new Date(nowMs).toISOString());
  return next === null ? null : Date.parse(next);
}
