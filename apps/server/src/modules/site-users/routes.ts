import { SITE_USER_API } from '@plinth/contracts';
import {
  createAccountRequestSchema,
  localeRequestSchema,
  signInRequestSchema,
  noContentSchema,
  signOutQuerySchema,
  siteUserResponseSchema,
  siteUserSessionResponseSchema,
} from '@plinth/contracts/schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewAccountLimits } from '../../security/new-account-limits';
import { invalidFields, tooManySignIns } from './errors';
import { updateSiteUserLocale } from './service';
import { createSignInLimits } from './sign-in-limits';
import { createAccountForVisitor, siteUserGuard, signInVisitor, signOutVisitor } from './visitor-session';

/**
 * The customer account API (seed 001 section 7, plus sign-up and "who am I"). The crumb, the session and
 * its XSRF token are checked in onRequest, before the body is read, so a refused caller learns nothing
 * about what the route expects.
 */
const accountApi: FastifyPluginAsyncZod = async (app) => {
  // Schema failures answer like the account rules do: SITE_USER_INVALID with a message per field.
  const write = {
    onRequest: app.verifyCrumb,
    config: { rateLimit: app.writeRateLimit, invalidInput: invalidFields },
  };

  app.post(
    SITE_USER_API.account,
    {
      ...write,
      schema: {
        summary: 'Create a customer account and sign in',
        body: createAccountRequestSchema,
        response: { 201: siteUserSessionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAccountForVisitor(request, reply, request.body)),
  );

  app.get(
    SITE_USER_API.account,
    {
      onRequest: siteUserGuard('read'),
      schema: { summary: 'The signed-in customer', response: { 200: siteUserResponseSchema } },
    },
    async (request) => ({ siteUser: request.siteUserSession.user }),
  );

  app.post(
    SITE_USER_API.session,
    {
      ...write,
      schema: {
        summary: 'Sign a customer in',
        body: signInRequestSchema,
        response: { 200: siteUserSessionResponseSchema },
      },
    },
    async (request, reply) => signInVisitor(request, reply, request.body),
  );

  app.delete(
    SITE_USER_API.session,
    {
      ...write,
      schema: {
        summary: 'Sign the customer out',
        querystring: signOutQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await signOutVisitor(request, reply, request.query.cloneCart);
      return reply.status(204).send();
    },
  );

  app.post(
    SITE_USER_API.locale,
    {
      ...write,
      onRequest: siteUserGuard('write'),
      schema: {
        summary: "Set the signed-in customer's language",
        body: localeRequestSchema,
        response: { 200: siteUserResponseSchema },
      },
    },
    async (request) => {
      const { user } = request.siteUserSession;
      const siteUser = await updateSiteUserLocale(app.db, request.site, user.id, request.body.language);
      return { siteUser };
    },
  );
};

/**
 * Registers the account API, the sign-in limits the storefront's account forms share with it, and the
 * answer to the cart's "who is signed in?" (the cart module cannot import this one).
 */
export const siteUserRoutes = fp(async (app) => {
  app.decorateRequest('siteUserSession', null as never);
  app.decorate('siteUserSignInLimits', createSignInLimits(app));
  app.decorate(
    'siteUserNewAccountLimits',
    new NewAccountLimits(app.config.newAccountsPerAddress, tooManySignIns, app.redis, app.log),
  );
  await app.register(accountApi);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-ups per address before the password is hashed (API and no-JavaScript form alike). */
    siteUserNewAccountLimits: NewAccountLimits;
  }
}
