/**
 * Session recording (issue 12 part 7, seed 001 §5): who may be recorded. Plinth has no recorder of its
 * own; the owner names one (a script they host, such as a self-hosted replay tool), and Plinth loads it
 * only for the visitors the seed's rule admits (decision 0046). The rule is written once, here, and
 * run by the server (all of it) and by the recorder loader in the browser (the browser's own facts,
 * before it asks the server), so most visitors never make the request.
 */

/** Seed 001 §4: experiments are used only when their status is ACTIVE. */
export const EXPERIMENT_STATUS = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUS)[number];

export function experimentInUse(status: ExperimentStatus): boolean {
  return status === 'ACTIVE';
}

/** The seed's rule, in its order; the first that fails is the reason a visitor is not recorded. */
export const SESSION_RECORDING_CHECKS = [
  /** The feature toggle: the owner allowed session recording. */
  'toggle',
  /** The owner named a recorder script (nothing to load otherwise). */
  'script',
  /** The sampling experiment is ACTIVE. */
  'experiment',
  /** The visitor's country is the US (from the trusted country header; unknown is not the US). */
  'country',
  /** The browser's time zone is an America/ one. */
  'timeZone',
  /** The device has more than 2 CPU cores (navigator.hardwareConcurrency). */
  'cores',
  /** The session falls in the experiment's sample. */
  'sample',
] as const;
export type SessionRecordingCheck = (typeof SESSION_RECORDING_CHECKS)[number];

/** The owner's side: the same for every visitor of a site (the page may say it; it is cacheable). */
export interface SessionRecordingSiteFacts {
  toggle: boolean;
  scriptUrl: string;
  experimentStatus: ExperimentStatus;
  /** 0 to 100: the share of eligible sessions recorded. */
  samplePercent: number;
}

/** The browser's side: what only the visitor's browser knows. */
export interface SessionRecordingBrowserFacts {
  /** Intl.DateTimeFormat().resolvedOptions().timeZone */
  timeZone: string;
  /** navigator.hardwareConcurrency (0 when the browser does not say). */
  cores: number;
}

export interface SessionRecordingFacts extends SessionRecordingSiteFacts, SessionRecordingBrowserFacts {
  /** ISO 3166 alpha-2, '' when unknown. */
  country: string;
  /** The session's place in the sample, 0 to 99 (sessionSampleBucket). */
  sampleBucket: number;
}

const MIN_CORES_EXCLUSIVE = 2;

/** Whether a site offers recording at all: the checks that do not depend on the visitor. */
export function siteOffersSessionRecording(site: SessionRecordingSiteFacts): boolean {
  return siteRefusal(site) === null && site.samplePercent > 0;
}

function siteRefusal(site: SessionRecordingSiteFacts): SessionRecordingCheck | null {
  if (!site.toggle) return 'toggle';
  if (site.scriptUrl === '') return 'script';
  if (!experimentInUse(site.experimentStatus)) return 'experiment';
  return null;
}

/** The browser's checks alone: 'timeZone' or 'cores' when they fail, else null. */
export function browserRefusal(browser: SessionRecordingBrowserFacts): SessionRecordingCheck | null {
  if (!browser.timeZone.startsWith('America/')) return 'timeZone';
  if (!(browser.cores > MIN_CORES_EXCLUSIVE)) return 'cores';
  return null;
}

/** The whole rule: null when the visitor may be recorded, else the first check that fails. */
export function sessionRecordingRefusal(facts: SessionRecordingFacts): SessionRecordingCheck | null {
  const site = siteRefusal(facts);
  if (site) return site;
  if (facts.country !== 'US') return 'country';
  const browser = browserRefusal(facts);
  if (browser) return browser;
  if (!(facts.sampleBucket < facts.samplePercent)) return 'sample';
  return null;
}

/**
 * A session's place in the sample, 0 to 99, from its recording id (hex): the same session always
 * lands in the same place, so it is recorded on every page or on none.
 */
export function sessionSampleBucket(recordingId: string): number {
  const head = Number.parseInt(recordingId.slice(0, 8), 16);
  return Number.isFinite(head) ? head % 100 : 0;
}

/** The recorder loader's answer from SESSION_RECORDING_API. */
export type SessionRecordingAnswer =
  { eligible: true; id: string; scriptUrl: string } | { eligible: false; reason: SessionRecordingCheck };

/** Where the loader asks: GET ?timeZone&cores -> SessionRecordingAnswer. */
export const SESSION_RECORDING_API = '/api/analytics/session-recording';

/** Bounds of the owner's settings. */
export const SESSION_RECORDING_LIMITS = {
  /** Seed 001 §5: URL maximum length 2083. */
  scriptUrlChars: 2083,
  timeZoneChars: 64,
  maxCores: 1024,
} as const;

/** A host name as the URL parser leaves it (lower case, punycode), or an IPv4 address. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * A recorder script address the owner may name: an https URL (no credentials in it) whose host is a
 * plain name or address (letters, digits, '-' and '.'; never a '*' wildcard, which the storefront's
 * script-src would read as "any subdomain"), or a path on this site ('/…', never '//…' or '/\…', which
 * browsers read as another host). No white space, quotes or angle brackets anywhere (security review I-B).
 */
export function isRecorderScriptUrl(value: string): boolean {
  if (value.length > SESSION_RECORDING_LIMITS.scriptUrlChars || /[\s'"`<>]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && PLAIN_HOST.test(url.hostname) && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** Set on window once a recorder is loaded: the recorder reads the session's id from it. */
export const SESSION_RECORDING_GLOBAL = 'plinthSessionRecording';
