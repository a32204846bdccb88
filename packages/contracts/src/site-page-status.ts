import { SITE_PAGE_STATUS, type SitePageStatus } from './site-pages';

/** The stored fields a page's status depends on (site_pages.status, publish_at). */
export interface PageStatusFields {
  status: string;
  publish_at: string | null;
}

/** The stored fields that say which copy visitors see: the published one, the scheduled one, or none. */
export interface LiveCopyFields extends PageStatusFields {
  /** Null until the page is first published (and again after Unpublish). */
  published_revision: number | null;
  /** The version waiting for `publish_at` (status scheduled); null when nothing is scheduled. */
  scheduled_revision: number | null;
}

/** Which stored copy of a page visitors see now. */
export type LiveCopy = 'published' | 'scheduled';

/**
 * The status the API reports and serving obeys at `nowMs` (the app's clock): a scheduled page whose
 * publish time has come is published. No job flips the row; reading the clock is enough (decision 0035).
 * Here rather than in the server's pages module because the navigation reads it too.
 */
export function effectivePageStatus(row: PageStatusFields, nowMs: number): SitePageStatus {
  if (row.status === SITE_PAGE_STATUS.scheduled) {
    return isScheduleDue(row, nowMs) ? SITE_PAGE_STATUS.published : SITE_PAGE_STATUS.scheduled;
  }
  return isPageStatus(row.status) ? row.status : SITE_PAGE_STATUS.draft;
}

function isScheduleDue(row: PageStatusFields, nowMs: number): boolean {
  const at = row.publish_at === null ? NaN : Date.parse(row.publish_at);
  return Number.isFinite(at) && at <= nowMs;
}

/**
 * The copy visitors see at `nowMs`, or null when the page is off the site. A published page shows its
 * published copy. A scheduled page keeps showing its published copy (when it was live before it was
 * scheduled) until `publish_at`, and the scheduled copy from then on: scheduling never takes a live
 * page off the site. Draft, Needs Review and Private pages are never shown.
 */
export function liveCopyOf(row: LiveCopyFields, nowMs: number): LiveCopy | null {
  const published = row.published_revision !== null ? 'published' : null;
  if (row.status === SITE_PAGE_STATUS.scheduled) {
    return isScheduleDue(row, nowMs) && row.scheduled_revision !== null ? 'scheduled' : published;
  }
  return row.status === SITE_PAGE_STATUS.published ? published : null;
}

/** Whether visitors may see the page at `nowMs` (liveCopyOf is not null). */
export function isPageLive(row: LiveCopyFields, nowMs: number): boolean {
  return liveCopyOf(row, nowMs) !== null;
}

function isPageStatus(value: string): value is SitePageStatus {
  return (Object.values(SITE_PAGE_STATUS) as string[]).includes(value);
}
