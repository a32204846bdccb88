import { CAPTCHA_API } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { altchaChallengeSchema } from '@plinth/contracts/schemas';
import { createAltchaChallenge } from './altcha';
import { scheduleSpentPurge } from './spent-purge';

/**
 * GET /api/captcha/challenge: a fresh ALTCHA challenge for the request's site, signed and valid for
 * ten minutes; never stored by any cache (each one is good for one submission). Public, and counted
 * like a write against the client's rate limit, since making one costs the server a hash and an HMAC.
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleSpentPurge(app);
  app.get(
    CAPTCHA_API.challenge,
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'A fresh ALTCHA proof-of-work challenge for the captcha of forms and sign-ups',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (request, reply) => {
      const challenge = await createAltchaChallenge(app.db, {
        siteId: request.site.id,
        difficulty: app.config.captcha.difficulty,
      });
      void reply.header('cache-control', 'no-store');
      return challenge;
    },
  );
};
