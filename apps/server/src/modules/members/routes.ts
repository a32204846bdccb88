import { INVITABLE_ROLES, isSiteRole, PERMISSION, type SiteRole } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../security/password';
import { looksLikeSecret } from '../../security/secret-token';
import { NewAccountLimits } from '../../security/new-account-limits';
import { invitationInvalid } from './errors';
import {
  acceptInvitation,
  changeMemberRole,
  describeInvitation,
  inviteMember,
  listSiteMembers,
  removeMember,
  revokeInvitation,
} from './service';
import {
  findSignedInUser,
  listOwnerSites,
  ownerSessionSecret,
  setOwnerSessionCookie,
  tooManySignIns,
} from '../owner-session';

const roleSchema = z
  .number()
  .int()
  .refine((r): r is SiteRole => isSiteRole(r), 'is not a site role');
const invitableRole = roleSchema.refine((r) => INVITABLE_ROLES.includes(r), 'cannot be invited');
const idParam = z.string().regex(/^[A-Za-z0-9]{1,32}$/);
const tokenParams = z.object({ token: z.string().max(64) });

function secretFrom(token: string): string {
  if (!looksLikeSecret(token)) throw invitationInvalid();
  return token;
}

/** Site members and invitations (members.view / members.manage), and accepting an invitation. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { onRequest: app.requirePermission(PERMISSION.membersView) };
  const manage = { onRequest: app.requirePermission(PERMISSION.membersManage) };
  const newAccounts = new NewAccountLimits(app.config.newAccountsPerAddress, tooManySignIns, app.redis);

  app.get('/config/api/members', view, async (request) => listSiteMembers(app.db, request.owner.site.id));

  app.post(
    '/config/api/members/invitations',
    { ...manage, schema: { body: z.object({ email: z.email().max(256), role: invitableRole }) } },
    async (request, reply) => {
      const result = await inviteMember(app.db, {
        websiteId: request.owner.site.id,
        email: request.body.email,
        role: request.body.role,
        invitedBy: request.owner.user.id,
      });
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/config/api/members/invitations/:invitationId',
    { ...manage, schema: { params: z.object({ invitationId: idParam }) } },
    async (request, reply) => {
      await revokeInvitation(app.db, request.owner.site.id, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/config/api/members/:userId',
    { ...manage, schema: { params: z.object({ userId: idParam }), body: z.object({ role: roleSchema }) } },
    async (request) => {
      await changeMemberRole(app.db, request.owner.site.id, request.params.userId, request.body.role);
      return listSiteMembers(app.db, request.owner.site.id);
    },
  );

  app.delete(
    '/config/api/members/:userId',
    { ...manage, schema: { params: z.object({ userId: idParam }) } },
    async (request, reply) => {
      await removeMember(app.db, request.owner.site.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get('/config/api/invitations/:token', { schema: { params: tokenParams } }, async (request) =>
    describeInvitation(app.db, secretFrom(request.params.token)),
  );

  app.post(
    '/config/api/invitations/:token/accept',
    {
      onRequest: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        params: tokenParams,
        body: z.object({
          name: z.string().trim().max(200).default(''),
          password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
        }),
      },
    },
    async (request, reply) => {
      const sessionSecret = ownerSessionSecret(request);
      const signedIn = sessionSecret
        ? await findSignedInUser(app.db, sessionSecret, app.config.ownerSessionIdleMs)
        : null;
      const accepted = await acceptInvitation(
        app.db,
        secretFrom(request.params.token),
        { ...request.body, signedIn },
        {
          hashCost: app.config.passwordHashCost,
          idleMs: app.config.ownerSessionIdleMs,
          beforeHashing: () => newAccounts.reserve('owners', request.ip),
        },
      );
      if (accepted.sessionSecret) setOwnerSessionCookie(request, reply, accepted.sessionSecret);
      return {
        user: accepted.user,
        sites: await listOwnerSites(app.db, accepted.user.id),
        currentSiteId: accepted.websiteId,
      };
    },
  );
};
