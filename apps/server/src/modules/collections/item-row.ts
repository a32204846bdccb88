/** The rows and arguments of the collections' read queries (queries.ts). */

/** An item as lists and its page read it: its page row's settings and its typed fields. */
export interface ItemRow {
  id: string;
  collection_id: string;
  title: string;
  slug: string;
  status: string;
  publish_at: string | null;
  published_revision: number | null;
  published_at: string | null;
  scheduled_revision: number | null;
  seo_title: string;
  seo_description: string;
  social_image_file_id: string | null;
  password_hash: string | null;
  member_only: number;
  updated_at: string;
  excerpt: string;
  author_id: string | null;
  author_name: string | null;
  featured_image_file_id: string | null;
  starts_at: string | null;
  ends_at: string | null;
  all_day: number;
  location: string;
  /** The date shown and sorted by: the item's own date, else when it went live. */
  shown_at: string;
}

/** What a list is narrowed to; every field optional. Bounds are ISO instants, end excluded. */
export interface ItemFilter {
  tagSlug?: string;
  categorySlug?: string;
  authorId?: string;
  shownFrom?: string;
  shownBefore?: string;
  /** Events overlapping [from, before): the calendar's month. */
  eventsFrom?: string;
  eventsBefore?: string;
}

/** Newest first (blogs), or events by start: upcoming soonest first, past latest first. */
export type ItemOrder = 'newest' | 'upcoming' | 'past' | 'startsAt';
