import { ANALYTICS_EVENTS, BROWSER_EVENTS, type AnalyticsEventName } from '@plinth/contracts';
import {
  legacyEventDataSchema,
  trackedEventSchema,
  type ClankerEventRequest,
  type LegacyEventData,
  type TrackedEventInput,
} from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { analyticsSettingsOf } from '../analytics-settings';
import type { Site } from '../sites';
import { analyticsEventInvalid, analyticsSchemaUnknown } from './errors';
import { eventRow, type EventFields } from './event-row';
import type { EventWriter } from './event-writer';
import { classifyUserAgent } from './user-agent';
import type { VisitorKeys } from './visitor-key';

export interface AnalyticsIngest {
  db: Db;
  writer: EventWriter;
  visitorKeys: VisitorKeys;
  now: () => number;
}

/** What the ingest takes from the HTTP request; the event's own claims never replace these. */
export interface IngestRequest {
  site: Site;
  ip: string;
  userAgent: string;
  host: string;
  /** ISO country code from the trusted header (config ANALYTICS_COUNTRY_HEADER), else ''. */
  country: string;
}

/** 'stored': committed (answer 202). 'ignored': a bot's, understood and dropped (answer 204). */
export type IngestOutcome = 'stored' | 'ignored';

/** JSON inside a field (eventContent, data) may nest this deep: real events are flat. */
const MAX_CONTENT_DEPTH = 6;
const VISITOR_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The newer tracker's event, parsed and checked against its schema, or a 400. */
export function parseTrackedEvent(schemaName: string, content: string, field = 'eventContent') {
  const schema = trackedEventSchema(schemaName);
  if (!schema) throw analyticsSchemaUnknown('eventSchemaName');
  const parsed = schema.safeParse(parseContent(field, content));
  if (!parsed.success) throw analyticsEventInvalid(field, parsed.error.issues);
  return parsed.data as TrackedEventInput;
}

/** POST /api/v1/clanker/events */
export async function recordTrackedEvent(
  ingest: AnalyticsIngest,
  request: IngestRequest,
  body: ClankerEventRequest,
): Promise<IngestOutcome> {
  const event = parseTrackedEvent(body.eventSchemaName, body.eventContent);
  const {
    analytics_id: analyticsId,
    session_id: sessionId,
    page_path: pagePath,
    page_query: pageQuery,
    page_referrer: referrer,
    cookieless,
    // The request's own User-Agent decides device and browser; the copy in the event is not kept.
    user_agent: _userAgent,
    ...rest
  } = event;
  const own = rest as Record<string, unknown>;
  const value = own.unit_price ?? own.cart_value;
  const quantity = typeof own.quantity === 'number' ? own.quantity : 1;
  return store(ingest, request, { analyticsId, cookieless }, (visitor) => ({
    event: body.eventSchemaName,
    sessionId,
    pagePath,
    pageQuery,
    referrer,
    itemId: stringOr(own.item_id ?? own.product_id),
    valueCents: typeof value === 'number' ? value * (own.unit_price === undefined ? 1 : quantity) : 0,
    currency: stringOr(own.currency_code),
    // The marketing id is an identifier too: dropped with the analytics id when counting cookielessly.
    data: visitor.cookieless ? { ...rest, marketing_id: undefined } : rest,
  }));
}

/**
 * The older tracker's events (RecordEvent, RecordHit) and the census calls: a name Plinth records and
 * the page-view / visitor analytics fields.
 */
export async function recordLegacyEvent(
  ingest: AnalyticsIngest,
  request: IngestRequest,
  input: {
    event: string;
    data: LegacyEventData & Record<string, unknown>;
    visitorCookie?: string | undefined;
    itemId?: string;
  },
): Promise<IngestOutcome> {
  const { data } = input;
  return store(ingest, request, { analyticsId: data.visitorCookie ?? input.visitorCookie }, () => ({
    event: input.event,
    pagePath: data.pagePath ?? data.url,
    pageQuery: data.queryString,
    referrer: data.referrer,
    itemId: input.itemId ?? data.itemId,
    data: { ...data, visitorCookie: undefined, userAgent: undefined },
  }));
}

/** `event` and `data` of RecordEvent / RecordHit, checked: a browser event's name and its JSON fields. */
export function parseLegacyEvent(
  event: string,
  data: string,
): { event: AnalyticsEventName; data: LegacyEventData } {
  if (!(BROWSER_EVENTS as readonly string[]).includes(event) || event === ANALYTICS_EVENTS.purchase) {
    throw analyticsSchemaUnknown('event');
  }
  const parsed = legacyEventDataSchema.safeParse(parseContent('data', data));
  if (!parsed.success) throw analyticsEventInvalid('data', parsed.error.issues);
  return { event: event as AnalyticsEventName, data: parsed.data };
}

/**
 * Decides the visitor key and writes the row, or drops a bot's event. Cookieless (the event says so,
 * or the site's settings force it): any analytics id sent is ignored and the key is the daily-salted
 * hash of the client address and user agent (visitor-key.ts).
 */
async function store(
  ingest: AnalyticsIngest,
  request: IngestRequest,
  claimed: { analyticsId?: string | undefined; cookieless?: boolean | undefined },
  fields: (visitor: { cookieless: boolean }) => EventFields,
): Promise<IngestOutcome> {
  const client = classifyUserAgent(request.userAgent);
  if (client.bot) return 'ignored';
  const nowMs = ingest.now();
  const cookieless = claimed.cookieless === true || analyticsSettingsOf(request.site).mode === 'cookieless';
  const visitorKey = cookieless
    ? await ingest.visitorKeys.cookielessKey(request.site.id, request.ip, request.userAgent, nowMs)
    : claimed.analyticsId && VISITOR_ID.test(claimed.analyticsId)
      ? claimed.analyticsId
      : '';
  const row = eventRow(
    {
      websiteId: request.site.id,
      host: request.host,
      visitorKey,
      cookieless,
      client,
      country: request.country,
      nowMs,
    },
    fields({ cookieless }),
  );
  await ingest.writer.write({ events: [row], performance: [] });
  return 'stored';
}

/** JSON text inside a field, or a 400 naming the field; nested deeper than real events never are, refused. */
export function parseContent(field: string, content: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw analyticsEventInvalid(field, [{ path: [], message: 'is not valid JSON' }]);
  }
  const problem = inspectContent(value, MAX_CONTENT_DEPTH);
  if (problem === 'deep') {
    throw analyticsEventInvalid(field, [
      { path: [], message: `nests more than ${MAX_CONTENT_DEPTH} levels` },
    ]);
  }
  // As the input guard does for bodies: PostgreSQL refuses NUL in text, which would end in a 500.
  if (problem === 'nul') {
    throw analyticsEventInvalid(field, [{ path: [], message: 'must not contain NUL characters' }]);
  }
  return value;
}

/** 'deep' past `limit` levels, 'nul' when a string or key holds NUL, else null (iterative walk). */
function inspectContent(input: unknown, limit: number): 'deep' | 'nul' | null {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limit) return 'deep';
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

const stringOr = (value: unknown) => (typeof value === 'string' ? value : '');
