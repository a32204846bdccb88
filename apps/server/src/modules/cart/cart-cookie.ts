import { COOKIE } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CART_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
const CART_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor's cart token, or undefined when the cookie is absent or not one of ours. */
export function cartToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[COOKIE.cart];
  return value !== undefined && CART_TOKEN.test(value) ? value : undefined;
}

/**
 * The cart cookie is readable by the page's script on purpose: the cart pill loads the cart at page
 * start only when this cookie exists (seed 000 section 1). Its value is an unguessable token.
 */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(COOKIE.cart, token, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.secureCookies,
    maxAge: CART_COOKIE_MAX_AGE_S,
  });
}

export function clearCartCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(COOKIE.cart, { path: '/', sameSite: 'lax', secure: request.secureCookies });
}
