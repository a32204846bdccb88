import { SITE_PAGE_STATUS_LABEL, type SitePageStatus, type SitePageSummary } from '@plinth/contracts';
import { formatPublishTime } from './schedule-time';

export interface PageStatusView {
  /** The badge's status class and words. */
  badge: SitePageStatus;
  label: string;
  /** The schedule beside the badge, or null. */
  schedule: string | null;
}

/**
 * How the Pages list and the editor's header show a page's status. A live page with a scheduled
 * version is still Published (visitors see it), with "New version scheduled for …"; a page that is
 * not live yet is Scheduled, "Scheduled for …".
 */
export function pageStatusView(
  page: Pick<SitePageSummary, 'status' | 'statusLabel' | 'live' | 'publishAt'>,
  format: (iso: string) => string = formatPublishTime,
): PageStatusView {
  if (page.status !== 'scheduled') return { badge: page.status, label: page.statusLabel, schedule: null };
  const when = page.publishAt ? format(page.publishAt) : null;
  if (page.live) {
    return {
      badge: 'published',
      label: SITE_PAGE_STATUS_LABEL.published,
      schedule: when ? `New version scheduled for ${when}` : null,
    };
  }
  return { badge: 'scheduled', label: page.statusLabel, schedule: when ? `Scheduled for ${when}` : null };
}
