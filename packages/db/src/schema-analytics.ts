// First-party analytics (migration 0025, issue 12), kept apart from schema.ts.

export interface AnalyticsEventsTable {
  id: string;
  website_id: string;
  /** ISO-8601, when the server accepted it (the client's own timestamp stays in `data`). */
  occurred_at: string;
  /** An ANALYTICS_EVENTS name from @plinth/contracts (analytics.ts). */
  event: string;
  /** The analytics id (SS_ANALYTICS_ID), or in cookieless mode the daily-salted hash; '' when unknown. */
  visitor_key: string;
  session_id: string;
  /** 1 when the visitor was counted by the cookieless hash. */
  cookieless: number;
  page_path: string;
  /** The referrer's host, '' for direct visits and the site's own pages. */
  referrer_host: string;
  utm_source: string;
  /** 'desktop' | 'tablet' | 'phone' | '' */
  device: string;
  browser: string;
  /** ISO 3166-1 alpha-2 where known, else ''. */
  country: string;
  /** The product the event is about (views, add to cart), else ''. */
  item_id: string;
  /** Money the event carries (add to cart, purchase), in the currency's minor units. */
  value_cents: number;
  currency: string;
  /** The event's own fields, JSON text. */
  data: string;
  /** Set where a source may send twice (a purchase: `purchase:<orderId>`); unique. */
  dedupe_key: string | null;
}

export interface PerformanceRecordsTable {
  id: string;
  website_id: string;
  occurred_at: string;
  page_load_id: string;
  page_path: string;
  device: string;
  /** 'dev' | 'staging' | 'prod', from the hostname (seed 001). */
  environment: string;
  lcp: number | null;
  cls: number | null;
  inp: number | null;
  fcp: number | null;
  ttfb: number | null;
  fid: number | null;
  /** Navigation timings and body sizes, JSON text. */
  timings: string;
}

export interface AnalyticsSaltsTable {
  website_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  salt: string;
  created_at: string;
}
