import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';
import { INVITABLE_ROLES, isSiteRole, type SiteRole } from './roles';

/**
 * The members answers of /config/api/members (docs/editor-api.md). Roles are the stored codes: a code the
 * permission table does not know is labelled "Unknown" rather than hidden.
 */

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.number().int(),
  roleLabel: z.string(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** An open invitation: not accepted and not expired. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.number().int(),
  roleLabel: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /config/api/members and PUT /config/api/members/{userId}. */
export const memberListSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type MemberList = z.infer<typeof memberListSchema>;

/** POST /config/api/members/invitations: the invitation and the link that accepts it. */
export const invitationCreatedSchema = z.object({
  invitation: invitationSchema,
  invitePath: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** A role code in a request: one the permission table knows. */
const roleCodeSchema = z
  .number()
  .int()
  .refine((r): r is SiteRole => isSiteRole(r), 'is not a site role');
const idParam = z.string().regex(/^[A-Za-z0-9]{1,32}$/);

/** POST /config/api/members/invitations */
export const inviteMemberRequestSchema = z.object({
  email: z.email().max(256),
  role: roleCodeSchema.refine((r) => INVITABLE_ROLES.includes(r), 'cannot be invited'),
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

/** PUT /config/api/members/{userId} */
export const changeMemberRoleRequestSchema = z.object({ role: roleCodeSchema });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequestSchema>;

export const memberParams = z.object({ userId: idParam });
export const invitationParams = z.object({ invitationId: idParam });
export const invitationTokenParams = z.object({ token: z.string().max(64) });

/** POST /config/api/invitations/{token}/accept: someone new sends a name and a password. */
export const acceptInvitationRequestSchema = z.object({
  name: z.string().trim().max(200).default(''),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
