import { COOKIE, readCookie, readCrumbCookie } from '@plinth/contracts';

export { readCookie };

export function hasCartCookie(): boolean {
  return readCookie(COOKIE.cart) !== null;
}

/**
 * The CSRF token: the crumb cookie is freshest (`__Host-crumb` over https, `crumb` over http); the value
 * rendered into the page is the fallback.
 */
export function currentCrumb(fallback: string): string {
  return readCrumbCookie() ?? fallback;
}
