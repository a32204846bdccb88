import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './passwords';
import { SITE_ROLE } from './roles';

/**
 * The owner session and invitation answers of /config/api (docs/editor-api.md). The server builds them in
 * modules/owner-session and modules/members; the editor reads them through these schemas.
 */

/**
 * A role code the permission table knows: an enum of SITE_ROLE's codes, which JSON Schema can say, so
 * answers that carry it serialize through fast-json-stringify (plugins/response-serializer.ts).
 */
export const siteRoleSchema = z
  .enum(SITE_ROLE, 'is not a site role')
  .meta({ description: 'A role code (roles-and-permissions.md)' });

export const ownerUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type OwnerUser = z.infer<typeof ownerUserSchema>;

/** A site the signed-in owner is a member of, with what the member's role may do there. */
export const ownerSiteSchema = z.object({
  id: z.string(),
  title: z.string(),
  role: siteRoleSchema,
  roleLabel: z.string(),
  permissions: z.array(z.string()).readonly(),
  /** The site's first host name (e.g. "localhost"); null when it has none. */
  host: z.string().nullable(),
  /**
   * Billing state for upgrade links (trial -> /settings/billing/upgrade, else
   * /settings/billing/subscriptions/website). A self-hosted site is never on a trial.
   */
  trial: z.boolean(),
});
export type OwnerSite = z.infer<typeof ownerSiteSchema>;

/** GET/POST /config/api/session and POST /config/api/invitations/{token}/accept. */
export const ownerSessionSchema = z.object({
  user: ownerUserSchema,
  sites: z.array(ownerSiteSchema),
  /** The site the page's address belongs to. */
  currentSiteId: z.string(),
});
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

/** GET /config/api/invitations/{token}: what the invitation page shows before the person accepts. */
export const invitationDetailsSchema = z.object({
  websiteTitle: z.string(),
  email: z.string(),
  role: z.number().int(),
  roleLabel: z.string(),
  /** Someone with an account signs in to accept; someone new chooses a name and password. */
  accountExists: z.boolean(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /config/api/session: an owner signs in. */
export const ownerSignInRequestSchema = z.object({
  email: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type OwnerSignInRequest = z.input<typeof ownerSignInRequestSchema>;

/** DELETE /config/api/session/others: how many of the owner's other sessions ended. */
export const otherSessionsEndedSchema = z.object({ ended: z.number().int() });
export type OtherSessionsEnded = z.infer<typeof otherSessionsEndedSchema>;
