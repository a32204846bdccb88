import { MEMBER_ROLE_COOKIE } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** As long as an editor session can last (owner-session's OWNER_SESSION_TTL_MS). */
const MAX_AGE_S = 14 * 24 * 60 * 60;

/**
 * Tells this site's storefront tracker that an editor member is signed in, and with which role here
 * (seed 001 §6: members are not counted unless they are only viewers). Readable by page scripts on
 * purpose; it holds a role code only and grants nothing: the server checks the httpOnly session on
 * every owner request. `roles` are the member's role codes on the request's site; none clears it.
 */
export function setMemberRoleCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  roles: readonly number[],
): void {
  if (roles.length === 0) {
    clearMemberRoleCookie(request, reply);
    return;
  }
  void reply.setCookie(MEMBER_ROLE_COOKIE, roles.join(','), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.secureCookies,
    maxAge: MAX_AGE_S,
  });
}

export function clearMemberRoleCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(MEMBER_ROLE_COOKIE, { path: '/', sameSite: 'lax', secure: request.secureCookies });
}
