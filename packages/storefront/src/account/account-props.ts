import type { SiteUser } from '@plinth/contracts';

/** What a refused no-JavaScript post hands back to the re-rendered form. */
export interface AccountFormState {
  /** Field values to put back (never the password). */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  error: string | null;
}

export interface LanguageOption {
  /** BCP 47 tag. */
  value: string;
  /** The language's name in that language: "Français". */
  label: string;
}

export interface SignInViewProps {
  view: 'sign-in';
  crumb: string;
  form: AccountFormState;
  rememberMe: boolean;
  /** e.g. "You have signed out." after a sign-out. */
  notice: string | null;
  /** Where to go once signed in (a member-only page), else /account. Checked by safeReturnTo. */
  returnTo: string | null;
}

export interface CreateViewProps {
  view: 'create';
  crumb: string;
  form: AccountFormState;
}

export interface AccountViewProps {
  view: 'account';
  crumb: string;
  siteUser: SiteUser;
  /** Sent back as X-SiteUser-XSRF-Token (or the form's xsrfToken field) on the customer's writes. */
  xsrfToken: string;
  languages: LanguageOption[];
  /** The language selected now: the customer's choice, else the site's. */
  language: string;
  notice: string | null;
  /** A refused no-JavaScript language or sign-out post. */
  error: { title: string; message: string } | null;
}

export type AccountProps = SignInViewProps | CreateViewProps | AccountViewProps;
