import type { AnalyticsSettings } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { updateStoredSettings, withStoredSection } from '../sites';
import { ANALYTICS_SETTINGS_KEY } from './read';

/** Replaces the site's analytics settings (the body is checked by the route); the caller invalidates the site. */
export async function saveAnalyticsSettings(
  db: Db,
  websiteId: string,
  value: AnalyticsSettings,
): Promise<AnalyticsSettings> {
  await updateStoredSettings(db, websiteId, (current) =>
    withStoredSection(current, ANALYTICS_SETTINGS_KEY, value),
  );
  return value;
}
