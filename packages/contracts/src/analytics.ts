/**
 * First-party analytics (issue 12, seed 001 §§6, 7, 8, 9): the tracker's constants and messages, the
 * ingest's paths, the event names and the wire shapes. Zod-free: the tracker (packages/tracker, at most
 * 2 KB gzipped) and storefront islands import from here; the ingest's zod schemas are in analytics-ingest.ts.
 */
import type { ExperimentStatus } from './session-recording';

/** Seed 001 §9: the analytics id's cookie and storage lifetime. */
export const ANALYTICS_ID_LIFETIME_DAYS = 390;
/** Seed 001 §9: a tracker request gives up after this long. */
export const ANALYTICS_TIMEOUT_MS = 2500;
/** Seed 001 §9: the performance collector waits at most this long for load or the page being hidden. */
export const PERFORMANCE_MAX_WAIT_MS = 60_000;
/** Issue 12 part 1: the tracker bundle's budget, gzipped, checked by `npm run size`. */
export const TRACKER_BUDGET_GZIP_BYTES = 2048;

/** Seed 001 §9: storage (localStorage and sessionStorage) keys and cookie names. */
export const ANALYTICS_KEYS = {
  /** localStorage, and a cookie of the same name: the visitor's analytics id. */
  analyticsId: 'SS_ANALYTICS_ID',
  /** localStorage: when the stored analytics id expires (ms since the epoch, compared with Date.now()). */
  analyticsExpiration: 'SS_ANALYTICS_EXPIRATION',
  /** sessionStorage: this visit's session id. */
  sessionId: 'SS_SESSION_ID',
  /** sessionStorage: 'true' while this is the visitor's first session. */
  isFirstSession: 'SS_IS_FIRST_SESSION',
  /** sessionStorage: set once the landing page view was sent. */
  hasLanded: 'SS_HAS_LANDED',
  /** Cookie: the marketing id. */
  marketingId: 'SS_MID',
} as const;

/** Seed 001 §6: the cookies cleared when tracking is cookieless. */
export const COOKIELESS_CLEARED_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;

/** Seed 001 §8: the tracker's technical messages (logged or rejected with, never shown to shoppers). */
export const TRACKER_MESSAGES = {
  noPayload: 'no payload',
  sourceEnvironment: 'sourceEnvironment needs to be set to one of dev, staging, or prod',
  httpStatus: (code: number) => `Error tracking event: HTTP Status ${code}`,
  storeAnalyticsId: 'Unable to store analyticsId',
  /** Logged as a warning when a caller's field overwrites one the tracker fills itself. */
  overwritten: (field: string) => `Overwriting auto-populated field ${field}`,
} as const;

/** Seed 001 §7: where a tracker reports, by environment ('staging' on internal hosts, else 'prod'). */
export const SOURCE_ENVIRONMENTS = ['dev', 'staging', 'prod'] as const;
export type SourceEnvironment = (typeof SOURCE_ENVIRONMENTS)[number];

/** ANALYTICS_API.censusQuickView without its item id: the tracker uses it alone (it bundles no path table). */
export const CENSUS_QUICK_VIEW_BASE = '/api/census/RecordQuickView/';

/** Seed 001 §7 paths (the ingest), plus the owner's dashboard API. */
export const ANALYTICS_API = {
  /** Older tracker. POST form-encoded: crumb, event, data (JSON) -> 200 or 202. */
  recordEvent: '/api/events/RecordEvent',
  /** Newer tracker. POST JSON (or text/plain by beacon) {eventContent: JSON string, eventSchemaName}. */
  clankerEvents: '/api/v1/clanker/events',
  /** POST {eventContent} -> 200 {valid: true} | 400 with field errors; stores nothing. */
  clankerValidate: (schemaName: string) =>
    `/api/v1/clanker/validate-event-content/${encodeURIComponent(schemaName)}`,
  clankerValidatePattern: '/api/v1/clanker/validate-event-content/:schemaName',
  /** POST form-encoded: event, data (JSON), ss_cvr. */
  censusRecordHit: '/api/census/RecordHit',
  /** POST {visitorCookie, ...page fields}. */
  censusButtonClick: '/api/census/button-click',
  censusButtonRender: '/api/census/button-render',
  /** POST {formId, visitorCookie}: already served by the forms module (issue 11 part 5). */
  censusFormRender: '/api/census/form-render',
  /** POST overlay event data. */
  censusOverlay: '/api/census/overlay',
  censusQuickView: (itemId: string) => `${CENSUS_QUICK_VIEW_BASE}${encodeURIComponent(itemId)}`,
  censusQuickViewPattern: '/api/census/RecordQuickView/:itemId',
  /** The performance collector: POST a JSON array of PerformanceEvent (beacon, or text/plain). */
  performanceRecords: '/api/1/performance/records',
  /** Seed 001 §7: GET -> an id string (session recording, issue 12 part 7). */
  fullstoryId: '/api/commerce/fullstory/getId',
} as const;

