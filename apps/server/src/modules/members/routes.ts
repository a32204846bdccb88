import { PERMISSION } from '@plinth/contracts';
import {
  acceptInvitationRequestSchema,
  changeMemberRoleRequestSchema,
  invitationCreatedSchema,
  invitationDetailsSchema,
  invitationParams,
  invitationTokenParams as tokenParams,
  inviteMemberRequestSchema,
  memberListSchema,
  memberParams,
  noContentSchema,
  ownerSessionSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { looksLikeSecret } from '../../security/secret-token';
import { NewAccountLimits } from '../../security/new-account-limits';
import { requestOrigin } from '../email';
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
import { setMemberRoleCookie } from '../tracker';
import {
  findSignedInUser,
  listOwnerSites,
  ownerSessionSecret,
  setOwnerSessionCookie,
  tooManySignIns,
} from '../owner-session';

function secretFrom(token: string): string {
  if (!looksLikeSecret(token)) throw invitationInvalid();
  return token;
}

/** Site members and invitations (members.view / members.manage), and accepting an invitation. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { onRequest: app.requirePermission(PERMISSION.membersView) };
  const manage = { onRequest: app.requirePermission(PERMISSION.membersManage) };
  const newAccounts = new NewAccountLimits(
    app.config.newAccountsPerAddress,
    tooManySignIns,
    app.redis,
    app.log,
  );

  app.get(
    '/config/api/members',
    {
      ...view,
      schema: { summary: "The site's members and open invitations", response: { 200: memberListSchema } },
    },
    async (request) => listSiteMembers(app.db, request.owner.site.id),
  );

  app.post(
    '/config/api/members/invitations',
    {
      ...manage,
      schema: {
        summary: 'Invite someone to the site with a role',
        body: inviteMemberRequestSchema,
        response: { 201: invitationCreatedSchema },
      },
    },
    async (request, reply) => {
      const { site, user } = request.owner;
      const result = await inviteMember(
        app.db,
        { websiteId: site.id, email: request.body.email, role: request.body.role, invitedBy: user.id },
        { mail: app.mail, origin: requestOrigin(request), inviterName: user.name || user.email },
      );
      app.jobs.wake();
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/config/api/members/invitations/:invitationId',
    {
      ...manage,
      schema: {
        summary: 'Revoke an open invitation',
        params: invitationParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, request.owner.site.id, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/config/api/members/:userId',
    {
      ...manage,
      schema: {
        summary: "Change a member's role",
        params: memberParams,
        body: changeMemberRoleRequestSchema,
        response: { 200: memberListSchema },
      },
    },
    async (request) => {
      await changeMemberRole(app.db, request.owner.site.id, request.params.userId, request.body.role);
      return listSiteMembers(app.db, request.owner.site.id);
    },
  );

  app.delete(
    '/config/api/members/:userId',
    {
      ...manage,
      schema: {
        summary: 'Remove a member from the site',
        params: memberParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, request.owner.site.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/config/api/invitations/:token',
    {
      schema: {
        summary: 'What an invitation link offers, before accepting it',
        params: tokenParams,
        response: { 200: invitationDetailsSchema },
      },
    },
    async (request) => describeInvitation(app.db, secretFrom(request.params.token)),
  );

  app.post(
    '/config/api/invitations/:token/accept',
    {
      onRequest: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'Accept an invitation (someone new sends a name and a password) and sign in',
        params: tokenParams,
        body: acceptInvitationRequestSchema,
        response: { 200: ownerSessionSchema },
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
      const sites = await listOwnerSites(app.db, accepted.user.id);
      // The storefront tracker skips signed-in members (decision 0043): their role on this site.
      if (accepted.sessionSecret || signedIn) {
        const roles = sites.filter((s) => s.id === request.site.id).map((s) => s.role);
        setMemberRoleCookie(request, reply, roles);
      }
      return { user: accepted.user, sites, currentSiteId: accepted.websiteId };
    },
  );
};
