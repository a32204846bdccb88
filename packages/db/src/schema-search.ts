import type { Generated, Insertable, Selectable } from 'kysely';

// Site search (migration 0030, decision 0054). The engines' full-text parts (SQLite's FTS5 table,
// PostgreSQL's `vector` column) are not columns Kysely writes: triggers and a generated column keep them.

/** One searchable thing of a site, as visitors may find it during [visible_from, visible_until). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  website_id: string;
  /** product | page | post | event (SEARCH_SUBJECT). */
  subject_type: string;
  /** The product's or the page's id. */
  subject_id: string;
  /** Plain text. */
  title: string;
  /** Plain text: the description, the blocks' text, the excerpt. */
  body: string;
  /** The storefront address, from the site's root ("/shop/p/linen-shirt"). */
  url: string;
  /** A picture for the result (a product's first image); null for none. */
  image_url: string | null;
  /** ISO 8601; '' when visible since always. */
  visible_from: Generated<string>;
  /** ISO 8601; null when it stays visible. */
  visible_until: string | null;
  /** The PostgreSQL text search configuration of the site's language ('english', 'simple' ...). */
  search_config: Generated<string>;
  updated_at: string;
}

export type SearchDocumentRow = Selectable<SearchDocumentsTable>;
export type NewSearchDocument = Insertable<SearchDocumentsTable>;
