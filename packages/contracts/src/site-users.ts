import { z } from 'zod';

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

export const siteUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** BCP 47 tag chosen on the account page; null until chosen. */
  language: z.string().nullable(),
});
export type SiteUser = z.infer<typeof siteUserSchema>;

// Lengths here only bound the request; the account rules in @plinth/commerce give the field messages.
const text = z.string().max(1024);

export const signInRequestSchema = z.object({
  email: text,
  password: text,
  rememberMe: z.boolean().default(false),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const createAccountRequestSchema = z.object({
  email: text,
  password: text,
  name: text,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

export const localeRequestSchema = z.object({ language: z.string().max(64) });
export type LocaleRequest = z.infer<typeof localeRequestSchema>;

/** Sign-in and sign-up answer: the token for X-SiteUser-XSRF-Token, and who signed in. */
export const siteUserSessionResponseSchema = z.object({ xsrfToken: z.string(), siteUser: siteUserSchema });
export type SiteUserSessionResponse = z.infer<typeof siteUserSessionResponseSchema>;

export const siteUserResponseSchema = z.object({ siteUser: siteUserSchema });
export type SiteUserResponse = z.infer<typeof siteUserResponseSchema>;

/** ?cloneCart=true keeps a copy of the cart for the signed-out visitor; absent means false. */
export const signOutQuerySchema = z.object({
  cloneCart: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The storefront's account pages; each form also posts to its path without JavaScript. */
export const ACCOUNT_PAGE = {
  account: '/account',
  signIn: '/account/login',
  create: '/account/create',
  /** POST only: the no-JavaScript sign-out and language forms. */
  signOut: '/account/logout',
  locale: '/account/locale',
} as const;
