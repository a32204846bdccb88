import { timingSafeEqual } from 'node:crypto';
import { formatMessage } from '@plinth/commerce';
import { COOKIE } from '@plinth/contracts';
import { newToken } from '@plinth/db';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSitelessPath } from './siteless-paths';
import { AppError } from '../app-error';

/**
 * CSRF protection by double submit: every visitor gets a `crumb` cookie, and every write must send the
 * same value back. A cross-site form cannot read the cookie, so it cannot send the value.
 */
export const crumbPlugin = fp(async (app) => {
  app.decorateRequest('crumb', '');
  app.addHook('onRequest', async (request, reply) => {
    if (isSitelessPath(request.url)) return;
    const existing = request.cookies[COOKIE.crumb];
    if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) {
      request.crumb = existing;
      return;
    }
    request.crumb = newToken(18);
    // Readable by the page's script, which sends it back in X-CSRF-Token.
    void reply.setCookie(COOKIE.crumb, request.crumb, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.secureCookies,
    });
  });

  app.decorate('verifyCrumb', async (request: FastifyRequest) => {
    if (!crumbMatches(request)) throw crumbFailure(request);
  });
});

/**
 * The 403 for a write without a matching crumb. API clients choose the text from `crumbFail` and
 * navigator.cookieEnabled; for a plain form post the server chooses: no crumb cookie at all means the
 * browser does not keep cookies.
 */
export function crumbFailure(request: FastifyRequest): AppError {
  const cookieless = request.cookies[COOKIE.crumb] === undefined;
  const message = formatMessage(cookieless ? 'cookiesDisabled' : 'sessionExpired');
  return new AppError('forbidden', 'CRUMB_FAIL', message, { crumbFail: true });
}

/** True when the request carries the crumb its cookie holds. A request without the cookie never matches. */
export function crumbMatches(request: FastifyRequest): boolean {
  const cookieValue = request.cookies[COOKIE.crumb];
  const sent = sentCrumb(request);
  if (!cookieValue || !sent) return false;
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

function sentCrumb(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.crumb === 'string') return query.crumb;
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && typeof body.crumb === 'string') return body.crumb;
  return undefined;
}
