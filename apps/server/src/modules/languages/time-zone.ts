import type { SiteTimeZoneSettings, UpdateSiteTimeZoneBody } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { siteTimeZone } from '../collections';
import { updateWebsiteSettings, withStoredSection, type Site } from '../sites';
import { unknownTimeZone } from './errors';

/** Where the zone is kept in websites.settings (collections' siteTimeZone reads it). */
const KEY = 'timeZone';

let zones: readonly string[] | null = null;

/** Every zone the site may choose: the runtime's IANA names and UTC (which the list leaves out), sorted. */
export function listTimeZones(): readonly string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return zones;
}

export function getSiteTimeZoneSettings(site: Pick<Site, 'settings'>): SiteTimeZoneSettings {
  return { timeZone: siteTimeZone(site), timeZones: [...listTimeZones()] };
}

/**
 * Stores the site's zone (an exact name from listTimeZones, else TIME_ZONE_UNKNOWN). The caller drops
 * the cached site: its fingerprint, part of every page cache key, holds the settings.
 */
export async function saveSiteTimeZone(
  db: Db,
  websiteId: string,
  body: UpdateSiteTimeZoneBody,
): Promise<SiteTimeZoneSettings> {
  if (!listTimeZones().includes(body.timeZone)) throw unknownTimeZone(body.timeZone);
  const saved = await updateWebsiteSettings(db, websiteId, (row) => ({
    ...row,
    settings: withStoredSection(row.settings, KEY, body.timeZone),
  }));
  return getSiteTimeZoneSettings(saved);
}
