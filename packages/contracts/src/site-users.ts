import { z } from 'zod';

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
