import type { CaptchaClientConfig } from '@plinth/contracts';

/**
 * Seed 000 section 3's restock context, as the product page gives it to the product form island: the
 * owner's restock preferences with the success text already resolved, and the captcha's configuration.
 * Absent or null when restock sign-ups are off.
 */
export interface RestockFormSettings {
  /** The form starts closed behind "Notify me when available". */
  hiddenByDefault: boolean;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
  /** The owner's text, else the catalogue's "Signed up!". */
  successMessage: string;
  /** The captcha widget's configuration; null when the sign-up needs none. */
  captcha: CaptchaClientConfig | null;
  /** Sent as `language` when the page is in a translated language. */
  language?: string;
}
