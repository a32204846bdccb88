import {
  COOKIE_ALLOWED_COOKIE,
  MEMBER_ROLE_COOKIE,
  SESSION_RECORDING_API,
  SESSION_RECORDING_GLOBAL,
  TRACKER_CONFIG_ELEMENT_ID,
  browserRefusal,
  type SessionRecordingAnswer,
  type SessionRecordingCheck,
  type TrackerConfig,
} from '@plinth/contracts';
import { readCookie } from '../cookies.client';
import { isCookieless, isSkipped } from '../rules.client';

/**
 * What the loader did: 'loaded' (the owner's recorder script was added), 'untracked' (the tracker's
 * own rules leave this visitor alone: a signed-in member, the census off, counted without cookies),
 * the check of the seed's rule that failed, or 'failed' (an error, logged and nothing more).
 */
export type RecorderOutcome = 'loaded' | 'untracked' | SessionRecordingCheck | 'failed';

/** What the loader reads from the browser; replaceable in tests. */
export interface RecorderBrowser {
  timeZone: () => string;
  cores: () => number;
  fetch: (url: string) => Promise<Response>;
}

const realBrowser: RecorderBrowser = {
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  cores: () => navigator.hardwareConcurrency || 0,
  fetch: (url) => fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }),
};

/**
 * The recorder loader (issue 12 part 7, decision 0046), on pages whose site offers session recording.
 * A visitor the tracker would not count is never recorded; the browser's part of seed 001's rule
 * (America time zone, more than 2 cores) is checked here first, so most visitors ask nothing; the
 * server decides the rest (toggle, ACTIVE experiment, US, sample) and answers the session's id and the
 * owner's script. Seed 001 §8: session-recording errors are only logged.
 */
export async function startRecorder(browser: RecorderBrowser = realBrowser): Promise<RecorderOutcome> {
  try {
    const element = document.getElementById(TRACKER_CONFIG_ELEMENT_ID);
    if (!element) return 'untracked';
    const config = JSON.parse(element.textContent ?? '') as TrackerConfig;
    const win = window as Window & { plinthCensusDisabled?: boolean };
    if (
      isSkipped(config, location.pathname, readCookie(MEMBER_ROLE_COOKIE), !!win.plinthCensusDisabled) ||
      isCookieless(config, readCookie(COOKIE_ALLOWED_COOKIE))
    ) {
      return 'untracked';
    }
    const facts = { timeZone: browser.timeZone(), cores: browser.cores() };
    const refused = browserRefusal(facts);
    if (refused) return refused;
    const query = new URLSearchParams({ timeZone: facts.timeZone, cores: String(facts.cores) });
    const response = await browser.fetch(`${SESSION_RECORDING_API}?${query.toString()}`);
    if (!response.ok) throw new Error(`HTTP Status ${response.status}`);
    const answer = (await response.json()) as SessionRecordingAnswer;
    if (!answer.eligible) return answer.reason;
    (window as unknown as Record<string, unknown>)[SESSION_RECORDING_GLOBAL] = { id: answer.id };
    const script = document.createElement('script');
    script.src = answer.scriptUrl;
    script.async = true;
    script.dataset.recordingId = answer.id;
    script.onerror = () => console.error('Session recording: the recorder script did not load');
    document.head.append(script);
    return 'loaded';
  } catch (error) {
    console.error('Session recording:', error);
    return 'failed';
  }
}
