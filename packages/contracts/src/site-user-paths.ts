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
