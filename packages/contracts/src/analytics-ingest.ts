import { z } from 'zod';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_LIMITS,
  SOURCE_ENVIRONMENTS,
  type AnalyticsEventName,
} from './analytics';
import {
  SESSION_RECORDING_CHECKS,
  SESSION_RECORDING_LIMITS,
  type SessionRecordingAnswer,
} from './session-recording';

/**
 * The ingest's schemas (issue 12 part 4, seed 001 §7): every field typed and capped, unknown fields
 * refused (`strict`), so what reaches analytics_events is bounded whatever a client sends. Strings are
 * stored as text and never interpreted: a script in one stays inert (the dashboards escape on output).
 */

const text = (max: number = ANALYTICS_LIMITS.stringChars) => z.string().max(max);
const id = text(64);
const count = z.number().int().min(0).max(1_000_000_000);
const pixels = z.number().int().min(0).max(100_000);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'is not an ISO 4217 currency code');
const textList = z.array(text(64)).max(ANALYTICS_LIMITS.listItems);

/** TrackedEventBase (contracts analytics.ts): each field optional, none beyond these and the event's own. */
export const trackedEventBaseShape = {
  analytics_id: id,
  session_id: id,
  marketing_id: id,
  page_host: text(255),
  page_path: text(ANALYTICS_LIMITS.pathChars),
  page_query: text(ANALYTICS_LIMITS.pathChars),
  page_referrer: text(ANALYTICS_LIMITS.pathChars),
  browser_language: text(35),
  browser_locale: text(35),
  browser_width: pixels,
  browser_height: pixels,
  user_agent: text(ANALYTICS_LIMITS.userAgentChars),
  timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
  context_website_id: id,
  member_account_id: id,
  resolved_locale: text(35),
  destination_url: text(ANALYTICS_LIMITS.pathChars),
  custom_schema_name: id,
  source_environment: z.enum(SOURCE_ENVIRONMENTS),
  is_first_session: z.boolean(),
  cookieless: z.boolean(),
} as const;

/** Seed 001 §3's page-view fields: the older tracker's `data`, and the newer one's page view beside its own. */
const pageViewShape = {
  websiteId: id,
  memberAccountId: id,
  website_locale: text(35),
  member_locale: text(35),
  templateId: id,
  variantId: id,
  pageHash: text(64),
  pagePath: text(ANALYTICS_LIMITS.pathChars),
  userAgent: text(ANALYTICS_LIMITS.userAgentChars),
  clientDate: z.union([count.max(8_640_000_000_000_000), text(40)]),
  viewportWidth: pixels,
  viewportHeight: pixels,
  screenWidth: pixels,
  screenHeight: pixels,
  url: text(ANALYTICS_LIMITS.pathChars),
  title: text(255),
  itemId: id,
  recordType: z.number().int().min(0).max(1000),
  collectionId: id,
  visitorCookie: id,
  localStorageSupported: z.boolean(),
  queryString: text(ANALYTICS_LIMITS.pathChars),
  referrer: text(ANALYTICS_LIMITS.pathChars),
} as const;

/**
 * The older tracker's `data` (seed 001 §3): the page-view event's fields and the visitor analytics
 * event's, each optional.
 */
export const legacyEventDataSchema = z.object(pageViewShape).partial().strict();

const productShape = { item_id: id, product_id: id, product_name: text(255), sku: text(64) } as const;

/** Seed 001 §3's product object on add to cart. */
const productObject = z
  .object({
    item_id: id,
    item_type: text(32),
    item_title: text(255),
    item_collection_id: id,
    item_collection_name: text(255),
  })
  .partial()
  .strict();

const cartShape = {
  cart_id: id,
  num_items_in_cart: count,
  product_types_list: textList,
  purchase_type_list: textList,
  cart_value: count,
  currency_code: currencyCode,
} as const;

/** Each event's own fields, beside the base ones (AddToCartFields, CartAnalyticsFields...). */
const EVENT_FIELDS: Record<AnalyticsEventName, z.ZodRawShape> = {
  PageView: pageViewShape,
  AddToCart: {
    ...productShape,
    website_id: id,
    page_id: id,
    cart_id: id,
    product_page: z.enum(['plp', 'pdp']),
    quantity: z.number().int().min(1).max(100_000),
    unit_price: count,
    currency_code: currencyCode,
    product: productObject,
  },
  CartAnalytics: cartShape,
  ProductView: productShape,
  QuickView: productShape,
  Search: { query: text(256), results: count },
  NewsletterSignUp: { form_id: id, block_id: id },
  FormSubmission: { form_id: id, block_id: id },
  AccountCreated: {},
  // Checkout started carries the cart as cart analytics describes it.
  CheckoutStarted: cartShape,
  Purchase: {},
  ButtonClick: { block_id: id, button_text: text(255) },
  ButtonRender: { block_id: id, button_text: text(255) },
  FormRender: { form_id: id },
  Overlay: { overlay_id: id, action: text(32) },
};

function eventSchema(own: z.ZodRawShape) {
  return z
    .object({ ...trackedEventBaseShape, ...own })
    .partial()
    .strict();
}

/** Built once each: a zod schema compiles itself on first use, which must not happen per request. */
const TRACKED_EVENT_SCHEMAS = new Map(
  Object.entries(EVENT_FIELDS)
    .filter(([name]) => name !== ANALYTICS_EVENTS.purchase)
    .map(([name, own]) => [name, eventSchema(own)]),
);

