import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie a locked page's right password sets: an HMAC, under a server secret, of the page and its
 * password hash, so it opens that page only, cannot be forged, and stops working when the owner changes
 * or removes the password. HttpOnly: page scripts never see it.
 */
export function unlockCookieName(pageId: string): string {
  return `plinth_page_${pageId}`;
}

function unlockValue(key: Buffer, pageId: string, passwordHash: string): string {
  return createHmac('sha256', key).update(`page-unlock|${pageId}|${passwordHash}`).digest('base64url');
}

export function isPageUnlocked(
  request: FastifyRequest,
  key: Buffer,
  page: { id: string; password_hash: string | null },
): boolean {
  if (page.password_hash === null) return true;
  const sent = request.cookies[unlockCookieName(page.id)];
  if (sent === undefined) return false;
  const expected = Buffer.from(unlockValue(key, page.id, page.password_hash));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Lasts for the browser session: a shared computer forgets it when the browser closes. */
export function setUnlockCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: Buffer,
  page: { id: string; password_hash: string },
): void {
  void reply.setCookie(unlockCookieName(page.id), unlockValue(key, page.id, page.password_hash), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secureCookies,
  });
}
