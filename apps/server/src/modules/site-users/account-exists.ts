import { ACCOUNT_PAGE, PERMISSION, type SiteUserSessionResponse } from '@plinth/contracts';
import { newId, newToken, writeTransaction, type SiteUserRow } from '@plinth/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountExistsTemplate, requestOrigin } from '../email';
import { setCartCookie } from '../cart';
import { endSiteUserSession } from './service';
import { sessionCookieMaxAgeMs, setSiteUserCookies, siteUserSessionSecret } from './session-cookie';
import { newSecret } from '../../security/secret-token';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues "you already have an account" to the account a sign-up named. One per account per hour (the
 * outbox's dedupe key), so repeated sign-ups cannot flood the owner of the address.
 */
export async function queueAccountExistsEmail(
  request: FastifyRequest,
  existing: Pick<SiteUserRow, 'id' | 'email'>,
): Promise<void> {
  const { db, mail, jobs } = request.server;
  const hour = Math.floor(mail.settings.now() / HOUR_MS);
  const { created } = await writeTransaction(db, (trx) =>
    mail.queue(trx, {
      websiteId: request.site.id,
      siteName: request.site.title,
      dedupeKey: `account-exists:${request.site.id}:${existing.id}:${hour}`,
      template: accountExistsTemplate,
      data: { email: existing.email, signInUrl: `${requestOrigin(request)}${ACCOUNT_PAGE.signIn}` },
      to: existing.email,
      readPermission: PERMISSION.ordersView,
    }),
  );
  if (created) jobs.wake();
}

/**
 * The answer a new sign-up gets, for a sign-up whose email has an account: the same status, body shape
 * and cookies, but the session cookie names no session, so nothing is signed in (the next request clears
 * the cookies). The visitor's own cart cookie is kept. A follow-up request can still tell the two cases
 * apart; docs/accounts.md says why that stays.
 */
export function answerLikeNewAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; name: string },
): SiteUserSessionResponse {
  const siteUserId = newId();
  const cartToken = request.visitor.cartToken ?? newToken();
  setCartCookie(request, reply, cartToken, sessionCookieMaxAgeMs(false));
  setSiteUserCookies(request, reply, { secret: newSecret().secret, siteUserId, remember: false });
  request.server.rotateCrumb(request, reply);
  return {
    xsrfToken: newToken(32),
    siteUser: { id: siteUserId, email: input.email, name: input.name, language: null },
  };
}

/** A sign-up, like a sign-in, ends the browser's previous session whichever way it goes. */
export async function endPreviousSession(request: FastifyRequest): Promise<void> {
  const previous = siteUserSessionSecret(request);
  if (previous) await endSiteUserSession(request.server.db, previous);
  request.visitor.forget();
}
