import { z } from 'zod';

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
