/** Customer (site-user) account endpoints: seed 001 section 7, plus Plinth's own sign-up and "who am I". */
export const SITE_USER_API = {
  /** POST creates an account (Plinth's own path); GET answers the signed-in customer. */
  account: '/api/site-users/account',
  /** POST signs in; DELETE ?cloneCart=true|false signs out. */
  session: '/api/site-users/account/session',
  locale: '/api/site-users/account/locale',
} as const;

/** After sign-in every customer write sends the session's xsrfToken in this header (seed 001 section 6). */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** The storefront's account pages; each form also posts to its path without JavaScript. */
export const ACCOUNT_PAGE = {
  account: '/account',
  signIn: '/account/login',
  create: '/account/create',
  /** POST only: the no-JavaScript sign-out and language forms. */
  signOut: '/account/logout',
  locale: '/account/locale',
} as const;

/** The longest `returnTo` kept (a page path with its query). */
export const RETURN_TO_MAX_LENGTH = 2000;

/**
 * Where sign-in sends the customer afterwards, from `?returnTo=` (a member-only page's Sign in link): a
 * path on this site only. Anything else (another host, `//host`, `/\host`, a scheme, control
 * characters, too long) gives null, and sign-in goes to /account as before.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  return value;
}
