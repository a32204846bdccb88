import { SITE_USER_API, SITE_USER_XSRF_HEADER } from '@plinth/contracts';
import {
  createAccountRequestSchema,
  localeRequestSchema,
  signInRequestSchema,
  signOutQuerySchema,
} from '@plinth/contracts/schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateSiteUserLocale } from './service';
import { createSignInLimits } from './sign-in-limits';
import {
  createAccountForVisitor,
  findSessionSiteUserId,
  requireSiteUserSession,
  signInVisitor,
  signOutVisitor,
} from './visitor-session';

const XSRF_HEADER = SITE_USER_XSRF_HEADER.toLowerCase();

/** The customer account API (seed 001 section 7, plus sign-up and "who am I"). */
const accountApi: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.verifyCrumb, config: { rateLimit: app.writeRateLimit } };

  app.post(
    SITE_USER_API.account,
    { ...write, schema: { body: createAccountRequestSchema } },
    async (request, reply) =>
      reply.status(201).send(await createAccountForVisitor(request, reply, request.body)),
  );

  app.get(SITE_USER_API.account, async (request, reply) => {
    const session = await requireSiteUserSession(request, reply, false);
    return { siteUser: session.user };
  });

  app.post(
    SITE_USER_API.session,
    { ...write, schema: { body: signInRequestSchema } },
    async (request, reply) => signInVisitor(request, reply, request.body),
  );

  app.delete(
    SITE_USER_API.session,
    // The crumb may come as ?crumb=, so the query keeps it for verifyCrumb.
    {
      ...write,
      schema: { querystring: signOutQuerySchema.extend({ crumb: z.string().max(64).optional() }) },
    },
    async (request, reply) => {
      await signOutVisitor(request, reply, request.query.cloneCart);
      return reply.status(204).send();
    },
  );

  app.post(
    SITE_USER_API.locale,
    { ...write, schema: { body: localeRequestSchema } },
    async (request, reply) => {
      const header = request.headers[XSRF_HEADER];
      const session = await requireSiteUserSession(
        request,
        reply,
        typeof header === 'string' ? header : undefined,
      );
      const siteUser = await updateSiteUserLocale(
        app.db,
        request.site.id,
        session.user.id,
        request.body.language,
      );
      return { siteUser };
    },
  );
};

/**
 * Registers the account API, the sign-in limits the storefront's account forms share with it, and the
 * answer to the cart's "who is signed in?" (the cart module cannot import this one).
 */
export const siteUserRoutes = fp(async (app) => {
  app.decorate('siteUserSignInLimits', createSignInLimits());
  app.decorate('findCartSiteUserId', findSessionSiteUserId);
  await app.register(accountApi);
});
