// The analytics rollups (migration 0026, issue 12 part 4), kept apart from schema.ts.

export interface AnalyticsRollupsTable {
  website_id: string;
  /** 'hour' | 'day' */
  granularity: string;
  /** ISO-8601 UTC start of the hour or day. */
  bucket_start: string;
  /** 'total' | 'page' | 'referrer' | 'utm' | 'device' | 'browser' | 'country' | 'product' | 'search' | 'form' */
  dimension: string;
  /** The dimension's value ('' for total). */
  value: string;
  event: string;
  events: number;
  /** Distinct visitor keys in this bucket, dimension value and event. */
  visitors: number;
  /** Minor units. */
  value_cents: number;
}

export interface AnalyticsDailyVisitorsTable {
  website_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitor_key: string;
}

export interface AnalyticsVitalsDailyTable {
  website_id: string;
  day: string;
  page_path: string;
  device: string;
  /** 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb' */
  metric: string;
  samples: number;
  /** JSON text: {quantised value: count}. */
  histogram: string;
}

export interface AnalyticsRollupStateTable {
  website_id: string;
  granularity: string;
  /** ISO-8601: everything before it is folded into this granularity's rollups. */
  rolled_until: string;
}
