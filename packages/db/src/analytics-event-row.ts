import type { AnalyticsEventsTable } from './schema-analytics';

/** The columns an analytics event must name; every other one has its empty default. */
export type AnalyticsEventFields = Pick<AnalyticsEventsTable, 'id' | 'website_id' | 'occurred_at' | 'event'> &
  Partial<AnalyticsEventsTable>;

/**
 * A whole analytics_events row from the columns an event has: '' for the text columns it leaves out, 0
 * for the numbers, '{}' for data and no dedupe key. For writers other than the ingest (the census's
 * form render, the server's Purchase) and for tests.
 */
export function analyticsEventRow(fields: AnalyticsEventFields): AnalyticsEventsTable {
  return {
    visitor_key: '',
    session_id: '',
    cookieless: 0,
    page_path: '',
    referrer_host: '',
    utm_source: '',
    device: '',
    browser: '',
    country: '',
    item_id: '',
    value_cents: 0,
    currency: '',
    data: '{}',
    dedupe_key: null,
    ...fields,
  };
}
