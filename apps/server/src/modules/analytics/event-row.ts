import { ANALYTICS_LIMITS } from '@plinth/contracts';
import { newId } from '@plinth/db';
import type { EventRow } from './queries';
import type { ClientKind } from './user-agent';

/** What the server knows of the request an event came in (never from the event's own fields). */
export interface EventSource {
  websiteId: string;
  /** The Host the request came to (a referrer on the same host is not a referrer). */
  host: string;
  /** The visitor key already decided: the analytics id, or the cookieless hash. */
  visitorKey: string;
  cookieless: boolean;
  client: ClientKind;
  country: string;
  nowMs: number;
}

/** The columns an event fills besides those of its source; everything else goes to `data`. */
export interface EventFields {
  event: string;
  sessionId?: string | undefined;
  pagePath?: string | undefined;
  referrer?: string | undefined;
  pageQuery?: string | undefined;
  itemId?: string | undefined;
  valueCents?: number | undefined;
  currency?: string | undefined;
  data: Record<string, unknown>;
}

const MAX_VALUE_CENTS = 2_000_000_000;

/** One analytics_events row. */
export function eventRow(source: EventSource, fields: EventFields): EventRow {
  const data = JSON.stringify(fields.data);
  return {
    id: newId(),
    website_id: source.websiteId,
    occurred_at: new Date(source.nowMs).toISOString(),
    event: fields.event,
    visitor_key: source.visitorKey,
    session_id: fields.sessionId ?? '',
    cookieless: source.cookieless ? 1 : 0,
    page_path: pathOnly(fields.pagePath ?? ''),
    referrer_host: referrerHost(fields.referrer ?? '', source.host),
    utm_source: utmSource(fields.pageQuery ?? ''),
    device: source.client.device,
    browser: source.client.browser,
    country: source.country,
    item_id: fields.itemId ?? '',
    value_cents: Math.min(Math.max(Math.trunc(fields.valueCents ?? 0), 0), MAX_VALUE_CENTS),
    currency: fields.currency ?? '',
    // The schemas cap every field; this bounds the sum whatever a schema allows.
    data: data.length <= ANALYTICS_LIMITS.eventContentChars ? data : '{}',
    dedupe_key: null,
  };
}

/** The path of a path or URL, without its query or fragment. */
export function pathOnly(value: string): string {
  if (value === '') return '';
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      path = new URL(value).pathname;
    } catch {
      return '';
    }
  }
  return path.split(/[?#]/, 1)[0]?.slice(0, ANALYTICS_LIMITS.pathChars) ?? '';
}

/** The referrer's host name, '' when there is none, it is not a URL, or it is this site's host. */
export function referrerHost(referrer: string, host: string): string {
  if (referrer === '') return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const ownHost = host.toLowerCase().split(':', 1)[0] ?? '';
    return url.hostname === ownHost ? '' : url.hostname.slice(0, 255);
  } catch {
    return '';
  }
}

/** utm_source of a query string ('?a=b' or 'a=b'), '' when absent. */
export function utmSource(query: string): string {
  if (!query.includes('utm_source')) return '';
  return (new URLSearchParams(query).get('utm_source') ?? '').slice(0, 128);
}
