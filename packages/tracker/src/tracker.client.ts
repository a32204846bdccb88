import {
  COOKIE_ALLOWED_COOKIE,
  MEMBER_ROLE_COOKIE,
  TRACKER_CONFIG_ELEMENT_ID,
  TRACKER_QUEUE_GLOBAL,
  type AnalyticsEventName,
  type TrackerConfig,
  type TrackerQueue,
  type TrackerQueueEntry,
} from '@plinth/contracts';
import { readCookie } from './cookies.client';
import { baseFields, memberAccountId, sourceEnvironment } from './event-fields.client';
import { forgetVisitor, identityOf, type Identity } from './identity.client';
import { isCookieless, isSkipped, tracksPageView } from './rules.client';
import { sendEvent } from './send.client';

export type TrackerWindow = Window & {
  [TRACKER_QUEUE_GLOBAL]?: TrackerQueue | TrackerQueueEntry[];
  /** Seed 001 §6's global flag: set (by an embedding page or a test) to turn the census off. */
  plinthCensusDisabled?: boolean;
};

/** A page that is tracked: its config, and the visitor's ids (null when counted without cookies). */
export interface TrackerState {
  config: TrackerConfig;
  identity: Identity | null;
}

// An event name as a literal checked against the contract: ANALYTICS_EVENTS whole would cost the budget.
const PAGE_VIEW: AnalyticsEventName = 'PageView';

/** The page's TrackerConfig, or null on a page without one (then nothing is tracked). */
export function readTrackerConfig(): TrackerConfig | null {
  // The server writes it (valid JSON).
  const element = document.getElementById(TRACKER_CONFIG_ELEMENT_ID);
  return element ? (JSON.parse(element.textContent) as TrackerConfig) : null;
}

/** Adds a deferred script of this origin (the events API, the banner, the collector). */
export function loadScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  document.head.append(script);
}

/**
 * Applies the seed's rules to this page and visitor: null when nothing is tracked (no config, or a skip
 * rule: then island events are dropped too); else, cookieless, the identifying cookies and stored ids
 * are cleared and none is set, or with cookies the visitor's ids are read or made and stored.
 */
export function trackerState(win: TrackerWindow): TrackerState | null {
  const config = readTrackerConfig();
  if (!config) return null;
  if (isSkipped(config, location.pathname, readCookie(MEMBER_ROLE_COOKIE), !!win.plinthCensusDisabled)) {
    win[TRACKER_QUEUE_GLOBAL] = { push: () => 0 };
    return null;
  }
  if (!isCookieless(config, readCookie(COOKIE_ALLOWED_COOKIE))) {
    return { config, identity: identityOf(Date.now(), location.search) };
  }
  forgetVisitor();
  return { config, identity: null };
}

/**
 * Starts the tracker on this page: applies the rules, loads the events API (which also brings the
 * cookie banner and the performance collector), and sends the page view, with the older page view's
 * fields beside the newer shape. Resolves when the page view was accepted; rejects with the seed's
 * messages.
 */
export async function startTracker(win: TrackerWindow = window): Promise<void> {
  const state = trackerState(win);
  if (!state) return;
  const { config, identity } = state;
  loadScript(config.eventsSrc);
  if (!tracksPageView(config, location.pathname)) return;
  await sendEvent(config.endpoint, PAGE_VIEW, {
    ...baseFields(config, identity, PAGE_VIEW, sourceEnvironment(config.sourceEnvironment)),
    websiteId: config.websiteId,
    memberAccountId: memberAccountId(),
    website_locale: config.resolvedLocale,
    member_locale: navigator.language,
    templateId: config.templateId,
    variantId: '',
    pageHash: location.hash,
    pagePath: location.pathname,
  });
}
