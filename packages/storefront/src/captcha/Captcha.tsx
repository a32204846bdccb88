import { FORM_TEXTS } from '@plinth/commerce';
import {
  CAPTCHA_COMPACT_BELOW_PX,
  CAPTCHA_RENDERED_ATTRIBUTE,
  type CaptchaAction,
  type CaptchaAlignment,
  type CaptchaClientConfig,
  type CaptchaTheme,
} from '@plinth/contracts';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { mountAltcha } from './altcha-driver.client';
import type { CaptchaDriver } from './captcha-driver';
import { mountRecaptcha } from './recaptcha-driver.client';

/**
 * The one captcha widget of site forms, the newsletter and restock sign-ups (issue 11 part 4,
 * decision 0039): ALTCHA by default, reCAPTCHA Enterprise v3 when the server is configured for it.
 * Nothing of either loads until the component mounts in the browser; the server render is the empty
 * container, sized so the form does not jump when the widget draws.
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
  /** When ALTCHA works out its proof: once a field of the form has focus (default) or at once. */
  solve?: 'onfocus' | 'onload';
  handleRef: Ref<CaptchaHandle>;
}

export function Captcha({
  config,
  action,
  theme = 'light',
  alignment = 'left',
  solve = 'onfocus',
  handleRef,
}: CaptchaProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const driverRef = useRef<Promise<CaptchaDriver | null> | null>(null);
  const [compact, setCompact] = useState(false);
  const [destroyed, setDestroyed] = useState(false);
  // The width last seen, for a widget drawn after it was measured.
  const compactRef = useRef(compact);

  const providerKey = config.provider === 'altcha' ? config.challengeUrl : config.siteKey;
  useEffect(() => {
    const container = containerRef.current;
    if (!container || destroyed) return;
    const onDrawn = () => container.setAttribute(CAPTCHA_RENDERED_ATTRIBUTE, 'true');
    const mounting: Promise<CaptchaDriver | null> =
      config.provider === 'altcha'
        ? mountAltcha(container, {
            challengeUrl: config.challengeUrl,
            compact: compactRef.current,
            onDrawn,
            solve,
          }).catch(() => null)
        : Promise.resolve(mountRecaptcha(container, { siteKey: config.siteKey, action, onDrawn }));
    driverRef.current = mounting;
    return () => {
      driverRef.current = null;
      container.removeAttribute(CAPTCHA_RENDERED_ATTRIBUTE);
      void mounting.then((driver) => driver?.destroy());
    };
    // The provider and its key decide the widget; a new config object with the same values keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.provider, providerKey, action, destroyed, solve]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? container.clientWidth;
      setCompact(width > 0 && width < CAPTCHA_COMPACT_BELOW_PX);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    compactRef.current = compact;
    void driverRef.current?.then((driver) => driver?.setCompact(compact));
  }, [compact]);

  useImperativeHandle(
    handleRef,
    () => ({
      async getToken() {
        const driver = await driverRef.current;
        if (driver) return driver.getToken();
        // ALTCHA's code did not load (offline, blocked): the visitor cannot have solved it.
        return { ok: false, message: FORM_TEXTS.captchaIncomplete };
      },
      reset() {
        void driverRef.current?.then((driver) => driver?.reset());
      },
      destroy() {
        setDestroyed(true);
      },
    }),
    [],
  );

  if (destroyed) return null;
  const classes = [
    'plinth-captcha',
    `plinth-captcha--${alignment}`,
    theme === 'dark' ? 'plinth-captcha--dark' : '',
    compact ? 'plinth-captcha--compact' : '',
  ];
  return (
    <div ref={containerRef} className={classes.filter(Boolean).join(' ')} data-provider={config.provider} />
  );
}
