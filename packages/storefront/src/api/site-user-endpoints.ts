import type {
  ACCOUNT_PAGE as CONTRACT_ACCOUNT_PAGE,
  SITE_USER_API as CONTRACT_SITE_USER_API,
  SITE_USER_XSRF_HEADER as CONTRACT_XSRF_HEADER,
} from '@plinth/contracts';

/* The contracts' account paths, mirrored for the same reason as endpoints.ts: browser bundles import only
 * types from @plinth/contracts. The annotations make a drift fail type-checking. */

export const SITE_USER_API: typeof CONTRACT_SITE_USER_API = {
  account: '/api/site-users/account',
  session: '/api/site-users/account/session',
  locale: '/api/site-users/account/locale',
};

export const SITE_USER_XSRF_HEADER: typeof CONTRACT_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

export const ACCOUNT_PAGE: typeof CONTRACT_ACCOUNT_PAGE = {
  account: '/account',
  signIn: '/account/login',
  create: '/account/create',
  signOut: '/account/logout',
  locale: '/account/locale',
};
