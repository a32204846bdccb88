import type { Executor } from './dialect';
import { engineOf } from './engine-of';
import { fixedQuery } from './fixed-query';

/**
 * Site search's one query function (decision 0054): the only place where SQLite's FTS5 and
 * PostgreSQL's text search are told apart. Writes need no difference: triggers (SQLite) and a
 * generated column (PostgreSQL) keep each engine's index in step with `search_documents`.
 */

/** Marks around matched words in titles and snippets; stripped from indexed text, so never forged. */
export const SEARCH_MARK = { start: '\u0002', end: '\u0003' } as const;

export interface SearchDocumentsQuery {
  websiteId: string;
  /** Words of letters and digits only (anything else is dropped); the last is matched as a prefix. */
  terms: readonly string[];
  /** PostgreSQL text search configuration of the site (searchConfigOf). */
  config: string;
  /** The request's clock (ISO 8601): what is visible then. */
  at: string;
  limit: number;
  offset: number;
}

export interface SearchHit {
  subject_type: string;
  subject_id: string;
  url: string;
  image_url: string | null;
  /** The title with matched words between SEARCH_MARK's characters. */
  title: string;
  /** A passage of the body around the matches, marked the same way ('' when the body is empty). */
  snippet: string;
}

export interface SearchDocumentsResult {
  /** Every visible match, not only this page's. */
  total: number;
  hits: SearchHit[];
}

const WORD = /^[\p{L}\p{N}]+$/u;

/** The most rows one marking query takes: a results page is never longer. */
export const SEARCH_PAGE_MAX = 20;

function placeholders(): string {
  return Array.from({ length: SEARCH_PAGE_MAX }, () => '?').join(', ');
}

interface RankedRow {
  id: number;
  total: number | string;
}
type MarkedRow = SearchHit & { id: number };

/** Hidden rows (scheduled, replaced later) read apart at most; past it the join checks every match. */
const SQLITE_HIDDEN_MAX = 500;

const VISIBLE = `d.website_id = ? and d.visible_from <= ? and (d.visible_until is null or d.visible_until > ?)`;

// SQLite ranks and counts in the full-text table alone: the site's scope is part of the match, and
// the few rows hidden at the request's time (scheduled, or replaced later) are read apart and taken
// out, instead of a visibility lookup for every match (a third of the time of a common word).
// Title matches weigh ten times body matches; the website_id column (the site's scope) not at all.
const SQLITE_RANKED = fixedQuery<{ id: number }>(
  `select rowid as id from search_fts where search_fts match ?
   order by bm25(search_fts, 10.0, 1.0, 0.0), rowid limit ?`,
);
const SQLITE_MATCHES = fixedQuery<{ total: number }>(
  `select count(*) as total from search_fts where search_fts match ?`,
);
const SQLITE_HIDDEN = fixedQuery<{ id: number }>(
  `select id from search_documents where website_id = ? and visible_from > ?
   union select id from search_documents where website_id = ? and visible_until <= ?
   limit ${SQLITE_HIDDEN_MAX + 1}`,
);
const SQLITE_HIDDEN_MATCHES = fixedQuery<{ id: number }>(
  `select rowid as id from search_fts where search_fts match ?
   and rowid in (select value from json_each(?))`,
);
// A site with more hidden rows than SQLITE_HIDDEN_MAX: the visibility of every match checked in a join.
const SQLITE_VISIBLE_RANKED = fixedQuery<RankedRow>(
  `with hits as materialized (
     select d.id, bm25(search_fts, 10.0, 1.0, 0.0) as score
     from search_fts join search_documents d indexed by search_documents_visibility on d.id = search_fts.rowid
     where search_fts match ? and ${VISIBLE}
   )
   select id, count(*) over () as total from hits order by score, id limit ? offset ?`,
);
const SQLITE_COUNT = fixedQuery<{ total: number }>(
  `select count(*) as total
   from search_fts join search_documents d indexed by search_documents_visibility on d.id = search_fts.rowid
   where search_fts match ? and ${VISIBLE}`,
);
// Marking runs only for the page's rows (at most a page of ids, padded with 0 to a fixed count).
const SQLITE_MARKED = fixedQuery<MarkedRow>(
  `select d.id, d.subject_type, d.subject_id, d.url, d.image_url,
     highlight(search_fts, 0, char(2), char(3)) as title,
     snippet(search_fts, 1, char(2), char(3), '…', 24) as snippet
   from search_fts join search_documents d on d.id = search_fts.rowid
   where search_fts match ? and search_fts.rowid in (${placeholders()})`,
);

/** Planned per call: the GIN index serves only a plan made for the query's own words. */
const UNPREPARED = { prepared: false } as const;

// ts_rank's weights are {D, C, B, A}: a title (A) match counts ten times a body (B) match.
const POSTGRES_RANKED = fixedQuery<RankedRow>(
  `select d.id, count(*) over () as total
   from search_documents d, to_tsquery(?::regconfig, ?) q
   where d.vector @@ q and ${VISIBLE}
   order by ts_rank('{0, 0, 0.1, 1}', d.vector, q) desc, d.id limit ? offset ?`,
  UNPREPARED,
);
const POSTGRES_COUNT = fixedQuery<{ total: number | string }>(
  `select count(*) as total from search_documents d, to_tsquery(?::regconfig, ?) q
   where d.vector @@ q and ${VISIBLE}`,
  UNPREPARED,
);
const POSTGRES_MARKED = fixedQuery<MarkedRow>(
  `select d.id, d.subject_type, d.subject_id, d.url, d.image_url,
     ts_headline(d.search_config, d.title, q, 'HighlightAll=true, StartSel=${SEARCH_MARK.start}, StopSel=${SEARCH_MARK.end}') as title,
     ts_headline(d.search_config, d.body, q,
       'MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${SEARCH_MARK.start}, StopSel=${SEARCH_MARK.end}') as snippet
   from search_documents d, to_tsquery(?::regconfig, ?) q
   where d.id in (${placeholders()})`,
  UNPREPARED,
);

