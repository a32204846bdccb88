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

/**
 * GET /config/api/site (docs/sites.md, decision 0070): the site's addresses in the owner's order (the
 * first is the primary one, which canonical links and View site use), the addresses it used to have that
 * still redirect, and the deletion under way, if any.
 */
export const siteAddressesSchema = z.object({
  title: z.string(),
  hosts: z.array(z.string()).meta({ description: 'In use, primary first' }),
  formerHosts: z
    .array(z.object({ host: z.string(), redirectsUntil: z.string() }))
    .meta({ description: 'Removed addresses that redirect to the primary one until the time given' }),
  deleteAfter: z
    .string()
    .nullable()
    .meta({ description: 'When the closed site’s data is removed; null when it is not being deleted' }),
});
export type SiteAddresses = z.infer<typeof siteAddressesSchema>;

/**
 * PUT /config/api/site/hosts: the addresses in use, primary first. An address left out redirects for
 * SITE_ADDRESS_REDIRECT_DAYS; a former address of this site may come back.
 */
export const updateSiteHostsRequestSchema = z.object({
  hosts: z
    .array(siteHostSchema)
    .min(1, siteMessage('hostsRequired'))
    .max(SITE_LIMITS.hostsPerSite, siteMessage('hostsTooMany'))
    .superRefine((hosts, ctx) => {
      const seen = new Set<string>();
      hosts.forEach((host, index) => {
        if (seen.has(host))
          ctx.addIssue({ code: 'custom', path: [index], message: siteMessage('hostRepeated', { host }) });
        seen.add(host);
      });
    }),
});
export type UpdateSiteHostsRequest = z.input<typeof updateSiteHostsRequestSchema>;

/** POST /config/api/site/deletion: the site's name typed again, to delete it. */
export const deleteSiteRequestSchema = z.object({
  confirmTitle: z.string().max(SITE_LIMITS.titleMax * 2),
});
export type DeleteSiteRequest = z.infer<typeof deleteSiteRequestSchema>;
