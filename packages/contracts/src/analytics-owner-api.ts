import { z } from 'zod';
import { ANALYTICS_LIMITS, type AnalyticsSettings } from './analytics';
import { EXPERIMENT_STATUS, SESSION_RECORDING_LIMITS, isRecorderScriptUrl } from './session-recording';

/**
 * The owner's analytics dashboards and settings (issue 12 parts 2 and 6): request and answer schemas
 * (paths in analytics.ts, OWNER_ANALYTICS_API; docs/analytics-dashboards.md).
 */

/** The longest range one request may ask for, in days. */
export const ANALYTICS_MAX_RANGE_DAYS = 400;
/** Rows in each top list of the overview; the CSV export gives up to ANALYTICS_CSV_ROWS. */
export const ANALYTICS_TOP_ROWS = 10;
export const ANALYTICS_CSV_ROWS = 1000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a day as YYYY-MM-DD');

/** ?from&to (UTC days, both included; default the last 30 days) and whether to compare. */
export const analyticsRangeQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    compare: z.enum(['true', 'false']).optional(),
    websiteId: z.string().max(32).optional(),
  })
  .strict();
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const ANALYTICS_CSV_REPORTS = [
  'traffic',
  'pages',
  'referrers',
  'utm',
  'devices',
  'browsers',
  'countries',
  'products',
  'search',
  'forms',
  'vitals',
] as const;
export type AnalyticsCsvReport = (typeof ANALYTICS_CSV_REPORTS)[number];

export const analyticsCsvQuerySchema = analyticsRangeQuerySchema
  .extend({ report: z.enum(ANALYTICS_CSV_REPORTS) })
  .strict();

export const analyticsRangeSchema = z.object({ from: day, to: day });

export const analyticsTotalsSchema = z.object({
  visitors: z.number().int(),
  pageViews: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
  /** Orders per visitor, 0..1 (0 without visitors). */
  conversionRate: z.number(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const analyticsSeriesPointSchema = z.object({
  day,
  visitors: z.number().int(),
  pageViews: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
});
export type AnalyticsSeriesPoint = z.infer<typeof analyticsSeriesPointSchema>;

/** A row of a top list: page views and visitors (visitors summed per day: see the docs). */
export const analyticsTopRowSchema = z.object({
  value: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
});
export type AnalyticsTopRow = z.infer<typeof analyticsTopRowSchema>;

export const analyticsFunnelStepSchema = z.object({
  step: z.enum(['productView', 'addToCart', 'checkoutStarted', 'purchase']),
  count: z.number().int(),
});
export type AnalyticsFunnelStep = z.infer<typeof analyticsFunnelStepSchema>;

export const analyticsProductRowSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  views: z.number().int(),
  addToCarts: z.number().int(),
  purchases: z.number().int(),
  revenueCents: z.number().int(),
});
export type AnalyticsProductRow = z.infer<typeof analyticsProductRowSchema>;

export const analyticsSearchRowSchema = z.object({ term: z.string(), count: z.number().int() });
export type AnalyticsSearchRow = z.infer<typeof analyticsSearchRowSchema>;

export const analyticsFormRowSchema = z.object({
  formId: z.string(),
  name: z.string(),
  renders: z.number().int(),
  submissions: z.number().int(),
  /** Submissions per render, 0..1 (0 without renders). */
  conversionRate: z.number(),
});
export type AnalyticsFormRow = z.infer<typeof analyticsFormRowSchema>;

export const analyticsOverviewSchema = z.object({
  range: analyticsRangeSchema,
  /** The range just before, as long; null when not compared. */
  previousRange: analyticsRangeSchema.nullable(),
  currency: z.string(),
  totals: analyticsTotalsSchema,
  previousTotals: analyticsTotalsSchema.nullable(),
  series: z.array(analyticsSeriesPointSchema),
  previousSeries: z.array(analyticsSeriesPointSchema).nullable(),
  pages: z.array(analyticsTopRowSchema),
  referrers: z.array(analyticsTopRowSchema),
  utmSources: z.array(analyticsTopRowSchema),
  devices: z.array(analyticsTopRowSchema),
  browsers: z.array(analyticsTopRowSchema),
  countries: z.array(analyticsTopRowSchema),
  funnel: z.array(analyticsFunnelStepSchema),
  products: z.array(analyticsProductRowSchema),
  searchTerms: z.array(analyticsSearchRowSchema),
  forms: z.array(analyticsFormRowSchema),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const webVitalRatingSchema = z.enum(['good', 'needs-improvement', 'poor']);
export type WebVitalRating = z.infer<typeof webVitalRatingSchema>;

export const webVitalValueSchema = z.object({ p75: z.number(), rating: webVitalRatingSchema }).nullable();

export const webVitalsRowSchema = z.object({
  pagePath: z.string(),
  device: z.string(),
  samples: z.number().int(),
  lcp: webVitalValueSchema,
  inp: webVitalValueSchema,
  cls: webVitalValueSchema,
  fcp: webVitalValueSchema,
  ttfb: webVitalValueSchema,
});
export type WebVitalsRow = z.infer<typeof webVitalsRowSchema>;

export const webVitalsReportSchema = z.object({
  range: analyticsRangeSchema,
  rows: z.array(webVitalsRowSchema),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;

export const analyticsLiveSchema = z.object({
  /** Distinct visitors with an event in the last five minutes. */
  visitors: z.number().int(),
});
export type AnalyticsLive = z.infer<typeof analyticsLiveSchema>;

export const analyticsCsvSchema = z.string().describe('A CSV document (text/csv)');

/**
 * The recorder's script: '' (none), an https URL, or a path on this site ('/…', not '//…'). Its origin is
 * added to the storefront's script-src while recording is offered (decision 0046).
 */
const recorderScriptUrl = z
  .string()
  .max(SESSION_RECORDING_LIMITS.scriptUrlChars, 'Use a shorter address')
  .refine(
    (value) => value === '' || isRecorderScriptUrl(value),
    'Enter an https:// address or a path on this site, such as /recorder.js',
  );

/** The whole settings object (PUT replaces it); field errors come back in the error model's fields. */
export const analyticsSettingsSchema = z
  .object({
    mode: z.enum(['cookies', 'cookieless']),
    restrictiveCookiePolicy: z.boolean(),
    absolute: z.boolean(),
    cookieBanner: z.boolean(),
    rawRetentionDays: z
      .number()
      .int('Retention must be a whole number of days')
      .min(
        ANALYTICS_LIMITS.minRetentionDays,
        `Keep raw events at least ${ANALYTICS_LIMITS.minRetentionDays} day`,
      )
      .max(
        ANALYTICS_LIMITS.maxRetentionDays,
        `Keep raw events at most ${ANALYTICS_LIMITS.maxRetentionDays} days`,
      ),
    sessionRecording: z.boolean(),
    sessionRecordingScriptUrl: recorderScriptUrl,
    sessionRecordingExperiment: z.enum(EXPERIMENT_STATUS),
    sessionRecordingSamplePercent: z
      .number()
      .int('The sample must be a whole percentage')
      .min(0, 'The sample is at least 0%')
      .max(100, 'The sample is at most 100%'),
  })
  .strict() satisfies z.ZodType<AnalyticsSettings>;
