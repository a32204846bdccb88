import { PERMISSION, SITE_PAGE_LIMITS, SITE_PAGES_API, sitePageMessage } from '@plinth/contracts';
import { sitePageRenderResultSchema, sitePageRenderSchema } from '@plinth/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { verifyPassword } from '../../security/password';
import { findSitePageRow, pageInvalid, sitePageNotFound } from '../site-pages';
import { isApiPath } from '../../api-path';
import { pageNotFound, routeNotFound } from './errors';
import { pagePasswordScope } from './page-password-limits';
import { setUnlockCookie } from './page-unlock';
import { sendPage } from './send-page';
import { answerCollectionList, findItemAt, guardOf, isFeedRequest } from './collection-routes';
import { answerAccessRefusal, sitePageVisitOf } from './site-page-access';
import {
  findLiveSitePage,
  loadPageAccessPage,
  loadSitePage,
  loadSitePagePreview,
  renderEditorBlocks,
} from './site-page-loader';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the cookie a locked page's right password sets (server secret "page-unlock"). */
    pageUnlockKey: Buffer;
  }
}

/**
 * Answers GET /{slug} when a live block page has that slug (GET / with null: the site's home page):
 * the page, its lock screen, or the member area access denied page (403). True when it answered;
 * false when no live page has it (the store pages, or the theme's home template, come next). A
 * boolean, not the reply: a FastifyReply is thenable, so awaiting it would give undefined and the
 * caller would go on to answer the request a second time.
 */
export async function answerSitePage(
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string | null,
): Promise<boolean> {
  const app = request.server;
  const visit = sitePageVisitOf(request);
  const row = await findLiveSitePage(app, visit, slug);
  if (!row) return false;
  if (slug !== null && row.is_home === 1) {
    // The home page lives at "/" alone: one address per page (search engines, shared links).
    void reply.redirect(homeUrlOf(request), 301);
    return true;
  }
  if (await answerAccessRefusal(request, reply, visit, row)) return true;
  if (row.collection_type !== null) {
    await answerCollectionList(request, reply, visit, row);
  } else if (isFeedRequest(request)) {
    throw pageNotFound();
  } else {
    void sendPage(request, reply, await loadSitePage(app, visit, row));
  }
  return true;
}

/** "/" with the request's query kept (so `?format=json` still answers the page's context). */
function homeUrlOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? '/' : `/${request.url.slice(query)}`;
}

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const lockForm = z.object({
  crumb: z.string().max(200).optional(),
  password: z.string().max(1000).default(''),
});

/**
 * The lock screen's form post (no JavaScript, crumb-checked like the storefront's other forms): the
 * right password sets the page's unlock cookie and goes back to the page (303); a wrong one shows the
 * lock screen again with "That password is not right. Try again." (403). Guesses are limited like
 * sign-ins (page-password-limits.ts): past the limit, the lock screen with the wait and 429 + Retry-After.
 */
export const sitePageFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:slug',
    { config: { rateLimit: app.writeRateLimit }, schema: { params: slugParams, body: lockForm } },
    async (request, reply) => {
      await app.verifyCrumb(request, reply);
      const visit = sitePageVisitOf(request);
      const row = await findLiveSitePage(app, visit, request.params.slug);
      if (!row || row.password_hash === null) throw pageNotFound();
      return answerPasswordPost(request, reply, visit, {
        password: request.body.password,
        lockedId: row.id,
        passwordHash: row.password_hash,
        guard: row,
        target: row.is_home === 1 ? '/' : `/${row.slug}`,
      });
    },
  );

  // A locked post's or event's lock screen posts here, to the item's own address.
  app.post(
    '/:collectionUrlId/:itemSlug',
    { config: { rateLimit: app.writeRateLimit }, schema: { params: itemParams, body: lockForm } },
    async (request, reply) => {
      const notFound = () => (isApiPath(request.url) ? routeNotFound() : pageNotFound());
      const visit = sitePageVisitOf(request);
      const collection = await findLiveSitePage(app, visit, request.params.collectionUrlId);
      if (!collection || collection.collection_type === null) throw notFound();
      const found = await findItemAt(app, visit, collection, request.params.itemSlug);
      const hash = found?.row.password_hash ?? null;
      if (!found || hash === null) throw notFound();
      await app.verifyCrumb(request, reply);
      const guard = guardOf(collection, found.row);
      return answerPasswordPost(request, reply, visit, {
        password: request.body.password,
        lockedId: found.row.id,
        passwordHash: hash,
        guard,
        target: `/${guard.slug}`,
      });
    },
  );
};

