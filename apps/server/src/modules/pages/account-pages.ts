import { ACCOUNT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@plinth/commerce';
import { ACCOUNT_PAGE, safeReturnTo } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import {
  createAccountForVisitor,
  findPageSiteUser,
  sameToken,
  signInVisitor,
  signOutVisitor,
  updateSiteUserLocale,
  xsrfMismatch,
} from '../site-users';
import { loadAccountPage, loadCreateAccountPage, loadSignInPage } from './account-loaders';
import { pageVisitOf } from './page-visit';
import { sendPage } from './send-page';

const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const format = z.enum(['json']).optional();
const SIGNED_OUT_PATH = `${ACCOUNT_PAGE.signIn}?signedOut=1`;
const LANGUAGE_SAVED_PATH = `${ACCOUNT_PAGE.account}?saved=language`;

/** One value per field: a repeated field keeps its last value, as browsers send the last one read. */
function fieldsOf(body: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body))
    out[key] = (Array.isArray(value) ? value.at(-1) : value) ?? '';
  return out;
}

/** The form state a refused post shows again: field messages, or the message in an alert. */
function refusal(error: AppError, values: Record<string, string>) {
  const fieldErrors = error.details.fieldErrors ?? {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { values, fieldErrors, error: hasFieldErrors ? null : error.message };
}

/** Runs a no-JavaScript account post; an expected refusal re-renders the page instead of an error page. */
async function accountPost(
  request: FastifyRequest,
  reply: FastifyReply,
  action: () => Promise<string>,
  onRefused: (error: AppError) => Promise<unknown>,
) {
  try {
    await request.server.verifyCrumb(request, reply);
    return reply.redirect(await action(), 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The sign-in limits say when to try again; the page says it in words, the header for machines.
    if (typeof error.details.retryAfter === 'number') {
      void reply.header('retry-after', String(error.details.retryAfter));
    }
    return onRefused(error);
  }
}

/**
 * The storefront's account pages (/account/login, /account/create, /account) and their plain form
 * posts, which answer 303 on success like every no-JavaScript form of the storefront.
 */
export const accountPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { config: { rateLimit: app.writeRateLimit }, schema: { body: formBody } };

  app.get(
    ACCOUNT_PAGE.signIn,
    {
      schema: {
        querystring: z
          .object({
            signedOut: z.string().max(8).optional(),
            // Checked by safeReturnTo below: anything but a path on this site is dropped, not refused.
            returnTo: z.string().optional(),
            format,
          })
          .passthrough(),
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (await findPageSiteUser(request, reply))
        return reply.redirect(returnTo ?? ACCOUNT_PAGE.account, 303);
      const notice = request.query.signedOut ? ACCOUNT_MESSAGES.signedOutNotice : null;
      return sendPage(request, reply, await loadSignInPage(app, pageVisitOf(request), { notice, returnTo }));
    },
  );

  app.get(
    ACCOUNT_PAGE.create,
    { schema: { querystring: z.object({ format }).passthrough() } },
    async (request, reply) => {
      if (await findPageSiteUser(request, reply)) return reply.redirect(ACCOUNT_PAGE.account, 303);
      return sendPage(request, reply, await loadCreateAccountPage(app, pageVisitOf(request)));
    },
  );

  app.get(
    ACCOUNT_PAGE.account,
    { schema: { querystring: z.object({ saved: z.string().max(16).optional(), format }).passthrough() } },
    async (request, reply) => {
      const session = await findPageSiteUser(request, reply);
      if (!session) return reply.redirect(ACCOUNT_PAGE.signIn, 303);
      const notice =
        request.query.saved === 'language'
          ? ACCOUNT_MESSAGES.languageSavedNotice
          : request.query.saved === 'subscription'
            ? SUBSCRIPTION_MESSAGES.subscriptionCancelled
            : null;
      const page = await loadAccountPage(app, pageVisitOf(request), session, { notice });
      return sendPage(request, reply, page);
    },
  );

  app.post(ACCOUNT_PAGE.signIn, limited, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const rememberMe = fields.rememberMe === 'true' || fields.rememberMe === 'on';
    const input = { email: fields.email ?? '', password: fields.password ?? '', rememberMe };
    const returnTo = safeReturnTo(fields.returnTo);
    return accountPost(
      request,
      reply,
      async () => {
        await signInVisitor(request, reply, input);
        return returnTo ?? ACCOUNT_PAGE.account;
      },
      async (error) => {
        const form = refusal(error, { email: input.email });
        const page = await loadSignInPage(app, pageVisitOf(request), { form, rememberMe, returnTo });
        return sendPage(request, reply, page, error.statusCode);
      },
    );
  });

  app.post(ACCOUNT_PAGE.create, limited, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const input = { name: fields.name ?? '', email: fields.email ?? '', password: fields.password ?? '' };
    return accountPost(
      request,
      reply,
      async () => {
        await createAccountForVisitor(request, reply, input);
        return ACCOUNT_PAGE.account;
      },
      async (error) => {
        const form = refusal(error, { name: input.name, email: input.email });
        const page = await loadCreateAccountPage(app, pageVisitOf(request), { form });
        return sendPage(request, reply, page, error.statusCode);
      },
    );
  });

  app.post(ACCOUNT_PAGE.signOut, limited, async (request, reply) => {
    const fields = fieldsOf(request.body);
    return accountPost(
      request,
      reply,
      async () => {
        await signOutVisitor(request, reply, fields.cloneCart !== 'false');
        return SIGNED_OUT_PATH;
      },
      async (error) => refusedOnAccountPage(request, reply, error, ACCOUNT_MESSAGES.unableToSignOut),
    );
  });

  app.post(ACCOUNT_PAGE.locale, limited, async (request, reply) => {
    const fields = fieldsOf(request.body);
    return accountPost(
      request,
      reply,
      async () => {
        const session = await findPageSiteUser(request, reply);
        if (!session) return ACCOUNT_PAGE.signIn;
        // A plain form cannot send headers: the session's XSRF token comes as a hidden field.
        if (!sameToken(fields.xsrfToken, session.xsrfToken)) throw xsrfMismatch();
        await updateSiteUserLocale(app.db, request.site, session.user.id, fields.language ?? '');
        return LANGUAGE_SAVED_PATH;
      },
      async (error) => refusedOnAccountPage(request, reply, error, ACCOUNT_MESSAGES.unableToSaveLanguage),
    );
  });
};

/** The account page again with the refusal in an alert; the sign-in page when no one is signed in. */
async function refusedOnAccountPage(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  title: string,
) {
  const session = await findPageSiteUser(request, reply);
  if (!session) return reply.redirect(ACCOUNT_PAGE.signIn, 303);
  const fieldErrors = Object.values(error.details.fieldErrors ?? {});
  const message = fieldErrors[0] ?? error.message;
  const visit = pageVisitOf(request);
  const page = await loadAccountPage(request.server, visit, session, { error: { title, message } });
  return sendPage(request, reply, page, error.statusCode);
}