/** The owner's dashboards (issue 12 part 6), under the site's /config. */
export const OWNER_ANALYTICS_API = {
  /** GET ?from&to&compare -> AnalyticsOverview. */
  overview: '/config/api/analytics/overview',
  /** GET ?from&to -> WebVitalsReport. */
  vitals: '/config/api/analytics/vitals',
  /** GET -> {visitors}: distinct visitors in the last 5 minutes. */
  live: '/config/api/analytics/live',
  /** GET ?from&to&report -> text/csv. */
  exportCsv: '/config/api/analytics/export.csv',
  /** GET, PUT -> AnalyticsSettings. */
  settings: '/config/api/analytics/settings',
} as const;

/**
 * The events Plinth records (issue 12 part 3). `eventSchemaName` of the newer tracker, `event` of the
 * older one and `analytics_events.event` all use these names.
 */
export const ANALYTICS_EVENTS = {
  pageView: 'PageView',
  addToCart: 'AddToCart',
  cartAnalytics: 'CartAnalytics',
  productView: 'ProductView',
  quickView: 'QuickView',
  search: 'Search',
  newsletterSignUp: 'NewsletterSignUp',
  formSubmission: 'FormSubmission',
  accountCreated: 'AccountCreated',
  checkoutStarted: 'CheckoutStarted',
  /** Written once per order by the server, from the checkout's purchase record; never from a browser. */
  purchase: 'Purchase',
  censusButtonClick: 'ButtonClick',
  censusButtonRender: 'ButtonRender',
  censusFormRender: 'FormRender',
  censusOverlay: 'Overlay',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The events a browser may send; Purchase is the server's alone. */
export const BROWSER_EVENTS: readonly AnalyticsEventName[] = /* @__PURE__ */ Object.values(
  ANALYTICS_EVENTS,
).filter((name) => name !== ANALYTICS_EVENTS.purchase);

/**
 * The newer event shape's fields the tracker fills itself (seed 001 / issue 12 part 1); a page view is
 * exactly these. Other events add their own fields (below) beside them.
 */
export interface TrackedEventBase {
  analytics_id: string;
  session_id: string;
  marketing_id: string;
  page_host: string;
  page_path: string;
  page_query: string;
  page_referrer: string;
  browser_language: string;
  browser_locale: string;
  browser_width: number;
  browser_height: number;
  user_agent: string;
  /** ms since the epoch, the browser's clock. */
  timestamp: number;
  context_website_id: string;
  member_account_id: string;
  resolved_locale: string;
  destination_url: string;
  custom_schema_name: string;
  source_environment: SourceEnvironment;
  /** true on the first page view of the visitor's first session. */
  is_first_session?: boolean;
  /** true when the visitor is counted without cookies (the server hashes address and agent instead). */
  cookieless?: boolean;
}

/** Add to cart (issue 12 part 3). */
export interface AddToCartFields {
  website_id: string;
  page_id: string;
  cart_id: string;
  /** 'plp' from a listing (card button or quick view), 'pdp' from the product page. */
  product_page: 'plp' | 'pdp';
  product_id: string;
  product_name: string;
  sku: string;
  quantity: number;
  /** Minor units. */
  unit_price: number;
  currency_code: string;
  /** Seed 001 §3's product object. */
  product?: {
    item_id: string;
    item_type: string;
    item_title: string;
    item_collection_id: string;
    item_collection_name: string;
  };
}

/** Cart analytics (issue 12 part 3), sent when the cart changes. */
export interface CartAnalyticsFields {
  cart_id: string;
  num_items_in_cart: number;
  product_types_list: string[];
  purchase_type_list: string[];
  /** Minor units. */
  cart_value: number;
  currency_code: string;
}

/** What the tracker reads from the page (a JSON script the server renders; issue 12 parts 1 and 2). */
export interface TrackerConfig {
  websiteId: string;
  /** Where events go: ANALYTICS_API.clankerEvents on the page's own origin. */
  endpoint: string;
  sourceEnvironment: SourceEnvironment;
  /** Counted without cookies (cookieless mode, decided by the server with the seed's rule). */
  cookieless: boolean;
  /** The seed's skip rules already applied by the server: no event from this page at all. */
  skip: boolean;
  /** Page views only: false on /search, the not-found page, the lock screen, member-area access denied. */
  trackPageView: boolean;
  memberAccountId: string;
  resolvedLocale: string;
  /** The page's id (a block page's, a product's, else its path): AddToCart's page_id. */
  pageId: string;
  /** The theme template the page was rendered with (the older page view's templateId). */
  templateId: string;
  /** The owner's restrictive cookie policy: cookieless unless the visitor allowed cookies (seed 001 §6). */
  restrictiveCookiePolicy: boolean;
  /** With the restrictive policy: always cookieless, whatever the visitor chose. */
  absolute: boolean;
  /** Show the cookie banner (until the visitor answers it). */
  cookieBanner: boolean;
  /** The cookie banner's script (loaded only when the banner is to be shown). */
  bannerSrc: string;
  /** The events API's script (island events), loaded by the tracker on every tracked page. */
  eventsSrc: string;
  /** The performance collector's script, loaded once the page has loaded and the browser is idle. */
  collectorSrc: string;
}

/**
 * Seed 001 §3 and §7: the performance collector's event (a JSON array of these is posted). The seed
 * names its fields (app, data, event, pageLoadId, ts, the raw flag), its constants (action, actor, owner
 * team, source, object type, schema, environment) and its metrics' names; it does not show where the
 * constants sit, so they travel in `data` beside the metrics.
 */
export interface PerformanceEvent {
  app: string;
  event: 'load';
  pageLoadId: string;
  /** ms since the epoch. */
  ts: number;
  /** true: the metrics are this page load's own readings, not aggregated. */
  raw: boolean;
  data: PerformanceEventData;
}

export interface PerformanceEventData extends PerformanceMetrics {
  action: 'load';
  actor: 'user';
  owner: 'web_performance';
  source: 'web';
  object_type: 'website';
  schema: 'Performance';
  environment: SourceEnvironment;
  website_id: string;
  page_path: string;
}

/**
 * Seed 001 §3's metrics, by its names: web vitals (ms; cumulative layout shift unitless) and navigation
 * timings (ms from the start of navigation; sizes in bytes). Interaction to next paint and time to first
 * byte are Plinth's additions (issue 12 part 5 asks for them), named the same way.
 */
export interface PerformanceMetrics {
  largest_contentful_paint_ms?: number;
  cumulative_layout_shift?: number;
  interaction_to_next_paint_ms?: number;
  first_contentful_paint_ms?: number;
  time_to_first_byte_ms?: number;
  first_input_delay_ms?: number;
  decoded_body_size_bytes?: number;
  encoded_body_size_bytes?: number;
  dom_content_loaded_event_start_ms?: number;
  dom_content_loaded_event_end_ms?: number;
  domain_lookup_ms?: number;
  load_event_start_ms?: number;
  load_event_end_ms?: number;
  response_start_ms?: number;
  tcp_connection_ms?: number;
  tls_negotiation_ms?: number;
}

/** Web vitals buckets (issue 12 part 6), the usual thresholds: good at or under the first, poor over the second. */
export const WEB_VITAL_THRESHOLDS = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  fcp: [1800, 3000],
  ttfb: [800, 1800],
  fid: [100, 300],
} as const;
export type WebVital = keyof typeof WEB_VITAL_THRESHOLDS;

