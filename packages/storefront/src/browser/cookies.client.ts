import { COOKIE } from '@plinth/contracts';

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

export function hasCartCookie(): boolean {
  return readCookie(COOKIE.cart) !== null;
}

/**
 * The CSRF token: the crumb cookie is freshest (`__Host-crumb` over https, `crumb` over http); the value
 * rendered into the page is the fallback.
 */
export function currentCrumb(fallback: string): string {
  return readCookie(COOKIE.secureCrumb) ?? readCookie(COOKIE.crumb) ?? fallback;
}
