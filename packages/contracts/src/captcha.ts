/**
 * The captcha (issue 11 part 4, seed 000 sections 7 and 8, seed 001 section 4): one module serves site
 * forms, the newsletter and restock sign-ups. ALTCHA (self-hosted proof of work) is the built-in default;
 * reCAPTCHA Enterprise v3 is used instead when its keys are configured. Zod-free.
 */

/** The action each use reports (reCAPTCHA Enterprise's action names). */
export const CAPTCHA_ACTION = {
  form: 'FORM_BLOCK_SUBMISSION',
  newsletter: 'NEWSLETTER_BLOCK_SUBMISSION',
  restock: 'PRODUCT_WAITLIST_SUBMISSION',
  promoPopup: 'PROMO_POPUP_SUBMISSION',
  /** Checkout, once declined payments ask for it (decision 0061). */
  checkout: 'CHECKOUT_PAYMENT',
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTION)[keyof typeof CAPTCHA_ACTION];

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha-enterprise'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** What a page tells its captcha widget: the server's configuration, never a secret. */
export type CaptchaClientConfig =
  | {
      provider: 'altcha';
      /** GET -> an ALTCHA challenge (altcha-lib's shape), valid for a few minutes. */
      challengeUrl: string;
    }
  | {
      provider: 'recaptcha-enterprise';
      /** The public site key; '' when the server has none (the widget then says so). */
      siteKey: string;
    };

export const CAPTCHA_API = {
  /** GET: a fresh ALTCHA challenge (no store, no cache). */
  challenge: '/api/captcha/challenge',
} as const;

/** Below this container width (px) the widget is drawn compact (seed 001 section 9). */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** Set on a captcha container once its widget is drawn (seed 001 section 4). */
export const CAPTCHA_RENDERED_ATTRIBUTE = 'data-captcha-rendered';

/** The longest captcha token a request may carry (an ALTCHA payload or a reCAPTCHA token). */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4000;
