import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isApiPath } from '../../api-path';
import { accountPageRoutes } from './account-pages';
import { languageRoutes } from './language-routes';
import { checkoutPageRoutes } from './checkout-pages';
import { subscriptionPageRoutes } from './subscription-pages';
import { pageNotFound as notFound, routeNotFound } from './errors';
import { formRoutes } from './form-routes';
import { loadCartPage, loadHomePage, loadStatusPage } from './loaders';
import { loadShopListPage, type ShopAnswer } from './shop-loaders';
import { loadProductPage } from './product-loaders';
import { pageVisitOf } from './page-visit';
import { productPreviewRoutes } from './product-preview-routes';
import { sendPage } from './send-page';
import { answerSitePage, sitePageFormRoutes, sitePagePreviewRoutes } from './site-page-routes';
import { searchPageRoutes } from './search-routes';
import { collectionItemRoutes, isFeedRequest } from './collection-routes';
import { collectionQuerySchema } from './collection-query';
import { loadServerSecret } from '../../security/server-secret';
import { createPagePasswordLimits } from './page-password-limits';

const pageQuery = z.object({ format: z.enum(['json']).optional() }).passthrough();
/** Where a Blog or Events page may answer: its list's filters and feeds (collection-query.ts). */
const listQuery = collectionQuerySchema;
const urlId = z.string().min(1).max(200);

const storefrontPages: FastifyPluginAsyncZod = async (app) => {
  app.decorate('pageUnlockKey', await loadServerSecret(app.db, 'page-unlock'));
  app.decorate('pagePasswordLimits', createPagePasswordLimits(app));

  app.get('/', { schema: { querystring: listQuery } }, async (request, reply) => {
    // The owner's home page when one is chosen and live; else the theme's home template.
    if (await answerSitePage(request, reply, null)) return reply;
    if (isFeedRequest(request)) throw notFound();
    const page = await loadHomePage(app, pageVisitOf(request));
    if (!page) throw notFound();
    return sendPage(request, reply, page);
  });

  app.get('/cart', { schema: { querystring: pageQuery } }, async (request, reply) =>
    sendPage(request, reply, await loadCartPage(app, pageVisitOf(request))),
  );

  app.get(
    '/:collectionUrlId',
    { schema: { params: z.object({ collectionUrlId: urlId }), querystring: listQuery } },
    async (request, reply) => {
      // The owner's block pages first (and Blog and Events pages); their slugs never equal a store
      // page's url_id (decision 0035).
      if (await answerSitePage(request, reply, request.params.collectionUrlId)) return reply;
      if (isFeedRequest(request)) throw notFound();
      const { collectionUrlId } = request.params;
      return sendShopList(
        request,
        reply,
        await loadShopListPage(app, pageVisitOf(request), collectionUrlId, null, request.query),
      );
    },
  );

  app.get(
    '/:collectionUrlId/c/:categorySlug',
    {
      schema: {
        params: z.object({ collectionUrlId: urlId, categorySlug: z.string().min(1).max(80) }),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      const { collectionUrlId, categorySlug } = request.params;
      const answer = await loadShopListPage(
        app,
        pageVisitOf(request),
        collectionUrlId,
        categorySlug,
        request.query,
      );
      return sendShopList(request, reply, answer);
    },
  );

  app.get(
    '/:collectionUrlId/p/:productUrlId',
    {
      schema: { params: z.object({ collectionUrlId: urlId, productUrlId: urlId }), querystring: pageQuery },
    },
    async (request, reply) => {
      const page = await loadProductPage(
        app,
        pageVisitOf(request),
        request.params.collectionUrlId,
        request.params.productUrlId,
      );
      if (!page) throw notFound();
      return sendPage(request, reply, page);
    },
  );

  await app.register(searchPageRoutes);
  // GET /{collection}/{item}: posts and events (after the product route, which has its own /p/ segment).
  await app.register(collectionItemRoutes);
  await app.register(sitePagePreviewRoutes);
  await app.register(productPreviewRoutes);
  await app.register(storefrontForms);
};

/** A shop list's page, its 301 to a renamed category's or tag's address (format kept), or 404. */
function sendShopList(request: FastifyRequest, reply: FastifyReply, answer: ShopAnswer) {
  if (!answer) throw notFound();
  if ('redirect' in answer) {
    const json = (request.query as Record<string, unknown>).format === 'json';
    const to = json
      ? `${answer.redirect}${answer.redirect.includes('?') ? '&' : '?'}format=json`
      : answer.redirect;
    return reply.redirect(to, 301);
  }
  return sendPage(request, reply, answer.page);
}

/**
 * The no-JavaScript form posts. Url-encoded bodies are parsed in this scope only: every other route
 * (the owner and storefront JSON APIs) answers such a body 415.
 */
const storefrontForms: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);
  await app.register(formRoutes);
  await app.register(accountPageRoutes);
  await app.register(checkoutPageRoutes);
  await app.register(subscriptionPageRoutes);
  await app.register(sitePageFormRoutes);
  await app.register(languageRoutes);
};

/**
 * The storefront's HTML error page (404 and every other error a browser sees), which the app hands to
 * plugins/errors.ts as its `htmlErrorPage` option.
 */
export const renderErrorPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) =>
  sendPage(
    request,
    reply,
    await loadStatusPage(request.server, pageVisitOf(request), status, message),
    status,
  );

/** Storefront HTML pages, their no-JavaScript form posts, and the HTML 404 page. */
export const pageRoutes = fp(async (app) => {
  // Thrown like every other error: the error handler answers JSON, or the status page for a browser.
  app.setNotFoundHandler(async (request) => {
    throw isApiPath(request.url) || !request.site ? routeNotFound() : notFound();
  });

  await app.register(storefrontPages);
});
