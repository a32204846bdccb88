import { defineMessages } from './define-messages';

/**
 * The site's time zone (Language & region): list, calendar and item pages, feeds, `.ics` files and
 * the editor's event fields read it. No zod: browser bundles import this; schemas are in
 * site-time-zone-api.ts.
 */
export const SITE_TIME_ZONE_API = { timeZone: '/config/api/time-zone' } as const;

/** An IANA name is at most 32 characters today; the bound leaves room and refuses anything else. */
export const SITE_TIME_ZONE_MAX_LENGTH = 64;

export const SITE_TIME_ZONE_MESSAGES = defineMessages({
  unknown: '"{timeZone}" is not a time zone we know: choose one from the list, such as America/New_York.',
  required: 'Choose a time zone.',
});

/** GET /config/api/time-zone and the answer to PUT: the site's zone and every zone it may choose. */
export interface SiteTimeZoneSettings {
  timeZone: string;
  /** IANA names (Intl.supportedValuesOf('timeZone')) and UTC, sorted. */
  timeZones: string[];
}

/** PUT /config/api/time-zone */
export interface UpdateSiteTimeZoneBody {
  timeZone: string;
}
