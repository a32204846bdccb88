import { timingSafeEqual } from 'node:crypto';
import { isSignedInReading, validateSignIn, validateSignUp } from '@plinth/commerce';
import { SITE_USER_XSRF_HEADER, type SiteUserSessionResponse } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { claimCartForSiteUser, clearCartCookie, releaseCartAtSignOut, setCartCookie } from '../cart';
import { answerLikeNewAccount, endPreviousSession, queueAccountExistsEmail } from './account-exists';
import { invalidFields, signInRequired, xsrfMismatch } from './errors';
import {
  createSiteUser,
  endSiteUserSession,
  openSiteUserSession,
  verifySiteUserCredentials,
  type SiteUserSession,
} from './service';
import {
  clearSiteUserCookies,
  hasSiteUserCookies,
  readSiteUserInfoCookie,
  sessionCookieMaxAgeMs,
  setSiteUserCookies,
  siteUserSessionSecret,
} from './session-cookie';
import { forgiveAttempt, reserveAttempt } from './sign-in-limits';

/**
 * Checks the email and password and opens a session (API and no-JavaScript form alike). Every failure
 * counts toward the account's and the address's limits; a success clears the account's count.
 */
export async function signInVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<SiteUserSessionResponse> {
  const checked = validateSignIn(input);
  if (!checked.ok) throw invalidFields(checked.fieldErrors);
  const attempt = await reserveAttempt(request, checked.value.email);
  const user = await verifySiteUserCredentials(
    request.server.db,
    request.site.id,
    checked.value.email,
    checked.value.password,
    request.server.config.passwordHashCost,
  );
  await forgiveAttempt(request, attempt);
  return startSession(request, reply, user, input.rememberMe);
}

/**
 * Creates the account and signs the visitor in with a browser-session cookie. An email that has an
 * account gets the same answer, without a session, and its owner gets "you already have an account" by
 * email (security review I3). Either way the address's attempt is given back: the new-account limit
 * counts sign-ups.
 */
export async function createAccountForVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { name: string; email: string; password: string },
): Promise<SiteUserSessionResponse> {
  const checked = validateSignUp(input);
  if (!checked.ok) throw invalidFields(checked.fieldErrors);
  const attempt = await reserveAttempt(request);
  let outcome;
  try {
    outcome = await createSiteUser(request.server.db, request.site.id, checked.value, {
      hashCost: request.server.config.passwordHashCost,
      beforeHashing: () => request.server.siteUserNewAccountLimits.reserve(request.site.id, request.ip),
    });
  } finally {
    await forgiveAttempt(request, attempt);
  }
  if (outcome.created) return startSession(request, reply, outcome.user, false);
  await queueAccountExistsEmail(request, outcome.existing);
  await endPreviousSession(request);
  return answerLikeNewAccount(request, reply, { email: outcome.existing.email, name: checked.value.name });
}

/**
 * Opens the session and issues a new crumb. The cart cookie gets the session's lifetime: the account's cart is served only with the session, and
 * a cookie naming it should not outlive the browser session that "Keep me signed in" left unticked.
 */
async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SiteUserSessionResponse['siteUser'],
  remember: boolean,
): Promise<SiteUserSessionResponse> {
  const { db } = request.server;
  await endPreviousSession(request);
  const opened = await openSiteUserSession(db, request.site.id, user.id, remember);
  const token = await claimCartForSiteUser(db, request.site, request.visitor.cartToken, user.id);
  setCartCookie(request, reply, token, sessionCookieMaxAgeMs(remember));
  setSiteUserCookies(request, reply, { secret: opened.secret, siteUserId: user.id, remember });
  // A crumb known before sign-in (a planted one, or one read elsewhere) is worth nothing after it.
  request.server.rotateCrumb(request, reply);
  return { xsrfToken: opened.xsrfToken, siteUser: user };
}

/**
 * Ends the session on the server and clears both account cookies; the account's carts get new tokens
 * (see releaseCartAtSignOut). With `cloneCart` the visitor keeps a copy of the cart; without it the
 * cart cookie goes and the cart waits in the account.
 */
export async function signOutVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  cloneCart: boolean,
): Promise<void> {
  const { db } = request.server;
  const secret = siteUserSessionSecret(request);
  const session = await request.visitor.session();
  if (secret) await endSiteUserSession(db, secret);
  request.visitor.forget();
  clearSiteUserCookies(request, reply);
  const current = request.visitor.cartToken;
  const siteUserId = session?.user.id ?? null;
  const kept = await releaseCartAtSignOut(db, request.site, current, siteUserId, cloneCart);
  if (kept === null) clearCartCookie(request, reply);
  else if (kept !== current) setCartCookie(request, reply, kept);
}

/**
 * The signed-in customer for an API call, by the session cookie alone; 401 otherwise (clearing stale
 * account cookies so the page stops showing a signed-in state). `xsrf` is the X-SiteUser-XSRF-Token
 * value a write sent; reads pass `false`.
 */
export async function requireSiteUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  xsrf: string | undefined | false,
): Promise<SiteUserSession> {
  const session = await request.visitor.session();
  if (!session) {
    if (hasSiteUserCookies(request)) clearSiteUserCookies(request, reply);
    throw signInRequired();
  }
  if (xsrf !== false && !sameToken(xsrf, session.xsrfToken)) throw xsrfMismatch();
  return session;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, on routes guarded by siteUserGuard. */
    siteUserSession: SiteUserSession;
  }
}

const XSRF_HEADER = SITE_USER_XSRF_HEADER.toLowerCase();

/**
 * onRequest hook for customer endpoints that need a signed-in customer: on writes the crumb, then the
 * session and its X-SiteUser-XSRF-Token; on reads the session. It runs before the body is read or any
 * schema checked (401/403, never a 400 naming a field). Sets request.siteUserSession.
 */
export function siteUserGuard(access: 'read' | 'write'): onRequestAsyncHookHandler {
  return async function requireSiteUser(request, reply) {
    let xsrf: string | undefined | false = false;
    if (access === 'write') {
      await request.server.verifyCrumb.call(request.server, request, reply);
      const header = request.headers[XSRF_HEADER];
      xsrf = typeof header === 'string' ? header : undefined;
    }
    request.siteUserSession = await requireSiteUserSession(request, reply, xsrf);
  };
}

/**
 * The signed-in customer for a storefront page. As in the browser, the SiteUserInfo cookie says whether
 * the visitor is signed in (missing or unparsable: signed out); the session cookie must then prove it.
 * Cookies that disagree with the server are cleared.
 */
export async function findPageSiteUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SiteUserSession | null> {
  const reading = readSiteUserInfoCookie(request);
  const session = isSignedInReading(reading) ? await request.visitor.session() : null;
  const claimedId = reading.state === 'present' ? reading.info.siteUserId : null;
  if (session && session.user.id === claimedId) return session;
  if (hasSiteUserCookies(request)) clearSiteUserCookies(request, reply);
  return null;
}

export function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