/**
 * A password sent to a locked page's or item's lock screen: counted before scrypt, so a burst of
 * guesses is counted as it arrives (security review L-B; page-password-limits.ts); past the limit the
 * lock screen with the wait (429, Retry-After); a wrong one the lock screen again (403); the right one
 * sets the unlock cookie of `lockedId` and goes to `target` (303).
 */
async function answerPasswordPost(
  request: FastifyRequest,
  reply: FastifyReply,
  visit: ReturnType<typeof sitePageVisitOf>,
  locked: {
    password: string;
    lockedId: string;
    passwordHash: string;
    guard: Parameters<typeof loadPageAccessPage>[2];
    target: string;
  },
): Promise<FastifyReply> {
  const app = request.server;
  const limits = app.pagePasswordLimits;
  let attempt;
  try {
    attempt = await limits.reserve(pagePasswordScope(visit.site.id), request.ip, locked.lockedId);
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'rate_limited')) throw error;
    const page = await loadPageAccessPage(app, visit, locked.guard, 'locked', error.message);
    void reply.header('x-robots-tag', 'noindex').header('retry-after', String(error.details.retryAfter ?? 1));
    return sendPage(request, reply, page, 429);
  }
  const right = await verifyPassword(locked.password, locked.passwordHash, app.config.passwordHashCost);
  if (!right) {
    const page = await loadPageAccessPage(
      app,
      visit,
      locked.guard,
      'locked',
      sitePageMessage('wrongPassword'),
    );
    return sendPage(request, reply.header('x-robots-tag', 'noindex'), page, 403);
  }
  await limits.forgive(attempt);
  setUnlockCookie(request, reply, app.pageUnlockKey, {
    id: locked.lockedId,
    password_hash: locked.passwordHash,
  });
  return reply.redirect(locked.target, 303);
}

const itemParams = z.object({
  collectionUrlId: z.string().min(1).max(200),
  itemSlug: z.string().min(1).max(205),
});

const previewParams = z.object({ id: z.string().min(1).max(32) });

/**
 * The editor's preview: the DRAFT rendered in the live theme, for members who may read pages. Framed
 * by the editor (same origin: the storefront policy's frame-ancestors 'self' and X-Frame-Options
 * SAMEORIGIN allow it), kept out of search engines and caches.
 */
export const sitePagePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SITE_PAGES_API.preview,
    {
      onRequest: app.requirePermission(PERMISSION.contentView),
      // After sendPage's own cache-control: a draft is never kept.
      onSend: async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      },
      schema: { params: previewParams },
    },
    async (request, reply) => {
      const row = await findSitePageRow(app.db.kysely, request.owner.site.id, request.params.id);
      if (!row) throw pageNotFound();
      const visit = { ...sitePageVisitOf(request), site: request.owner.site };
      const page = await loadSitePagePreview(app, visit, row);
      void reply.header('x-robots-tag', 'noindex');
      return sendPage(request, reply, page);
    },
  );

  app.post(
    SITE_PAGES_API.render,
    {
      // Those who may change the draft; the body (a whole document) is read only after this.
      onRequest: app.requirePermission(PERMISSION.contentDraft),
      bodyLimit: RENDER_BODY_LIMIT,
      config: { invalidInput: pageInvalid },
      schema: {
        summary: "Render an unsaved document's blocks for the editor's frame (nothing is stored)",
        params: previewParams,
        body: sitePageRenderSchema,
        response: { 200: sitePageRenderResultSchema },
      },
    },
    async (request, reply) => {
      const row = await findSitePageRow(app.db.kysely, request.owner.site.id, request.params.id);
      if (!row) throw sitePageNotFound();
      const visit = { ...sitePageVisitOf(request), site: request.owner.site };
      void reply.header('cache-control', 'no-store');
      return renderEditorBlocks(app, visit, request.body.document);
    },
  );
};

/** A whole document, as a save takes it. */
const RENDER_BODY_LIMIT = SITE_PAGE_LIMITS.documentBytes + 16 * 1024;
