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
  /** blog | events on a collection page (COLLECTION_TYPE, migration 0029); null on other pages. */
  collection_type: Generated<string | null>;
  /**
   * On an item of a collection, that collection's page id; null on pages. An item's slug is unique in
   * its collection, a page's among the site's pages (index site_pages_scope_slug).
   */
  collection_id: Generated<string | null>;
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

/** An item's typed fields beside its site_pages row (migration 0029, decision 0052). */
export interface ContentItemsTable {
  page_id: string;
  website_id: string;
  /** The collection page's id (the same as site_pages.collection_id, here for the list indexes). */
  collection_id: string;
  /** HTML (sanitised rich text); '' for none. */
  excerpt: Generated<string>;
  /** The member (users.id) shown as the author; null when none. */
  author_id: string | null;
  featured_image_file_id: string | null;
  /** The date shown and sorted by (ISO 8601): set at the first publish unless chosen or imported. */
  item_date: string | null;
  /** An event's start and end (ISO 8601 UTC instants); null on posts. */
  starts_at: string | null;
  ends_at: string | null;
  all_day: Generated<0 | 1>;
  /** JSON: {name, addressLine1, addressLine2, addressCountry, mapLat, mapLng}; '{}' for none. */
  location: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Tags and categories of items and products alike (one model; kind tag | category). */
export interface TermsTable {
  id: string;
  website_id: string;
  /** tag | category */
  kind: string;
  /** At most 50 characters for a tag, 25 for a category (seed 001). */
  name: string;
  /** Unique per site and kind; the address segment (/shop/c/{slug}, ?tag={slug}). */
  slug: string;
  /** A category's parent category (one level of nesting); null at the top and for tags. */
  parent_id: string | null;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Which items and products carry which terms (subject_type item | product). */
export interface TermAssignmentsTable {
  website_id: string;
  term_id: string;
  subject_type: string;
  subject_id: string;
  /** Order on the subject, from 0. */
  position: Generated<number>;
}

/** A renamed term's former slugs: their addresses redirect (301) to the term's current one. */
export interface TermRedirectsTable {
  website_id: string;
  kind: string;
  old_slug: string;
  term_id: string;
}

export type SitePageRow = Selectable<SitePagesTable>;
export type ContentItemRow = Selectable<ContentItemsTable>;
export type TermRow = Selectable<TermsTable>;
export type TermAssignmentRow = Selectable<TermAssignmentsTable>;
export type SitePageRevisionRow = Selectable<SitePageRevisionsTable>;
