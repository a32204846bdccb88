import { z } from 'zod';
import { ownerSiteSchema } from './owner-session';
import {
  normalizeSiteHost,
  SITE_LIMITS,
  SITE_TEMPLATE,
  siteHostProblem,
  siteMessage,
} from './owner-sites-rules';

/** POST /config/api/sites (docs/sites.md): a new site, made from a starting template. */

/** A host name, trimmed and lower-cased, then checked (owner-sites-rules.ts). */
export const siteHostSchema = z
  .string()
  // A bound before the rule runs: the rule's own limit is 253.
  .max(1000, siteMessage('hostTooLong'))
  .transform(normalizeSiteHost)
  .superRefine((host, ctx) => {
    const problem = siteHostProblem(host);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: 'A host name without scheme or port, e.g. shop.example.com',
    example: 'shop.example.com',
  });

export const createSiteRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, siteMessage('titleRequired'))
    .max(SITE_LIMITS.titleMax, siteMessage('titleTooLong')),
  host: siteHostSchema,
  template: z.enum(SITE_TEMPLATE, siteMessage('templateUnknown')).default(SITE_TEMPLATE.blank),
});
export type CreateSiteRequest = z.input<typeof createSiteRequestSchema>;
export type CreateSiteBody = z.infer<typeof createSiteRequestSchema>;

/** The new site as the signed-in owner's session lists it (they are its Administrator). */
export const createdSiteSchema = z.object({ site: ownerSiteSchema });
export type CreatedSite = z.infer<typeof createdSiteSchema>;
