import { FORM_TEXTS } from '@plinth/commerce';
import type { CaptchaAction } from '@plinth/contracts';
import type { CaptchaDriver } from './captcha-driver';

/** reCAPTCHA Enterprise's script; `render` makes it score-based (v3): no checkbox, only a badge. */
export const RECAPTCHA_ENTERPRISE_URL = 'https://www.google.com/recaptcha/enterprise.js';

/** While present on <html>, the reCAPTCHA badge shows (captcha.css): a field of a captcha form has focus. */
export const BADGE_VISIBLE_ATTRIBUTE = 'data-captcha-badge';

interface GrecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: GrecaptchaEnterprise };
  }
}

let loading: Promise<void> | undefined;

/** Adds Google's script once per page; a failed load may be tried again. */
export function loadRecaptchaEnterprise(siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_ENTERPRISE_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA Enterprise did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** For tests: forget the loaded script. */
export function forgetRecaptchaEnterprise(): void {
  loading = undefined;
}

/**
 * reCAPTCHA Enterprise v3 for the form around `container`: the script loads when the captcha is drawn,
 * each getToken executes it for the action. Google's badge is hidden except while a field of the form
 * has focus (seed 000 section 9). No site key: "Enterprise V3 ReCaptcha site key not found"; the
 * library missing (blocked, offline): "ReCaptcha has not been set up!".
 */
export function mountRecaptcha(
  container: HTMLElement,
  options: { siteKey: string; action: CaptchaAction; onDrawn: () => void },
): CaptchaDriver {
  const { siteKey, action } = options;
  const form = container.closest('form') ?? container.parentElement ?? container;
  const show = () => document.documentElement.setAttribute(BADGE_VISIBLE_ATTRIBUTE, '');
  const hide = () => document.documentElement.removeAttribute(BADGE_VISIBLE_ATTRIBUTE);
  form.addEventListener('focusin', show);
  form.addEventListener('focusout', hide);
  const loaded = siteKey
    ? loadRecaptchaEnterprise(siteKey).then(
        () => {
          options.onDrawn();
          return true;
        },
        () => false,
      )
    : Promise.resolve(false);

  return {
    async getToken() {
      if (!siteKey) return { ok: false, message: FORM_TEXTS.captchaSiteKeyMissing };
      const enterprise = (await loaded) ? window.grecaptcha?.enterprise : undefined;
      if (!enterprise) return { ok: false, message: FORM_TEXTS.captchaNotSetUp };
      try {
        await new Promise<void>((resolve) => enterprise.ready(resolve));
        return { ok: true, token: await enterprise.execute(siteKey, { action }) };
      } catch {
        return { ok: false, message: FORM_TEXTS.captchaFailed };
      }
    },
    reset: () => undefined,
    destroy() {
      form.removeEventListener('focusin', show);
      form.removeEventListener('focusout', hide);
      hide();
    },
    setCompact: () => undefined,
  };
}
