import type { Generated } from 'kysely';

// Site forms (migration 0019, issue 11), kept apart from schema.ts like the orders'.

export interface FormsTable {
  id: string;
  website_id: string;
  name: string;
  /** Goes up by one on every save; form_versions keeps each. */
  version: number;
  /** JSON: the definition without id, name and version (fields, texts, captcha settings). */
  definition: string;
  /** '' sends the notification email to the site's Administrators. */
  notification_email: string;
  created_at: string;
  updated_at: string;
}

export interface FormVersionsTable {
  form_id: string;
  version: number;
  name: string;
  definition: string;
  created_at: string;
}

export interface FormSubmissionsTable {
  id: string;
  website_id: string;
  form_id: string;
  form_version: number;
  /** JSON: FormValues keyed by field id. */
  answers: string;
  /** Lower-cased answer summaries, for search. */
  search_text: string;
  page_title: string;
  page_path: string;
  page_id: string;
  /** 'i' item or 'c' collection. */
  content_source: string;
  created_at: string;
  /** sha256 of the client's address key (migration 0022): the per-client limit counts these. */
  client_key: Generated<string>;
}

export interface FormSubmissionKeysTable {
  /** sha256 hex of the one-time key. */
  key_hash: string;
  website_id: string;
  created_at: string;
  expires_at: string;
  /** Set when a submission spends the key; a spent key is refused. */
  used_at: string | null;
  /** sha256 of the client's address key (migration 0022): keys handed out are limited per client. */
  client_key: Generated<string>;
}

export interface FormRenderEventsTable {
  id: string;
  website_id: string;
  form_id: string;
  visitor_id: Generated<string>;
  created_at: string;
}
