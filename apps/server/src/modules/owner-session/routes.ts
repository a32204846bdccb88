import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noContentSchema,
  otherSessionsEndedSchema,
  ownerSessionSchema,
  ownerSignInRequestSchema,
} from '@plinth/contracts/schemas';
import { SignInLimits } from '../../security/sign-in-limits';
import { clearMemberRoleCookie, setMemberRoleCookie } from '../tracker';
import { tooManySignIns } from './errors';
import { listOwnerSites, signIn, signOut, signOutOtherSessions, type OwnerSessionSettings } from './service';
import { clearOwnerSessionCookie, ownerSessionSecret, setOwnerSessionCookie } from './session-cookie';

/** Owner sign-in, sign-out and "who am I" for the editor (/config). */
export const ownerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = new SignInLimits(
    tooManySignIns,
    app.redis,
    {
      afterFailures: app.config.signInBackoffAfter,
      sleep: app.sleep,
    },
    app.log,
  );
  const rolesHere = (sites: readonly { id: string; role: number }[], siteId: string) =>
    sites.filter((site) => site.id === siteId).map((site) => site.role);
  const settings: OwnerSessionSettings = {
    hashCost: app.config.passwordHashCost,
    idleMs: app.config.ownerSessionIdleMs,
  };

  app.get(
    '/config/api/session',
    {
      onRequest: app.requireOwner,
      schema: {
        summary: 'Who is signed in, and the sites they are a member of',
        response: { 200: ownerSessionSchema },
      },
    },
    async (request, reply) => {
      const sites = await listOwnerSites(app.db, request.ownerUser.id);
      // Kept up to date whenever the editor loads: a role changed since sign-in, or a session from
      // before the tracker, is what the storefront tracker reads from now on.
      setMemberRoleCookie(request, reply, rolesHere(sites, request.site.id));
      return { user: request.ownerUser, sites, currentSiteId: request.site.id };
    },
  );

  app.post(
    '/config/api/session',
    {
      onRequest: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'Sign in as an owner',
        body: ownerSignInRequestSchema,
        response: { 200: ownerSessionSchema },
      },
    },
    async (request, reply) => {
      const attempt = await limits.reserve('owner', request.ip, request.body.email);
      const { user, secret } = await signIn(app.db, request.body.email, request.body.password, settings);
      await limits.forgive(attempt);
      // Signing in again ends this browser's earlier session, as customer sign-in does.
      const previous = ownerSessionSecret(request);
      if (previous) await signOut(app.db, previous);
      setOwnerSessionCookie(request, reply, secret);
      const sites = await listOwnerSites(app.db, user.id);
      // The storefront tracker skips signed-in members (seed 001 §6): their role on this site, readable.
      setMemberRoleCookie(request, reply, rolesHere(sites, request.site.id));
      return { user, sites, currentSiteId: request.site.id };
    },
  );

  /** "Sign out other sessions": every session of the signed-in owner but this browser's ends. */
  app.delete(
    '/config/api/session/others',
    {
      onRequest: app.requireOwner,
      schema: {
        summary: 'End every other session of the signed-in owner',
        response: { 200: otherSessionsEndedSchema },
      },
    },
    async (request) => {
      const secret = ownerSessionSecret(request);
      // requireOwner found a live session, so the cookie holds its secret.
      const ended = secret ? await signOutOtherSessions(app.db, request.ownerUser.id, secret) : 0;
      return { ended };
    },
  );

  app.delete(
    '/config/api/session',
    { onRequest: app.verifyCrumb, schema: { summary: 'Sign out', response: { 204: noContentSchema } } },
    async (request, reply) => {
      const secret = ownerSessionSecret(request);
      if (secret) await signOut(app.db, secret);
      clearOwnerSessionCookie(request, reply);
      clearMemberRoleCookie(request, reply);
      return reply.status(204).send();
    },
  );
};
