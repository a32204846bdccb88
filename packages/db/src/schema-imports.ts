import type { Insertable, Selectable } from 'kysely';

/** One import of one file (migration 0031): progress, counts and the report (JSON). */
export interface ImportRunsTable {
  id: string;
  website_id: string;
  /** shopify-csv | wordpress (IMPORT_KIND). */
  kind: string;
  /** queued | running | done | failed (IMPORT_STATUSES). */
  status: string;
  file_name: string;
  /** Where the file waits on disk until the job has read it. */
  file_path: string;
  /** JSON: the run's choices (media folder, collection slug, store page). */
  options: string;
  total: number;
  done: number;
  imported: number;
  updated: number;
  skipped: number;
  error: string | null;
  /** JSON: { entries: ImportReportEntry[], leftOut: number }. */
  report: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}
export type ImportRunRow = Selectable<ImportRunsTable>;
export type NewImportRun = Insertable<ImportRunsTable>;

/** What an import made from which source key, so a second import of the same file updates it. */
export interface ImportSourcesTable {
  website_id: string;
  /** shopify-csv | wordpress. */
  source_kind: string;
  /** A Shopify handle; a WordPress item's GUID (or channel link and post id). */
  source_key: string;
  /** product | page | item | comment | file | term. */
  subject_type: string;
  subject_id: string;
  created_at: string;
}
export type ImportSourceRow = Selectable<ImportSourcesTable>;

/** A comment on a post, kept for the comments feature (written by imports for now; not shown). */
export interface ContentCommentsTable {
  id: string;
  website_id: string;
  page_id: string;
  parent_id: string | null;
  author_name: string;
  author_email: string;
  author_url: string;
  /** Plain text (imported comment HTML is reduced to its text). */
  body: string;
  /** approved | pending | spam. */
  status: string;
  posted_at: string;
  source_key: string | null;
  created_at: string;
}
export type ContentCommentRow = Selectable<ContentCommentsTable>;
export type NewContentComment = Insertable<ContentCommentsTable>;
