import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../security/password';
import { clientAddressKey, SignInLimiter } from '../../security/sign-in-limiter';
import { tooManySignIns } from './errors';
import { normalizeEmail } from '@plinth/commerce';
import { listOwnerSites, signIn, signOut } from './service';
import { clearOwnerSessionCookie, ownerSessionSecret, setOwnerSessionCookie } from './session-cookie';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins per email and address, and per address alone, before a 15-minute pause. */
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

const signInBody = z.object({
  email: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** Owner sign-in, sign-out and "who am I" for the editor (/config). */
export const ownerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAccount = new SignInLimiter({
    maxFailures: MAX_FAILURES_PER_ACCOUNT,
    windowMs: SIGN_IN_WINDOW_MS,
  });
  const perAddress = new SignInLimiter({
    maxFailures: MAX_FAILURES_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
  });

  app.get('/config/api/session', { preHandler: app.requireOwner }, async (request) => ({
    user: request.ownerUser,
    sites: await listOwnerSites(app.db, request.ownerUser.id),
    currentSiteId: request.site.id,
  }));

  app.post(
    '/config/api/session',
    {
      preHandler: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: { body: signInBody },
    },
    async (request, reply) => {
      const address = clientAddressKey(request.ip);
      const accountKey = `${normalizeEmail(request.body.email)}|${address}`;
      // Reserved before hashing: parallel guesses are counted as they arrive, not after scrypt.
      const addressWait = perAddress.reserve(address);
      if (addressWait > 0) throw tooManySignIns(addressWait);
      const accountWait = perAccount.reserve(accountKey);
      if (accountWait > 0) {
        perAddress.release(address);
        throw tooManySignIns(accountWait);
      }
      const { user, secret } = await signIn(app.db, request.body.email, request.body.password);
      perAccount.clear(accountKey);
      perAddress.release(address);
      setOwnerSessionCookie(request, reply, secret);
      return { user, sites: await listOwnerSites(app.db, user.id), currentSiteId: request.site.id };
    },
  );

  app.delete('/config/api/session', { preHandler: app.verifyCrumb }, async (request, reply) => {
    const secret = ownerSessionSecret(request);
    if (secret) await signOut(app.db, secret);
    clearOwnerSessionCookie(request, reply);
    return reply.status(204).send();
  });
};
