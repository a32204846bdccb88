import { safeReturnTo } from '@plinth/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chosenLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_PATH } from './language-choice';

/** The footer form's fields, bounded; anything else is ignored. */
const languageForm = z
  .object({
    crumb: z.string().max(200).optional(),
    language: z.string().max(35).optional(),
    returnTo: z.string().max(2048).optional(),
  })
  .passthrough();

/**
 * POST /language: the footer's language switcher without JavaScript (decision 0051). The crumb is
 * checked first; a language the site offers is remembered in a cookie (its default clears the cookie),
 * then 303 back to the page it came from (a path on this site only).
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LANGUAGE_PATH,
    {
      config: { rateLimit: app.writeRateLimit },
      bodyLimit: 4096,
      preValidation: async (request, reply) => app.verifyCrumb(request, reply),
      schema: { body: languageForm },
    },
    async (request, reply) => {
      const { site } = request;
      const wanted = request.body.language ?? '';
      const language = chosenLanguage(site, wanted);
      if (language === site.language || language !== wanted) {
        void reply.clearCookie(LANGUAGE_COOKIE, { path: '/' });
      } else {
        void reply.setCookie(LANGUAGE_COOKIE, language, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.secureCookies,
          maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
        });
      }
      return reply.redirect(safeReturnTo(request.body.returnTo) ?? '/', 303);
    },
  );
};
