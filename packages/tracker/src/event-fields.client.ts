import {
  type COOKIE,
  SOURCE_ENVIRONMENTS,
  TRACKER_MESSAGES,
  type SourceEnvironment,
  type TrackedEventBase,
  type TrackerConfig,
} from '@plinth/contracts';
import { readCookie } from './cookies.client';
import type { Identity } from './identity.client';

/**
 * The environment events report (the server's: 'prod' when it runs in production, else 'dev'); any
 * other value throws the seed's message (seed 001 §8).
 */
export function sourceEnvironment(configured: string): SourceEnvironment {
  if (!SOURCE_ENVIRONMENTS.includes(configured as SourceEnvironment)) {
    throw new Error(TRACKER_MESSAGES.sourceEnvironment);
  }
  return configured as SourceEnvironment;
}

// COOKIE.siteUserInfo as a checked literal: the whole COOKIE table would cost the budget.
const SITE_USER_INFO: (typeof COOKIE)['siteUserInfo'] = 'SiteUserInfo';

/** The signed-in shopper's id from the SiteUserInfo cookie (seed 001 §6), '' for everyone else. */
export function memberAccountId(): string {
  try {
    const info = JSON.parse(readCookie(SITE_USER_INFO) ?? '{}') as {
      authenticated?: boolean;
      siteUserId?: string;
    };
    return (info.authenticated && info.siteUserId) || '';
  } catch {
    return '';
  }
}

/** The newer event shape's fields the tracker fills itself; `identity` is null when cookieless. */
export function baseFields(
  config: TrackerConfig,
  identity: Identity | null,
  name: string,
  environment: SourceEnvironment,
): TrackedEventBase {
  return {
    analytics_id: identity?.analyticsId ?? '',
    session_id: identity?.sessionId ?? '',
    marketing_id: identity?.marketingId ?? '',
    page_host: location.host,
    page_path: location.pathname,
    page_query: location.search,
    page_referrer: document.referrer,
    browser_language: navigator.language,
    browser_locale: Intl.DateTimeFormat().resolvedOptions().locale,
    browser_width: innerWidth,
    browser_height: innerHeight,
    user_agent: navigator.userAgent,
    timestamp: Date.now(),
    context_website_id: config.websiteId,
    member_account_id: memberAccountId(),
    resolved_locale: config.resolvedLocale,
    destination_url: location.href,
    custom_schema_name: name,
    source_environment: environment,
    ...(identity ? { is_first_session: identity.firstSession } : { cookieless: true }),
  };
}

/** The event's own fields over the base; each base field a caller overwrites is warned about (seed 001 §8). */
export function withFields(base: TrackedEventBase, fields: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(fields)) if (key in base) console.warn(TRACKER_MESSAGES.overwritten(key));
  return { ...base, ...fields };
}
