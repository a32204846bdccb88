import { FORM_TEXTS } from '@plinth/commerce';
import type { CaptchaDriver } from './captcha-driver';

/** The part of the <altcha-widget> element this driver uses (altcha's WidgetMethods). */
export interface AltchaElement extends HTMLElement {
  configure(options: Record<string, unknown>): Promise<void>;
  getState(): string;
  reset(): void;
  verify(): Promise<unknown>;
}

interface StateChange {
  state: string;
  payload?: string | null;
}

/** Loads the widget's code (its own chunk: pages without a captcha carry none of it). */
export const loadAltchaElement = () => import('./altcha-element.client');

/**
 * Draws an ALTCHA widget in `container`: a checkbox labelled "I'm not a robot" that solves the proof of
 * work when ticked, or by itself as soon as the visitor focuses a field of the form (or, with `solve`
 * 'onload', once drawn). The token is the widget's payload once verified.
 */
export async function mountAltcha(
  container: HTMLElement,
  options: {
    challengeUrl: string;
    compact: boolean;
    onDrawn: () => void;
    /** 'onload': solves as soon as it is drawn (checkout, where the shopper already asked to pay). */
    solve?: 'onfocus' | 'onload';
  },
  load: () => Promise<unknown> = loadAltchaElement,
): Promise<CaptchaDriver> {
  await load();
  const widget = document.createElement('altcha-widget') as AltchaElement;
  widget.setAttribute('challenge', options.challengeUrl);
  widget.setAttribute('auto', options.solve ?? 'onfocus');
  widget.setAttribute('name', 'altcha');
  widget.setAttribute('configuration', JSON.stringify(compactOptions(options.compact)));
  let state = 'unverified';
  let payload: string | null = null;
  const waiting = new Set<() => void>();
  widget.addEventListener('statechange', (event) => {
    const detail = (event as CustomEvent<StateChange>).detail;
    state = detail.state;
    payload = detail.state === 'verified' ? (detail.payload ?? null) : null;
    for (const wake of waiting) wake();
  });
  widget.addEventListener('load', options.onDrawn, { once: true });
  container.append(widget);

  /** While a solution is being worked out, its end (verified or failed). */
  const settled = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        if (state === 'verifying') return;
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
      wake();
    });

  return {
    async getToken() {
      await settled();
      if (state === 'verified' && payload) return { ok: true, token: payload };
      return { ok: false, message: FORM_TEXTS.captchaIncomplete };
    },
    reset() {
      // Unverified again: the next verification fetches a fresh challenge (at once, when solving onload).
      widget.reset();
      if (options.solve === 'onload') void widget.verify().catch(() => undefined);
    },
    destroy() {
      widget.remove();
    },
    setCompact(compact) {
      void widget.configure(compactOptions(compact)).catch(() => undefined);
    },
  };
}

/** The compact widget drops the logo and the footer line, so it fits under 320 px. */
function compactOptions(compact: boolean) {
  return { hideLogo: compact, hideFooter: compact };
}
