import { SITE_TIME_ZONE_API, type SiteTimeZoneSettings } from '@plinth/contracts';
import { ownerFetch } from './owner-fetch';

export type { SiteTimeZoneSettings } from '@plinth/contracts';

export function getSiteTimeZone(signal?: AbortSignal): Promise<SiteTimeZoneSettings> {
  return ownerFetch<SiteTimeZoneSettings>(SITE_TIME_ZONE_API.timeZone, { signal });
}

export function saveSiteTimeZone(timeZone: string): Promise<SiteTimeZoneSettings> {
  return ownerFetch<SiteTimeZoneSettings>(SITE_TIME_ZONE_API.timeZone, { method: 'PUT', json: { timeZone } });
}
