import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeSecret } from '../../security/secret-token';

export const OWNER_SESSION_COOKIE = 'plinth_session';
/** An editor session ends this long after sign-in, however much it is used. */
export const OWNER_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The owner session secret from the cookie, or undefined when absent or malformed. */
export function ownerSessionSecret(request: FastifyRequest): string | undefined {
  const value = request.cookies[OWNER_SESSION_COOKIE];
  return looksLikeSecret(value) ? value : undefined;
}

/**
 * httpOnly so page scripts never see it; SameSite=Lax so other sites' forms do not carry it. A new
 * session also gets a new crumb, so a crumb known before sign-in is worth nothing after it.
 */
export function setOwnerSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  request.server.rotateCrumb(request, reply);
  void reply.setCookie(OWNER_SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secureCookies,
    maxAge: OWNER_SESSION_TTL_MS / 1000,
  });
}

export function clearOwnerSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(OWNER_SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secureCookies,
  });
}
