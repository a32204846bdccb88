/** What the Captcha component asks of a provider's widget once it is mounted in its container. */
export interface CaptchaDriver {
  getToken(): Promise<{ ok: true; token: string } | { ok: false; message: string }>;
  reset(): void;
  destroy(): void;
  /** Narrow containers (under CAPTCHA_COMPACT_BELOW_PX) get the compact widget. */
  setCompact(compact: boolean): void;
}
