import { COOKIE } from '../api/endpoints';

/** The decoded value of a cookie, or null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The SiteUserInfo cookie (JSON {authenticated, siteUserId}); anything unparsable means signed out. */
export function isSiteUserAuthenticated(): boolean {
  const raw = readCookie(COOKIE.siteUserInfo);
  if (!raw) return false;
  try {
    const info: unknown = JSON.parse(raw);
    return (
      typeof info === 'object' &&
      info !== null &&
      (info as { authenticated?: unknown }).authenticated === true
    );
  } catch {
    return false;
  }
}

export function hasCartCookie(): boolean {
  return readCookie(COOKIE.cart) !== null;
}

/** A cart is worth fetching at page start only for signed-in visitors or when a cart cookie exists. */
export function mayHaveCart(): boolean {
  return hasCartCookie() || isSiteUserAuthenticated();
}

/** The CSRF token: the crumb cookie is freshest; the value rendered into the page is the fallback. */
export function currentCrumb(fallback: string): string {
  return readCookie(COOKIE.crumb) ?? fallback;
}
