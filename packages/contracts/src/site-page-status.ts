import { SITE_PAGE_STATUS, type SitePageStatus } from './site-pages';

/** The stored fields a page's status depends on (site_pages.status, publish_at). */
export interface PageStatusFields {
  status: string;
  publish_at: string | null;
}

/**
 * The status the API reports and serving obeys at `nowMs` (the app's clock): a scheduled page whose
 * publish time has come is published. No job flips the row; reading the clock is enough (decision 0035).
 * Here rather than in the server's pages module because the navigation reads it too.
 */
export function effectivePageStatus(row: PageStatusFields, nowMs: number): SitePageStatus {
  if (row.status === SITE_PAGE_STATUS.scheduled) {
    const at = row.publish_at === null ? NaN : Date.parse(row.publish_at);
    return Number.isFinite(at) && at <= nowMs ? SITE_PAGE_STATUS.published : SITE_PAGE_STATUS.scheduled;
  }
  return isPageStatus(row.status) ? row.status : SITE_PAGE_STATUS.draft;
}

/** Whether visitors may see the page: published (or scheduled and due) with a published copy. */
export function isPageLive(
  row: PageStatusFields & { published_document: string | null },
  nowMs: number,
): boolean {
  return row.published_document !== null && effectivePageStatus(row, nowMs) === SITE_PAGE_STATUS.published;
}

function isPageStatus(value: string): value is SitePageStatus {
  return (Object.values(SITE_PAGE_STATUS) as string[]).includes(value);
}