/** The schema of one newer-tracker event (`eventSchemaName`), or null when the name is not one we take. */
export function trackedEventSchema(schemaName: string) {
  return TRACKED_EVENT_SCHEMAS.get(schemaName) ?? null;
}
/** A parsed event: the base fields typed, the event's own fields beside them. */
export type TrackedEventInput = Partial<z.infer<z.ZodObject<typeof trackedEventBaseShape>>> &
  Record<string, unknown>;

/** POST /api/v1/clanker/events: JSON, or text/plain from a beacon (the same JSON as text). */
export const clankerEventRequestSchema = z
  .object({
    eventContent: z.string().min(1).max(ANALYTICS_LIMITS.eventContentChars),
    eventSchemaName: z.string().min(1).max(64),
  })
  .strict();
export type ClankerEventRequest = z.infer<typeof clankerEventRequestSchema>;

/** POST /api/v1/clanker/validate-event-content/{schemaName} */
export const clankerValidateParams = z.object({ schemaName: z.string().min(1).max(64) });
export const clankerValidateRequestSchema = z
  .object({ eventContent: z.string().min(1).max(ANALYTICS_LIMITS.eventContentChars) })
  .strict();
export const clankerValidateAnswerSchema = z.object({ valid: z.literal(true) });

export type LegacyEventData = z.infer<typeof legacyEventDataSchema>;

/** POST /api/events/RecordEvent, form-encoded: crumb, event, data (JSON). */
export const recordEventRequestSchema = z
  .object({
    crumb: z.string().max(64),
    event: z.string().min(1).max(64),
    data: z.string().max(ANALYTICS_LIMITS.eventContentChars).default('{}'),
  })
  .strict();

/** POST /api/census/RecordHit, form-encoded: event, data (JSON), ss_cvr. */
export const recordHitRequestSchema = z
  .object({
    event: z.string().min(1).max(64),
    data: z.string().max(ANALYTICS_LIMITS.eventContentChars).default('{}'),
    ss_cvr: z.string().max(64).optional(),
    crumb: z.string().max(64).optional(),
  })
  .strict();

/** POST /api/census/button-click and button-render: the visitor cookie and the page's fields. */
export const censusButtonRequestSchema = legacyEventDataSchema
  .extend({ blockId: id, buttonText: text(255), buttonUrl: text(ANALYTICS_LIMITS.pathChars) })
  .partial()
  .strict();

/** POST /api/census/overlay */
export const censusOverlayRequestSchema = legacyEventDataSchema
  .extend({ overlayId: id, action: z.enum(['render', 'click', 'dismiss', 'submit']) })
  .partial()
  .strict();

/** POST /api/census/RecordQuickView/{itemId} (a body, when sent, is the visitor's page fields). */
export const censusQuickViewParams = z.object({ itemId: z.string().min(1).max(64) });

const metric = z.number().min(0).max(1e9);
/**
 * Seed 001's performance event (contracts PerformanceEvent): `raw` is the seed's flag; `data` holds the
 * seed's metrics by its names beside its constants, the environment, the site and the page.
 */
export const performanceEventSchema = z
  .object({
    app: text(64),
    event: z.literal('load'),
    pageLoadId: z.string().min(1).max(64),
    ts: z.number().int().min(0).max(8_640_000_000_000_000),
    raw: z.boolean(),
    data: z
      .object({
        action: z.literal('load'),
        actor: z.literal('user'),
        owner: z.literal('web_performance'),
        source: z.literal('web'),
        object_type: z.literal('website'),
        schema: z.literal('Performance'),
        environment: z.enum(SOURCE_ENVIRONMENTS),
        website_id: id,
        page_path: text(ANALYTICS_LIMITS.pathChars),
        largest_contentful_paint_ms: metric.optional(),
        cumulative_layout_shift: metric.optional(),
        interaction_to_next_paint_ms: metric.optional(),
        first_contentful_paint_ms: metric.optional(),
        time_to_first_byte_ms: metric.optional(),
        first_input_delay_ms: metric.optional(),
        decoded_body_size_bytes: metric.optional(),
        encoded_body_size_bytes: metric.optional(),
        dom_content_loaded_event_start_ms: metric.optional(),
        dom_content_loaded_event_end_ms: metric.optional(),
        domain_lookup_ms: metric.optional(),
        load_event_start_ms: metric.optional(),
        load_event_end_ms: metric.optional(),
        response_start_ms: metric.optional(),
        tcp_connection_ms: metric.optional(),
        tls_negotiation_ms: metric.optional(),
      })
      .strict(),
  })
  .strict();
export const performanceRecordsRequestSchema = z
  .array(performanceEventSchema)
  .min(1)
  .max(ANALYTICS_LIMITS.performanceBatch);

/** 202 from every ingest endpoint: the event is stored (committed before this answer). */
export const ingestAcceptedSchema = z.object({ ok: z.literal(true) });

/** GET SESSION_RECORDING_API ?timeZone&cores: the browser's facts for the eligibility rule. */
export const sessionRecordingQuerySchema = z
  .object({
    timeZone: z.string().max(SESSION_RECORDING_LIMITS.timeZoneChars),
    cores: z.coerce.number().int().min(0).max(SESSION_RECORDING_LIMITS.maxCores),
  })
  .strict();

export const sessionRecordingAnswerSchema = z
  .discriminatedUnion('eligible', [
    z.object({ eligible: z.literal(true), id: z.string(), scriptUrl: z.string() }),
    z.object({ eligible: z.literal(false), reason: z.enum(SESSION_RECORDING_CHECKS) }),
  ])
  .describe(
    'Whether this session is recorded; when it is, its id and the recorder to load',
  ) satisfies z.ZodType<SessionRecordingAnswer>;

/** GET /api/commerce/fullstory/getId: an id string. */
export const fullstoryIdAnswerSchema = z.string().describe("This visitor session's recording id");