/** The owner's analytics settings (issue 12 part 2). */
export interface AnalyticsSettings {
  /**
   * 'cookies': an analytics id cookie (unless the seed's rule forces cookieless);
   * 'cookieless': never a cookie, visitors counted by the daily-salted hash.
   */
  mode: 'cookies' | 'cookieless';
  /** Restrictive cookie policy: no analytics cookie until the visitor allows cookies in the banner. */
  restrictiveCookiePolicy: boolean;
  /** With the restrictive policy: 'absolute' never sets one, even after consent. */
  absolute: boolean;
  /** Show the cookie banner. */
  cookieBanner: boolean;
  /** Raw events older than this are deleted (the rollups keep the totals). */
  rawRetentionDays: number;
  /** Issue 12 part 7: session recording allowed (the feature toggle of the eligibility rule). */
  sessionRecording: boolean;
  /** The recorder's script: an https URL or a path on this site; '' for none (decision 0046). */
  sessionRecordingScriptUrl: string;
  /** The sampling experiment's status: recording happens only while it is ACTIVE. */
  sessionRecordingExperiment: ExperimentStatus;
  /** The share of eligible sessions recorded, 0 to 100. */
  sessionRecordingSamplePercent: number;
}

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = {
  mode: 'cookies',
  restrictiveCookiePolicy: false,
  absolute: false,
  cookieBanner: false,
  rawRetentionDays: 90,
  sessionRecording: false,
  sessionRecordingScriptUrl: '',
  sessionRecordingExperiment: 'ACTIVE',
  sessionRecordingSamplePercent: 10,
};

/** The cookie the banner sets when the visitor allows cookies ('true' or 'false'). */
export const COOKIE_ALLOWED_COOKIE = 'ss_cookieAllowed';

/** Bounds the ingest enforces (issue 12 part 4). */
export const ANALYTICS_LIMITS = {
  /** One request's body. */
  bodyBytes: 16_384,
  /** eventContent / data, as JSON text. */
  eventContentChars: 8_192,
  /** Any one string field. */
  stringChars: 512,
  pathChars: 512,
  userAgentChars: 512,
  /** Performance events in one POST. */
  performanceBatch: 20,
  /** List fields (product_types_list and the like). */
  listItems: 100,
  /** Events one client may send a minute before 429. */
  perClientPerMinute: 600,
  minRetentionDays: 1,
  maxRetentionDays: 3650,
} as const;
