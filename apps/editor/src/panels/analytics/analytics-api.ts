import { OWNER_ANALYTICS_API, type AnalyticsSettings } from '@plinth/contracts';
import {
  analyticsLiveSchema,
  analyticsOverviewSchema,
  analyticsSettingsSchema,
  webVitalsReportSchema,
  type AnalyticsCsvReport,
  type AnalyticsLive,
  type AnalyticsOverview,
  type WebVitalsReport,
} from '@plinth/contracts/schemas';
import { checkedAnswer } from '../../api/checked-answer';
import { ownerFetch } from '../../api/owner-fetch';

/** A range of UTC days, both included, as the dashboards ask for it. */
export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = (range: DayRange, extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ from: range.from, to: range.to, ...extra }).toString()}`;

export async function getOverview(range: DayRange, signal?: AbortSignal): Promise<AnalyticsOverview> {
  const path = `${OWNER_ANALYTICS_API.overview}${rangeQuery(range, { compare: 'true' })}`;
  return checkedAnswer(analyticsOverviewSchema, await ownerFetch<unknown>(path, { signal }), `GET ${path}`);
}

export async function getVitals(range: DayRange, signal?: AbortSignal): Promise<WebVitalsReport> {
  const path = `${OWNER_ANALYTICS_API.vitals}${rangeQuery(range)}`;
  return checkedAnswer(webVitalsReportSchema, await ownerFetch<unknown>(path, { signal }), `GET ${path}`);
}

export async function getLive(signal?: AbortSignal): Promise<AnalyticsLive> {
  const path = OWNER_ANALYTICS_API.live;
  return checkedAnswer(analyticsLiveSchema, await ownerFetch<unknown>(path, { signal }), `GET ${path}`);
}

export async function getAnalyticsSettings(signal?: AbortSignal): Promise<AnalyticsSettings> {
  const path = OWNER_ANALYTICS_API.settings;
  return checkedAnswer(analyticsSettingsSchema, await ownerFetch<unknown>(path, { signal }), `GET ${path}`);
}

export async function saveAnalyticsSettings(value: AnalyticsSettings): Promise<AnalyticsSettings> {
  const path = OWNER_ANALYTICS_API.settings;
  const answer = await ownerFetch<unknown>(path, { method: 'PUT', json: value });
  return checkedAnswer(analyticsSettingsSchema, answer, `PUT ${path}`);
}

/**
 * The CSV export's address. A plain link: the server takes the chosen site from `websiteId` on a GET,
 * so the browser downloads the file with the owner's session like any other link.
 */
export function csvExportUrl(range: DayRange, report: AnalyticsCsvReport, websiteId: string): string {
  return `${OWNER_ANALYTICS_API.exportCsv}${rangeQuery(range, { report, websiteId })}`;
}
