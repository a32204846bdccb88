import type { Generated, Selectable } from 'kysely';

// The owner's block pages (migration 0016, decision 0035), kept apart from schema.ts like the orders'.

/** One page of a site: its settings, its draft and the published copy the storefront serves. */
export interface SitePagesTable {
  id: string;
  website_id: string;
  title: string;
  /** Unique per site; never a store page's url_id or one of the server's own paths. */
  slug: string;
  /** The page it sits under in the Pages panel's tree; null at the top. */
  parent_id: string | null;
  /** Order among its siblings, from 0. */
  position: number;
  /** draft | needsReview | private | published | scheduled (SITE_PAGE_STATUS). */
  status: string;
  /** When a scheduled version goes live (and when a published page went live). */
  publish_at: string | null;
  /** JSON: PageDocument, the editor's working copy. */
  draft_document: string;
  /** Goes up by one on every save; the editor sends it back to detect a conflicting save. */
  draft_revision: number;
  /** JSON: PageDocument copied from the draft at the last publish; null until first published. */
  published_document: string | null;
  published_revision: number | null;
  /** When the last publish happened (part of the page cache key). */
  published_at: string | null;
  /**
   * JSON: PageDocument waiting for `publish_at` (status scheduled, migration 0018); the published copy
   * stays live until then. Null when nothing is scheduled.
   */
  scheduled_document: Generated<string | null>;
  scheduled_revision: Generated<number | null>;
  seo_title: string;
  seo_description: string;
  social_image_file_id: string | null;
  /** scrypt hash (security/password.ts) of the lock-screen password; null when the page is not locked. */
  password_hash: string | null;
  member_only: 0 | 1;
  /** 1 on the page the site shows at "/" (migration 0017; at most one per site). */
  is_home: Generated<0 | 1>;
  created_at: string;
  updated_at: string;
  /** The owner account (users.id) that changed the page last. */
  updated_by: string | null;
}

/** Every saved draft, newest kept (SITE_PAGE_LIMITS.revisionsKept per page). */
export interface SitePageRevisionsTable {
  page_id: string;
  revision: number;
  /** JSON: PageDocument. */
  document: string;
  saved_by: string | null;
  saved_at: string;
}

/** Per site: goes up with every page change visitors can see (the rendered pages' cache key). */
export interface SitePageVersionsTable {
  website_id: string;
  version: number;
}

export type SitePageRow = Selectable<SitePagesTable>;
export type SitePageRevisionRow = Selectable<SitePageRevisionsTable>;