function padIds(ids: readonly number[]): number[] {
  return [...ids, ...Array.from({ length: SEARCH_PAGE_MAX - ids.length }, () => 0)];
}

/** The words of `terms` the engines can take as they are: letters and digits, nothing else. */
function safeTerms(terms: readonly string[]): string[] {
  return terms.filter((t) => WORD.test(t));
}

/** FTS5: every term quoted (no operator survives), the last a prefix, in the title or body only. */
function ftsQuery(websiteId: string, terms: readonly string[]): string {
  const phrases = terms.map((t, i) => `"${t}"${i === terms.length - 1 ? '*' : ''}`);
  return `website_id : "${websiteId.replace(/"/g, '')}" AND {title body} : (${phrases.join(' ')})`;
}

/** PostgreSQL: every term quoted, all required, the last a prefix. */
function tsQuery(terms: readonly string[]): string {
  return terms.map((t, i) => `'${t}'${i === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

/**
 * The page of `query`'s visible matches in rank order (a title match above a body match), with the
 * total. Terms are quoted, so search syntax typed by a visitor (`"`, `*`, NEAR, `-`, `:`) is text.
 */
export async function searchDocuments(
  executor: Executor,
  query: SearchDocumentsQuery,
): Promise<SearchDocumentsResult> {
  const terms = safeTerms(query.terms);
  if (terms.length === 0) return { total: 0, hits: [] };
  const limit = Math.max(0, Math.min(query.limit, SEARCH_PAGE_MAX));
  const visible = [query.websiteId, query.at, query.at];
  const postgres = engineOf(executor) === 'postgres';
  const match = postgres ? [query.config, tsQuery(terms)] : [ftsQuery(query.websiteId, terms)];
  const { ranked, total } = postgres
    ? await rankedWithTotal(executor, POSTGRES_RANKED, POSTGRES_COUNT, match, visible, limit, query.offset)
    : await sqliteRanked(executor, match, visible, limit, query.offset);
  if (ranked.length === 0) return { total, hits: [] };
  const marked = await (postgres ? POSTGRES_MARKED : SQLITE_MARKED).rows(executor, [
    ...match,
    ...padIds(ranked),
  ]);
  const byId = new Map(marked.map((row) => [Number(row.id), row]));
  const hits = ranked.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { id: _id, ...hit } = row;
    return [{ ...hit, snippet: hit.snippet ?? '' }];
  });
  return { total, hits };
}

/** The page's ids in rank order and the count of visible matches, the visibility checked per match. */
async function rankedWithTotal(
  executor: Executor,
  rankedQuery: typeof POSTGRES_RANKED,
  countQuery: typeof POSTGRES_COUNT,
  match: readonly unknown[],
  visible: readonly unknown[],
  limit: number,
  offset: number,
): Promise<{ ranked: number[]; total: number }> {
  const rows = await rankedQuery.rows(executor, [...match, ...visible, limit, offset]);
  const first = rows[0];
  const total = first
    ? Number(first.total)
    : Number((await countQuery.first(executor, [...match, ...visible]))?.total ?? 0);
  return { ranked: rows.map((r) => Number(r.id)), total };
}

/**
 * SQLite: the matches ranked and counted in the full-text table, less the site's hidden rows among
 * them (usually none); the visibility join when the site has more than SQLITE_HIDDEN_MAX hidden rows.
 */
async function sqliteRanked(
  executor: Executor,
  match: readonly unknown[],
  visible: readonly unknown[],
  limit: number,
  offset: number,
): Promise<{ ranked: number[]; total: number }> {
  const [websiteId, at] = visible;
  const hidden = await SQLITE_HIDDEN.rows(executor, [websiteId, at, websiteId, at]);
  if (hidden.length > SQLITE_HIDDEN_MAX) {
    return rankedWithTotal(executor, SQLITE_VISIBLE_RANKED, SQLITE_COUNT, match, visible, limit, offset);
  }
  const hiddenMatches =
    hidden.length === 0
      ? new Set<number>()
      : new Set(
          (
            await SQLITE_HIDDEN_MATCHES.rows(executor, [...match, JSON.stringify(hidden.map((r) => r.id))])
          ).map((r) => Number(r.id)),
        );
  const matches = Number((await SQLITE_MATCHES.first(executor, match))?.total ?? 0);
  const total = matches - hiddenMatches.size;
  if (total <= offset || limit === 0) return { ranked: [], total };
  const rows = await SQLITE_RANKED.rows(executor, [...match, offset + limit + hiddenMatches.size]);
  const ranked = rows.map((r) => Number(r.id)).filter((id) => !hiddenMatches.has(id));
  return { ranked: ranked.slice(offset, offset + limit), total };
}

/** PostgreSQL's built-in configurations by language code; others search without stemming. */
const CONFIG_BY_LANGUAGE: Record<string, string> = {
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nb: 'norwegian',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
};

/** The text search configuration for a site's language ("en-US" → english, "ja" → simple). */
export function searchConfigOf(language: string): string {
  const code = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return CONFIG_BY_LANGUAGE[code] ?? 'simple';
}
