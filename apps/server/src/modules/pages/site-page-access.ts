import type { FastifyReply, FastifyRequest } from 'fastify';
import { captchaClientConfig } from '../captcha';
import { requestOrigin } from '../seo';
import { pageVisitOf } from './page-visit';
import { isPageUnlocked } from './page-unlock';
import { sendPage } from './send-page';
import { loadPageAccessPage, type LiveSitePage, type SitePageVisit } from './site-page-loader';

/** The visit of a block page (or Blog, Events page) request: the app's clock, the origin, the captcha. */
export function sitePageVisitOf(request: FastifyRequest): SitePageVisit {
  return {
    ...pageVisitOf(request),
    nowMs: request.server.jobs.queue.now(),
    origin: requestOrigin(request),
    captcha: captchaClientConfig(request.server),
  };
}

/** What the access check reads of a page, or of an item (its slug then "{collection}/{item}"). */
export type GuardedPage = Pick<LiveSitePage, 'id' | 'slug' | 'is_home' | 'password_hash' | 'member_only'>;

/**
 * A locked page's lock screen, or the member area access denied page (403) for a member-only page
 * and a visitor who is not signed in: true when it answered so (the page itself must not be shown).
 */
export async function answerAccessRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  visit: SitePageVisit,
  row: GuardedPage,
): Promise<boolean> {
  const app = request.server;
  if (!isPageUnlocked(request, app.pageUnlockKey, row)) {
    void reply.header('x-robots-tag', 'noindex');
    void sendPage(request, reply, await loadPageAccessPage(app, visit, row, 'locked'));
    return true;
  }
  if (row.member_only === 1 && !(await request.visitor.session())) {
    void reply.header('x-robots-tag', 'noindex');
    void sendPage(request, reply, await loadPageAccessPage(app, visit, row, 'membersOnly'), 403);
    return true;
  }
  return false;
}
