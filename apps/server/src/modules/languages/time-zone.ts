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

/**
 * The zone to store for what the owner sent, in the runtime's own name for it (the one every reader
 * of the setting uses, siteTimeZone), or null when the runtime knows no such zone. Another name of a
 * listed zone is taken too: Node 20's list has the older "Asia/Calcutta" where owners look for
 * "Asia/Kolkata"; "america/new_york" is "America/New_York".
 */
export function acceptedTimeZone(name: string): string | null {
  if (listTimeZones().includes(name)) return name;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function getSiteTimeZoneSettings(site: Pick<Site, 'settings'>): SiteTimeZoneSettings {
  return { timeZone: siteTimeZone(site), timeZones: [...listTimeZones()] };
}

/**
 * Stores the site's zone (acceptedTimeZone, else TIME_ZONE_UNKNOWN). The caller drops
 * the cached site: its fingerprint, part of every page cache key, holds the settings.
 */
export async function saveSiteTimeZone(
  db: Db,
  websiteId: string,
  body: UpdateSiteTimeZoneBody,
): Promise<SiteTimeZoneSettings> {
  const timeZone = acceptedTimeZone(body.timeZone);
  if (timeZone === null) throw unknownTimeZone(body.timeZone);
  const saved = await updateWebsiteSettings(db, websiteId, (row) => ({
    ...row,
    settings: withStoredSection(row.settings, KEY, timeZone),
  }));
  return getSiteTimeZoneSettings(saved);
}
