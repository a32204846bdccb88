import formbody from '@fastify/formbody';
import { validateRestockEmail } from '@plinth/commerce';
import { CAPTCHA_ACTION, MAILING_LIST_API, PERMISSION, RESTOCK_API } from '@plinth/contracts';
import {
  mailingListCsvSchema,
  mailingListPageSchema,
  mailingListQuerySchema,
  restockGroupsAnswerSchema,
  restockGroupsQuerySchema,
  restockSendAllRequestSchema,
  restockSendAnswerSchema,
  restockSendRequestSchema,
  restockSignUpAnswerSchema,
  restockSignUpRequestSchema,
  restockSignUpsAnswerSchema,
  restockSignUpsQuerySchema,
} from '@plinth/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadServerSecret } from '../../security/server-secret';
import { verifyCaptcha } from '../captcha';
import { requestOrigin } from '../email';
import { restockEmailInvalid, restockInvalid } from './errors';
import { RESTOCK_NOTICE_JOB_KIND, restockNoticeHandler } from './notice-job';
import { listMailingList, listRestockGroups, listRestockSignUps, mailingListCsv } from './owner-lists';
import { queueRestockNotices } from './send';
import { signUpForRestock } from './sign-up';
import { unsubscribeConfirmPage, unsubscribedPage, unsubscribeInvalidPage } from './unsubscribe-page';
import { findUnsubscribeTarget, unsubscribeRestock } from './unsubscribe';
import { UNSUBSCRIBE_SECRET_NAME } from './unsubscribe-token';

/** A sign-up is a few short fields and a captcha token. */
const SIGN_UP_BODY_LIMIT = 16 * 1024;
const unsubscribeQuery = z.object({ token: z.string().max(100) });

/**
 * Restock notifications (docs/restock.md): the public sign-up, the owner's lists and sends (restock.view
 * / restock.manage, checked before any input), the mailing list, the one-click unsubscribe, and the
 * notice job's handler.
 */
export const restockRoutes: FastifyPluginAsyncZod = async (app) => {
  const unsubscribeKey = await loadServerSecret(app.db, UNSUBSCRIBE_SECRET_NAME);
  app.jobs.handle(RESTOCK_NOTICE_JOB_KIND, restockNoticeHandler(app, unsubscribeKey));
  // Mail programs POST the one-click unsubscribe as a form (RFC 8058); only this plugin reads forms.
  await app.register(formbody, { bodyLimit: 1024 });
  // RFC 8058 allows the one-click POST as multipart too; its body says nothing the token does not.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  const view = app.requirePermission(PERMISSION.restockView);
  const manage = app.requirePermission(PERMISSION.restockManage);
  /** An owner route's options: its permission first, then its schemas, refused in restock's words. */
  const owned = <S extends object>(onRequest: typeof view, summary: string, schema: S) => ({
    onRequest,
    config: { invalidInput: restockInvalid },
    schema: { summary, ...schema },
  });

  app.post(
    RESTOCK_API.signUp,
    {
      onRequest: app.verifyCrumb,
      bodyLimit: SIGN_UP_BODY_LIMIT,
      config: { rateLimit: app.writeRateLimit, invalidInput: restockInvalid },
      schema: {
        summary: 'Sign up to hear when a sold-out product option is back in stock',
        body: restockSignUpRequestSchema,
        response: { 200: restockSignUpAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const checked = validateRestockEmail(body.siteVisitorEmail);
      if (!checked.ok) throw restockEmailInvalid(checked.message);
      await verifyCaptcha(app, request.site, {
        token: body.captchaToken ?? body.recaptchaEnterpriseV3Token,
        action: CAPTCHA_ACTION.restock,
      });
      await signUpForRestock(app.db, request.site, {
        productId: body.productId,
        variantId: body.variantId,
        email: checked.email,
        isJoinMailingList: body.isJoinMailingList ?? false,
        language: body.language ?? '',
        origin: requestOrigin(request),
      });
      return { ok: true as const };
    },
  );

  app.get(
    RESTOCK_API.groups,
    owned(view, 'Product options with restock sign-ups waiting (cursor pages)', {
      querystring: restockGroupsQuerySchema,
      response: { 200: restockGroupsAnswerSchema },
    }),
    async (request) => listRestockGroups(app.db, request.owner.site, request.query.cursor),
  );

  app.get(
    RESTOCK_API.signUps,
    owned(view, "A product option's restock sign-ups (cursor pages)", {
      querystring: restockSignUpsQuerySchema,
      response: { 200: restockSignUpsAnswerSchema },
    }),
    async (request) => listRestockSignUps(app.db, request.owner.site, request.query),
  );

  app.post(
    RESTOCK_API.send,
    owned(manage, "Email a product option's waiting sign-ups that it is back in stock", {
      body: restockSendRequestSchema,
      response: { 200: restockSendAnswerSchema },
    }),
    async (request) => ({
      queued: await queueRestockNotices(app, request.owner.site, [request.body], { mustExist: true }),
    }),
  );

  app.post(
    RESTOCK_API.sendAll,
    owned(manage, 'Email the waiting sign-ups of several product options', {
      body: restockSendAllRequestSchema,
      response: { 200: restockSendAnswerSchema },
    }),
    async (request) => ({
      queued: await queueRestockNotices(app, request.owner.site, request.body.sendRequests, {
        mustExist: false,
      }),
    }),
  );

  app.get(
    MAILING_LIST_API.members,
    owned(view, "The site's mailing list (cursor pages)", {
      querystring: mailingListQuerySchema,
      response: { 200: mailingListPageSchema },
    }),
    async (request) => listMailingList(app.db, request.owner.site, request.query.cursor),
  );

  app.get(
    MAILING_LIST_API.csv,
    {
      onRequest: view,
      schema: { summary: "The site's mailing list as CSV", response: { 200: mailingListCsvSchema } },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="mailing-list.csv"')
        .header('cache-control', 'no-store')
        .send(await mailingListCsv(app.db, request.owner.site)),
  );

  const siteNameOf = async (websiteId: string, fallback: string) =>
    (await app.sites.byId(websiteId))?.title ?? fallback;
  /** The unsubscribe pages: never cached (each answers one token), 404 when the token is no good. */
  const sendUnsubscribePage = (reply: FastifyReply, found: boolean, html: string) =>
    reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);

  app.get(
    RESTOCK_API.unsubscribe,
    {
      schema: {
        summary: 'The confirm page of a restock email’s unsubscribe link',
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      const target = await findUnsubscribeTarget(app.db, unsubscribeKey, request.query.token);
      const html = target
        ? unsubscribeConfirmPage(
            await siteNameOf(target.websiteId, request.site.title),
            target,
            request.query.token,
          )
        : unsubscribeInvalidPage(request.site.title);
      return sendUnsubscribePage(reply, target !== null, html);
    },
  );

  // No crumb: a mail program posts this without the site's cookies (RFC 8058); the signed token is the
  // proof, and it can only stop emails.
  app.post(
    RESTOCK_API.unsubscribe,
    {
      config: { rateLimit: app.writeRateLimit },
      schema: { summary: 'Unsubscribe from restock emails (one click)', querystring: unsubscribeQuery },
    },
    async (request, reply) => {
      const target = await unsubscribeRestock(app.db, unsubscribeKey, request.query.token);
      const html = target
        ? unsubscribedPage(await siteNameOf(target.websiteId, request.site.title), target.email)
        : unsubscribeInvalidPage(request.site.title);
      return sendUnsubscribePage(reply, target !== null, html);
    },
  );
};
