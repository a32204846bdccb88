import { SITE_PAGE_STATUS, type SitePageStatus } from '@plinth/contracts';
import type { SitePageRow } from '@plinth/db';

type StatusFields = Pick<SitePageRow, 'status' | 'publish_at'>;

/**
 * The status the API reports and serving obeys at `nowMs` (the app's clock): a scheduled page whose
 * publish time has come is published. No job flips the row; reading the clock is enough (decision 0035).
 */
export function effectivePageStatus(row: StatusFields, nowMs: number): SitePageStatus {
  if (row.status === SITE_PAGE_STATUS.scheduled) {
    const at = row.publish_at === null ? NaN : Date.parse(row.publish_at);
    return Number.isFinite(at) && at <= nowMs ? SITE_PAGE_STATUS.published : SITE_PAGE_STATUS.scheduled;
  }
  return isPageStatus(row.status) ? row.status : SITE_PAGE_STATUS.draft;
}

/** Whether visitors may see the page: published (or scheduled and due) with a published copy. */
export function isPageLive(
  row: StatusFields & Pick<SitePageRow, 'published_document'>,
  nowMs: number,
): boolean {
  return row.published_document !== null && effectivePageStatus(row, nowMs) === SITE_PAGE_STATUS.published;
}

function isPageStatus(value: string): value is SitePageStatus {
  return (Object.values(SITE_PAGE_STATUS) as string[]).includes(value);
}
