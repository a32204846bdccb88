import { z } from 'zod';
import {
  SITE_TIME_ZONE_MAX_LENGTH,
  SITE_TIME_ZONE_MESSAGES,
  type SiteTimeZoneSettings,
  type UpdateSiteTimeZoneBody,
} from './site-time-zone';

export const siteTimeZoneSettingsSchema = z.object({
  timeZone: z.string(),
  timeZones: z.array(z.string()),
}) satisfies z.ZodType<SiteTimeZoneSettings>;

/** Only the length is checked here; the service checks the name against the zones it knows. */
export const updateSiteTimeZoneBodySchema = z.object({
  timeZone: z
    .string()
    .trim()
    .min(1, SITE_TIME_ZONE_MESSAGES.messages.required)
    .max(SITE_TIME_ZONE_MAX_LENGTH),
}) satisfies z.ZodType<UpdateSiteTimeZoneBody>;
