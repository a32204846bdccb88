import { COOKIE } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CART_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const CART_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor's cart token, or undefined when the cookie is absent or not one of ours. */
export function cartToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[COOKIE.cart];
  return value !== undefined && CART_TOKEN.test(value) ? value : undefined;
}

/**
 * The cart cookie is readable by the page's script on purpose: the cart pill loads the cart at page
 * start only when this cookie exists (seed 000 section 1). Its value is an unguessable token. A
 * visitor's cart is kept 30 days; a customer's cart cookie is given the session's lifetime
 * (`maxAgeMs` null: until the browser closes), since the cart is served only with the session anyway.
 */
export function setCartCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number | null = CART_COOKIE_MAX_AGE_MS,
): void {
  void reply.setCookie(COOKIE.cart, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.secureCookies,
    ...(maxAgeMs === null ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  });
}

export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(COOKIE.cart, { path: '/', sameSite: 'lax', secure: request.secureCookies });
}
