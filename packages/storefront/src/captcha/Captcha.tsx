import type { CaptchaAction, CaptchaAlignment, CaptchaClientConfig, CaptchaTheme } from '@plinth/contracts';
import { useImperativeHandle, type Ref } from 'react';

/**
 * The one captcha widget of site forms, the newsletter and restock sign-ups (issue 11 part 4).
 * SKELETON (helper "captcha" replaces the body): the interface below is what forms and restock use.
 */

/** What a form does with its captcha. */
export interface CaptchaHandle {
  /**
   * The token to send (ALTCHA's payload, or a reCAPTCHA Enterprise token executed for the action), or
   * an error message from the catalogue to show: "Complete CAPTCHA before submitting." when the visitor
   * has not solved it, "Enterprise V3 ReCaptcha site key not found", "ReCaptcha has not been set up!".
   */
  getToken(): Promise<{ ok: true; token: string } | { ok: false; message: string }>;
  /** After a failed submission: a fresh challenge. */
  reset(): void;
  /** After a successful one (restock): the widget is removed. */
  destroy(): void;
}

export interface CaptchaProps {
  config: CaptchaClientConfig;
  action: CaptchaAction;
  theme?: CaptchaTheme;
  alignment?: CaptchaAlignment;
  handleRef: Ref<CaptchaHandle>;
}

export function Captcha({ config, alignment = 'left', handleRef }: CaptchaProps) {
  useImperativeHandle(handleRef, () => ({
    getToken: () => Promise.resolve({ ok: false, message: 'Complete CAPTCHA before submitting.' }),
    reset: () => undefined,
    destroy: () => undefined,
  }));
  return <div className={`plinth-captcha plinth-captcha--${alignment}`} data-provider={config.provider} />;
}
