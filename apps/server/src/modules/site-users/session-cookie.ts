import { parseSiteUserInfo, serializeSiteUserInfo, type SiteUserInfoReading } from '@plinth/commerce';
import { COOKIE } from '@plinth/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeSecret } from '../../security/secret-token';

export const SITE_USER_SESSION_COOKIE = 'plinth_site_user';
/** "Keep me signed in": a persistent cookie and a server session of 30 days. */
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Otherwise the cookie ends with the browser session, and the server ends the session after a day. */
export const BROWSER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function sessionTtlMs(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS;
}

/** How long the browser keeps the session's cookies: null for a browser-session cookie. */
export function sessionCookieMaxAgeMs(remember: boolean): number | null {
  return remember ? REMEMBERED_SESSION_TTL_MS : null;
}

/** The session secret from the cookie, or undefined when absent or malformed. */
export function siteUserSessionSecret(request: FastifyRequest): string | undefined {
  const value = request.cookies[SITE_USER_SESSION_COOKIE];
  return looksLikeSecret(value) ? value : undefined;
}

function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: request.secureCookies };
}

/**
 * Two cookies with one lifetime: the httpOnly session (the credential, which page scripts never see)
 * and SiteUserInfo, URL-encoded JSON {authenticated, siteUserId} that page scripts read.
 */
export function setSiteUserCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { secret: string; siteUserId: string; remember: boolean },
): void {
  const maxAgeMs = sessionCookieMaxAgeMs(session.remember);
  const lifetime = maxAgeMs === null ? {} : { maxAge: maxAgeMs / 1000 };
  void reply.setCookie(SITE_USER_SESSION_COOKIE, session.secret, {
    ...baseOptions(request),
    ...lifetime,
    httpOnly: true,
  });
  const info = serializeSiteUserInfo({ authenticated: true, siteUserId: session.siteUserId });
  void reply.setCookie(COOKIE.siteUserInfo, info, { ...baseOptions(request), ...lifetime, httpOnly: false });
}

export function clearSiteUserCookies(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SITE_USER_SESSION_COOKIE, { ...baseOptions(request), httpOnly: true });
  void reply.clearCookie(COOKIE.siteUserInfo, { ...baseOptions(request), httpOnly: false });
}

/** Whether the browser sent either account cookie (so a signed-out answer should clear them). */
export function hasSiteUserCookies(request: FastifyRequest): boolean {
  return (
    request.cookies[SITE_USER_SESSION_COOKIE] !== undefined ||
    request.cookies[COOKIE.siteUserInfo] !== undefined
  );
}

/**
 * The SiteUserInfo cookie as the page sees it. An unparsable one counts as signed out (seed 001
 * section 8). Anyone can send one, so it is logged at debug level only: at error level it would let any
 * visitor fill the logs and raise alerts on demand.
 */
export function readSiteUserInfoCookie(request: FastifyRequest): SiteUserInfoReading {
  const reading = parseSiteUserInfo(request.cookies[COOKIE.siteUserInfo]);
  if (reading.state === 'unparsable') {
    request.log.debug(
      { cookie: COOKIE.siteUserInfo, length: reading.raw.length },
      'unparsable SiteUserInfo cookie; treating the visitor as signed out',
    );
  }
  return reading;
}
