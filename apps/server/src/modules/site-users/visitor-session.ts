import { timingSafeEqual } from 'node:crypto';
import { isSignedInReading, validateSignIn, validateSignUp } from '@plinth/commerce';
import type { SiteUserSessionResponse } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { SignInLimiter } from '../../security/sign-in-limiter';
import {
  cartToken,
  claimCartForSiteUser,
  clearCartCookie,
  copyCartForSignedOutVisitor,
  setCartCookie,
} from '../cart';
import { invalidFields, signInRequired, tooManySignIns, xsrfMismatch } from './errors';
import {
  createSiteUser,
  endSiteUserSession,
  findSiteUserSession,
  normalizeEmail,
  openSiteUserSession,
  verifySiteUserCredentials,
  type SiteUserSession,
} from './service';
import {
  clearSiteUserCookies,
  hasSiteUserCookies,
  readSiteUserInfoCookie,
  setSiteUserCookies,
  siteUserSessionSecret,
} from './session-cookie';

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** Failed sign-ins per site, email and address, and per site and address, before a 15-minute pause. */
export interface SiteUserSignInLimits {
  perAccount: SignInLimiter;
  perAddress: SignInLimiter;
}

export function createSignInLimits(): SiteUserSignInLimits {
  return {
    perAccount: new SignInLimiter({ maxFailures: 5, windowMs: SIGN_IN_WINDOW_MS }),
    perAddress: new SignInLimiter({ maxFailures: 20, windowMs: SIGN_IN_WINDOW_MS }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in limits shared by the account API and the no-JavaScript account forms. */
    siteUserSignInLimits: SiteUserSignInLimits;
  }
}

function addressKey(request: FastifyRequest): string {
  return `${request.site.id}|${request.ip}`;
}

/** Checks the email and password and opens a session (API and no-JavaScript form alike). */
export async function signInVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<SiteUserSessionResponse> {
  const checked = validateSignIn(input);
  if (!checked.ok) throw invalidFields(checked.fieldErrors);
  const { perAccount, perAddress } = request.server.siteUserSignInLimits;
  const accountKey = `${addressKey(request)}|${normalizeEmail(checked.value.email)}`;
  const wait = Math.max(perAccount.retryAfterMs(accountKey), perAddress.retryAfterMs(addressKey(request)));
  if (wait > 0) throw tooManySignIns(wait);
  let user;
  try {
    user = await verifySiteUserCredentials(
      request.server.db,
      request.site.id,
      checked.value.email,
      checked.value.password,
    );
  } catch (error) {
    perAccount.recordFailure(accountKey);
    perAddress.recordFailure(addressKey(request));
    throw error;
  }
  perAccount.clear(accountKey);
  return startSession(request, reply, user, input.rememberMe);
}

/**
 * Creates the account and signs the visitor in with a browser-session cookie. A taken email counts as a
 * failed attempt for the address, so sign-up cannot be used to test addresses faster than sign-in.
 */
export async function createAccountForVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { name: string; email: string; password: string },
): Promise<SiteUserSessionResponse> {
  const checked = validateSignUp(input);
  if (!checked.ok) throw invalidFields(checked.fieldErrors);
  const { perAddress } = request.server.siteUserSignInLimits;
  const wait = perAddress.retryAfterMs(addressKey(request));
  if (wait > 0) throw tooManySignIns(wait);
  let user;
  try {
    user = await createSiteUser(request.server.db, request.site.id, checked.value);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'conflict') perAddress.recordFailure(addressKey(request));
    throw error;
  }
  return startSession(request, reply, user, false);
}

async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SiteUserSessionResponse['siteUser'],
  remember: boolean,
): Promise<SiteUserSessionResponse> {
  const { db } = request.server;
  const previous = siteUserSessionSecret(request);
  if (previous) await endSiteUserSession(db, previous);
  const opened = await openSiteUserSession(db, request.site.id, user.id, remember);
  const token = await claimCartForSiteUser(db, request.site, cartToken(request), user.id);
  setCartCookie(request, reply, token);
  setSiteUserCookies(request, reply, { secret: opened.secret, siteUserId: user.id, remember });
  return { xsrfToken: opened.xsrfToken, siteUser: user };
}

/**
 * Ends the session on the server and clears both account cookies. With `cloneCart` the visitor keeps a
 * copy of the cart; without it the cart cookie goes and the cart waits in the account.
 */
export async function signOutVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  cloneCart: boolean,
): Promise<void> {
  const { db } = request.server;
  const secret = siteUserSessionSecret(request);
  if (secret) await endSiteUserSession(db, secret);
  clearSiteUserCookies(request, reply);
  const current = cartToken(request);
  const kept = cloneCart ? await copyCartForSignedOutVisitor(db, request.site, current) : null;
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
  const secret = siteUserSessionSecret(request);
  const session = secret ? await findSiteUserSession(request.server.db, request.site.id, secret) : null;
  if (!session) {
    if (hasSiteUserCookies(request)) clearSiteUserCookies(request, reply);
    throw signInRequired();
  }
  if (xsrf !== false && !sameToken(xsrf, session.xsrfToken)) throw xsrfMismatch();
  return session;
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
  const secret = siteUserSessionSecret(request);
  const session =
    isSignedInReading(reading) && secret
      ? await findSiteUserSession(request.server.db, request.site.id, secret)
      : null;
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
