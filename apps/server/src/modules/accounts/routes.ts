import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../security/password';
import { SignInLimits } from '../../security/sign-in-limits';
import { tooManySignIns } from './errors';
import { listOwnerSites, signIn, signOut } from './service';
import { clearOwnerSessionCookie, ownerSessionSecret, setOwnerSessionCookie } from './session-cookie';

const signInBody = z.object({
  email: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** Owner sign-in, sign-out and "who am I" for the editor (/config). */
export const ownerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = new SignInLimits(tooManySignIns, app.redis);

  app.get('/config/api/session', { onRequest: app.requireOwner }, async (request) => ({
    user: request.ownerUser,
    sites: await listOwnerSites(app.db, request.ownerUser.id),
    currentSiteId: request.site.id,
  }));

  app.post(
    '/config/api/session',
    {
      onRequest: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: { body: signInBody },
    },
    async (request, reply) => {
      const attempt = await limits.reserve('owner', request.ip, request.body.email);
      const { user, secret } = await signIn(app.db, request.body.email, request.body.password);
      await limits.forgive(attempt);
      setOwnerSessionCookie(request, reply, secret);
      return { user, sites: await listOwnerSites(app.db, user.id), currentSiteId: request.site.id };
    },
  );

  app.delete('/config/api/session', { onRequest: app.verifyCrumb }, async (request, reply) => {
    const secret = ownerSessionSecret(request);
    if (secret) await signOut(app.db, secret);
    clearOwnerSessionCookie(request, reply);
    return reply.status(204).send();
  });
};
