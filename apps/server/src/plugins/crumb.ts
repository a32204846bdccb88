import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatMessage } from '@plinth/commerce';
import { COOKIE } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSitelessPath } from './siteless-paths';
import { AppError } from '../app-error';
import { loadServerSecret } from '../security/server-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key crumbs are signed with (server_secrets "crumb"), shared by every process. */
    crumbKey: Buffer;
    /**
     * Gives the visitor a new crumb from now on: modules call it when a session starts (sign-in), so a
     * crumb known before is worth nothing after.
     */
    rotateCrumb(request: FastifyRequest, reply: FastifyReply): void;
  }
}

/** 16 random bytes and the first 16 bytes of their HMAC, each as 22 base64url characters. */
const CRUMB_PATTERN = /^[A-Za-z0-9_-]{44}$/;
const PART_LENGTH = 22;

/**
 * CSRF protection by double submit: every visitor gets a `crumb` cookie, and every write must send the
 * same value back in X-CSRF-Token (or, for the no-JavaScript forms, a `crumb` form field). A cross-site
 * page cannot read the cookie, so it cannot send the value.
 *
 * Crumbs are issued by the server only: a random part plus its HMAC under a key kept in the database.
 * A crumb cookie the server did not issue (one a client or a sibling subdomain chose) is replaced on
 * sight and never matches, and sign-in issues a new crumb (rotateCrumb). See decision 0010.
 */
export const crumbPlugin = fp(async (app) => {
  // secureCookies (plugins/cookies) decides the cookie's name, so that plugin's hook must run first.
  app.decorate('crumbKey', await loadServerSecret(app.db, 'crumb'));
  app.decorateRequest('crumb', '');
  app.decorateRequest('returningVisitor', false);
  // Crumbs this app verified lately, so a returning visitor's crumb costs no HMAC on each request. Only
  // values that verified go in; bounded by starting over when full; owned by the app, gone with it.
  const recentlyVerified = new Set<string>();
  const verified = (value: string): boolean => {
    if (recentlyVerified.has(value)) return true;
    if (!isIssuedCrumb(app.crumbKey, value)) return false;
    if (recentlyVerified.size >= RECENTLY_VERIFIED_MAX) recentlyVerified.clear();
    recentlyVerified.add(value);
    return true;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (isSitelessPath(request.url)) return;
    const existing = request.cookies[crumbCookieName(request)];
    if (existing !== undefined && verified(existing)) {
      request.crumb = existing;
      request.returningVisitor = true;
      return;
    }
    rotateCrumb(request, reply);
  });

  app.decorate('verifyCrumb', async (request: FastifyRequest) => {
    if (!crumbMatches(request)) throw crumbFailure(request);
  });
  app.decorate('rotateCrumb', rotateCrumb);
});

/**
 * The crumb cookie's name: `__Host-crumb` when cookies are Secure (https, or COOKIE_SECURE=true), so a
 * sibling subdomain cannot plant or overwrite it (the prefix demands Secure, Path=/ and no Domain);
 * `crumb` over plain http, where browsers refuse the prefix. Only that name is read: over https a plain
 * `crumb` cookie is ignored, whoever set it.
 */
function crumbCookieName(request: FastifyRequest): string {
  return request.secureCookies ? COOKIE.secureCrumb : COOKIE.crumb;
}

/** A new crumb for this visitor from now on (first visit, a crumb that does not verify, sign-in). */
export function rotateCrumb(request: FastifyRequest, reply: FastifyReply): void {
  request.crumb = issueCrumb(request.server.crumbKey);
  // Readable by the page's script, which sends it back in X-CSRF-Token. Host-only: no Domain.
  void reply.setCookie(crumbCookieName(request), request.crumb, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.secureCookies,
  });
}

export function issueCrumb(key: Buffer): string {
  const random = randomBytes(16).toString('base64url');
  return random + signature(key, random);
}

const RECENTLY_VERIFIED_MAX = 10_000;

/** Whether this server (any process sharing its key) issued `value`. */
export function isIssuedCrumb(key: Buffer, value: string): boolean {
  if (!CRUMB_PATTERN.test(value)) return false;
  const expected = Buffer.from(signature(key, value.slice(0, PART_LENGTH)));
  const given = Buffer.from(value.slice(PART_LENGTH));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signature(key: Buffer, random: string): string {
  return createHmac('sha256', key).update(`crumb|${random}`).digest().subarray(0, 16).toString('base64url');
}

/**
 * The 403 for a write without a matching crumb. API clients choose the text from `crumbFail` and
 * navigator.cookieEnabled; for a plain form post the server chooses: no crumb cookie at all means the
 * browser does not keep cookies.
 */
function crumbFailure(request: FastifyRequest): AppError {
  const cookieless = request.cookies[crumbCookieName(request)] === undefined;
  const message = formatMessage(cookieless ? 'cookiesDisabled' : 'sessionExpired');
  return new AppError('forbidden', 'CRUMB_FAIL', message, { crumbFail: true });
}

/**
 * True when the request's crumb cookie is one this server issued and the request sends the same value
 * back. A request without the cookie never matches.
 */
function crumbMatches(request: FastifyRequest): boolean {
  const cookieValue = request.cookies[crumbCookieName(request)];
  const sent = sentCrumb(request);
  if (!cookieValue || !sent) return false;
  // The onRequest hook already verified the cookie when it kept it as request.crumb: no second HMAC.
  if (cookieValue !== request.crumb && !isIssuedCrumb(request.server.crumbKey, cookieValue)) return false;
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The X-CSRF-Token header, or the `crumb` field of a url-encoded form (a plain HTML form cannot send
 * headers). Never the query string: URLs end up in logs, history and Referer.
 */
function sentCrumb(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return undefined;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.crumb === 'string') return body.crumb;
  return undefined;
}
