import {
  ANALYTICS_ID_LIFETIME_DAYS,
  ANALYTICS_KEYS as KEYS,
  COOKIELESS_CLEARED_COOKIES,
  TRACKER_MESSAGES,
} from '@plinth/contracts';
import { readCookie, writeCookie } from './cookies.client';
import { randomId } from './random-id.client';

const LIFETIME_S = ANALYTICS_ID_LIFETIME_DAYS * 86_400;

/** Who is counted: ids, and whether this is the first page view of the visitor's first session. */
export interface Identity {
  analyticsId: string;
  sessionId: string;
  marketingId: string;
  firstSession: boolean;
}

/**
 * The visitor's analytics id: from localStorage while SS_ANALYTICS_EXPIRATION (ms) is after `now`, else
 * from the cookie, else a new one; stored again in both for another 390 days from `now`. A storage
 * failure (private mode, quota, blocked) logs 'Unable to store analyticsId' and keeps the cookie.
 */
export function analyticsIdOf(now: number): { id: string; isNew: boolean } {
  let id: string | null = null;
  try {
    if (Number(localStorage.getItem(KEYS.analyticsExpiration)) > now)
      id = localStorage.getItem(KEYS.analyticsId);
  } catch {
    // Storage unreadable: the cookie below still carries the id.
  }
  id ||= readCookie(KEYS.analyticsId);
  const isNew = !id;
  id ||= randomId();
  try {
    localStorage.setItem(KEYS.analyticsId, id);
    localStorage.setItem(KEYS.analyticsExpiration, String(now + LIFETIME_S * 1000));
  } catch {
    console.warn(TRACKER_MESSAGES.storeAnalyticsId);
  }
  writeCookie(KEYS.analyticsId, id, LIFETIME_S);
  return { id, isNew };
}

/** A sessionStorage entry of the seed's shape ({value, expires?} in ms); expired or unreadable is null. */
export function sessionValue(key: string, now: number): string | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(key)!) as { value: string; expires?: number } | null;
    return entry && !(entry.expires! <= now) ? entry.value : null;
  } catch {
    return null;
  }
}

/** Reads a session entry, then stores `value` there (when given); without sessionStorage, null. */
function swapSessionValue(key: string, now: number, value?: string): string | null {
  const old = sessionValue(key, now);
  try {
    if (value) sessionStorage.setItem(key, JSON.stringify({ value }));
  } catch {
    // Without sessionStorage every page view starts a session; nothing else breaks.
  }
  return old;
}

/**
 * The ids a cookie-mode page view carries. `?mid=` on the address (a campaign link) becomes the SS_MID
 * cookie for the same 390 days. A new session remembers whether the visitor was new
 * (SS_IS_FIRST_SESSION); SS_HAS_LANDED marks that the session's landing page view was sent.
 */
export function identityOf(now: number, search: string): Identity {
  const { id, isNew } = analyticsIdOf(now);
  let sessionId = sessionValue(KEYS.sessionId, now);
  if (!sessionId) {
    swapSessionValue(KEYS.sessionId, now, (sessionId = randomId()));
    swapSessionValue(KEYS.isFirstSession, now, String(isNew));
  }
  const landing = swapSessionValue(KEYS.hasLanded, now, 'true') !== 'true';
  const mid = new URLSearchParams(search).get('mid');
  if (mid) writeCookie(KEYS.marketingId, mid, LIFETIME_S);
  return {
    analyticsId: id,
    sessionId,
    marketingId: readCookie(KEYS.marketingId) ?? '',
    firstSession: landing && sessionValue(KEYS.isFirstSession, now) === 'true',
  };
}

/**
 * Cookieless mode: the seed's cookies are cleared, and so is anything that identifies the visitor
 * (the analytics id and marketing id cookies and stored ids); nothing new is stored.
 */
export function forgetVisitor(): void {
  for (const name of [...COOKIELESS_CLEARED_COOKIES, KEYS.analyticsId, KEYS.marketingId]) {
    writeCookie(name, '', 0);
  }
  try {
    for (const key of Object.values(KEYS)) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unreachable: there is nothing in it to clear either.
  }
}
