import {
  ANALYTICS_LIMITS,
  DEFAULT_ANALYTICS_SETTINGS,
  EXPERIMENT_STATUS,
  isRecorderScriptUrl,
  siteOffersSessionRecording,
  type AnalyticsSettings,
  type ExperimentStatus,
  type SessionRecordingSiteFacts,
} from '@plinth/contracts';
import type { Site } from '../sites';

/** The websites.settings section the owner's analytics settings live in (issue 12 part 2). */
export const ANALYTICS_SETTINGS_KEY = 'analytics';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The site's analytics settings with defaults filled in. Lenient like the store's preferences: each field
 * falls back on its own, so one damaged value does not reset the others.
 */
export function analyticsSettingsOf(site: Pick<Site, 'settings'>): AnalyticsSettings {
  const stored = site.settings[ANALYTICS_SETTINGS_KEY];
  const raw = isRecord(stored) ? stored : {};
  const flag = (key: keyof AnalyticsSettings): boolean =>
    typeof raw[key] === 'boolean' ? raw[key] : (DEFAULT_ANALYTICS_SETTINGS[key] as boolean);
  const days = raw.rawRetentionDays;
  return {
    mode: raw.mode === 'cookieless' || raw.mode === 'cookies' ? raw.mode : DEFAULT_ANALYTICS_SETTINGS.mode,
    restrictiveCookiePolicy: flag('restrictiveCookiePolicy'),
    absolute: flag('absolute'),
    cookieBanner: flag('cookieBanner'),
    rawRetentionDays:
      typeof days === 'number' &&
      Number.isInteger(days) &&
      days >= ANALYTICS_LIMITS.minRetentionDays &&
      days <= ANALYTICS_LIMITS.maxRetentionDays
        ? days
        : DEFAULT_ANALYTICS_SETTINGS.rawRetentionDays,
    sessionRecording: flag('sessionRecording'),
    sessionRecordingScriptUrl:
      typeof raw.sessionRecordingScriptUrl === 'string' && isRecorderScriptUrl(raw.sessionRecordingScriptUrl)
        ? raw.sessionRecordingScriptUrl
        : DEFAULT_ANALYTICS_SETTINGS.sessionRecordingScriptUrl,
    sessionRecordingExperiment: (EXPERIMENT_STATUS as readonly unknown[]).includes(
      raw.sessionRecordingExperiment,
    )
      ? (raw.sessionRecordingExperiment as ExperimentStatus)
      : DEFAULT_ANALYTICS_SETTINGS.sessionRecordingExperiment,
    sessionRecordingSamplePercent:
      typeof raw.sessionRecordingSamplePercent === 'number' &&
      Number.isInteger(raw.sessionRecordingSamplePercent) &&
      raw.sessionRecordingSamplePercent >= 0 &&
      raw.sessionRecordingSamplePercent <= 100
        ? raw.sessionRecordingSamplePercent
        : DEFAULT_ANALYTICS_SETTINGS.sessionRecordingSamplePercent,
  };
}

/** The owner's side of the session-recording rule (decision 0046). */
export function sessionRecordingSiteFacts(settings: AnalyticsSettings): SessionRecordingSiteFacts {
  return {
    toggle: settings.sessionRecording,
    scriptUrl: settings.sessionRecordingScriptUrl,
    experimentStatus: settings.sessionRecordingExperiment,
    samplePercent: settings.sessionRecordingSamplePercent,
  };
}

/**
 * The origin the storefront's script-src must add for the recorder while the site offers recording
 * (an https URL elsewhere), else null (none offered, or a path on this site, which 'self' covers).
 */
export function sessionRecordingScriptOrigin(site: Pick<Site, 'settings'>): string | null {
  const settings = analyticsSettingsOf(site);
  if (!siteOffersSessionRecording(sessionRecordingSiteFacts(settings))) return null;
  if (!settings.sessionRecordingScriptUrl.startsWith('https://')) return null;
  try {
    return new URL(settings.sessionRecordingScriptUrl).origin;
  } catch {
    return null;
  }
}
