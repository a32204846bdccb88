import { ANALYTICS_LIMITS, DEFAULT_ANALYTICS_SETTINGS, type AnalyticsSettings } from '@plinth/contracts';
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
  };
}
