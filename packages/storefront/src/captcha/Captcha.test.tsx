// @vitest-environment jsdom
import { CAPTCHA_ACTION, CAPTCHA_RENDERED_ATTRIBUTE, type CaptchaClientConfig } from '@plinth/contracts';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { Captcha, type CaptchaHandle } from './Captcha';
import { forgetRecaptchaEnterprise, RECAPTCHA_ENTERPRISE_URL } from './recaptcha-driver.client';

// The real widget needs Web Workers and Web Crypto; a fake <altcha-widget> stands in for it.
vi.mock('./altcha-element.client', () => ({}));

class FakeAltcha extends HTMLElement {
  configured: Record<string, unknown>[] = [];
  resets = 0;
  connectedCallback() {
    queueMicrotask(() => this.dispatchEvent(new CustomEvent('load')));
  }
  configure(options: Record<string, unknown>) {
    this.configured.push(options);
    return Promise.resolve();
  }
  getState() {
    return 'unverified';
  }
  reset() {
    this.resets += 1;
    this.state('unverified');
  }
  state(state: string, payload?: string) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}

/** Resize observers of the page: a test calls `resize(width)` to change every observed width. */
let observers: Array<(width: number) => void> = [];
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    observers.push((width) => this.callback([{ contentRect: { width } } as ResizeObserverEntry], this));
  }
  disconnect() {}
  unobserve() {}
}
const resize = (width: number) => act(() => observers.forEach((notify) => notify(width)));

beforeAll(() => {
  customElements.define('altcha-widget', FakeAltcha);
});
beforeEach(() => {
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.grecaptcha;
  forgetRecaptchaEnterprise();
  document.documentElement.removeAttribute('data-captcha-badge');
});

const ALTCHA: CaptchaClientConfig = { provider: 'altcha', challengeUrl: '/api/captcha/challenge' };

function renderCaptcha(
  config: CaptchaClientConfig,
  props: { theme?: 'light' | 'dark'; alignment?: 'left' | 'center' | 'right' } = {},
) {
  const handle = createRef<CaptchaHandle>();
  const view = render(
    <form>
      <label>
        Email <input name="email" />
      </label>
      <Captcha config={config} action={CAPTCHA_ACTION.restock} handleRef={handle} {...props} />
    </form>,
  );
  const container = view.container.querySelector<HTMLElement>('.plinth-captcha');
  if (!container) throw new Error('no captcha container');
  return { handle: () => handle.current as CaptchaHandle, container, view };
}

async function drawnAltcha() {
  const rendered = renderCaptcha(ALTCHA, { alignment: 'center', theme: 'dark' });
  await waitFor(() => expect(rendered.container.getAttribute(CAPTCHA_RENDERED_ATTRIBUTE)).toBe('true'));
  const widget = rendered.container.querySelector('altcha-widget') as unknown as FakeAltcha;
  return { ...rendered, widget };
}

describe('the ALTCHA captcha', () => {
  test('the server renders only the empty container: no widget, nothing loaded', () => {
    const html = renderToString(
      <Captcha config={ALTCHA} action={CAPTCHA_ACTION.form} handleRef={createRef()} />,
    );
    expect(html).toBe('<div class="plinth-captcha plinth-captcha--left" data-provider="altcha"></div>');
  });

  test('draws the widget with the challenge URL, solving once a field has focus, and marks the container rendered', async () => {
    const { widget, container } = await drawnAltcha();
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(widget.getAttribute('auto')).toBe('onfocus');
    expect(container.className).toContain('plinth-captcha--center');
    expect(container.className).toContain('plinth-captcha--dark');
  });

  test('getToken before the visitor solved it: "Complete CAPTCHA before submitting."', async () => {
    const { handle } = await drawnAltcha();
    await expect(handle().getToken()).resolves.toEqual({
      ok: false,
      message: 'Complete CAPTCHA before submitting.',
    });
  });

  test('getToken gives the payload once verified, and waits for a solution in progress', async () => {
    const { handle, widget } = await drawnAltcha();
    act(() => widget.state('verifying'));
    const pending = handle().getToken();
    act(() => widget.state('verified', 'PAYLOAD'));
    await expect(pending).resolves.toEqual({ ok: true, token: 'PAYLOAD' });
  });

  test('reset starts over (a fresh challenge on the next verification); destroy removes the widget', async () => {
    const { handle, widget, view } = await drawnAltcha();
    act(() => widget.state('verified', 'PAYLOAD'));
    await act(async () => handle().reset());
    expect(widget.resets).toBe(1);
    await expect(handle().getToken()).resolves.toMatchObject({ ok: false });
    act(() => handle().destroy());
    expect(view.container.querySelector('.plinth-captcha')).toBeNull();
    expect(widget.isConnected).toBe(false);
  });

  test('compact under 320 px: the class, and the widget without logo and footer', async () => {
    const { container, widget } = await drawnAltcha();
    resize(280);
    await waitFor(() => expect(widget.configured.at(-1)).toEqual({ hideLogo: true, hideFooter: true }));
    expect(container.className).toContain('plinth-captcha--compact');
    resize(500);
    await waitFor(() => expect(widget.configured.at(-1)).toEqual({ hideLogo: false, hideFooter: false }));
    expect(container.className).not.toContain('plinth-captcha--compact');
  });
});

describe('the reCAPTCHA Enterprise v3 captcha', () => {
  const RECAPTCHA: CaptchaClientConfig = { provider: 'recaptcha-enterprise', siteKey: 'site-key-1' };
  const script = () =>
    document.head.querySelector<HTMLScriptElement>(`script[src^="${RECAPTCHA_ENTERPRISE_URL}"]`);

  test('no site key: "Enterprise V3 ReCaptcha site key not found", and Google’s script is not loaded', async () => {
    const { handle } = renderCaptcha({ provider: 'recaptcha-enterprise', siteKey: '' });
    await expect(handle().getToken()).resolves.toEqual({
      ok: false,
      message: 'Enterprise V3 ReCaptcha site key not found',
    });
    expect(script()).toBeNull();
  });

  test('loads the script for the site key on demand and executes it for the action', async () => {
    const execute = vi.fn(() => Promise.resolve('TOKEN'));
    const { handle, container } = renderCaptcha(RECAPTCHA);
    await waitFor(() => expect(script()).not.toBeNull());
    expect(script()?.src).toBe(`${RECAPTCHA_ENTERPRISE_URL}?render=site-key-1`);
    window.grecaptcha = { enterprise: { ready: (callback) => callback(), execute } };
    act(() => {
      script()?.dispatchEvent(new Event('load'));
    });
    await expect(handle().getToken()).resolves.toEqual({ ok: true, token: 'TOKEN' });
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'PRODUCT_WAITLIST_SUBMISSION' });
    expect(container.getAttribute(CAPTCHA_RENDERED_ATTRIBUTE)).toBe('true');
  });

  test('the library absent after loading, or not loading at all: "ReCaptcha has not been set up!"', async () => {
    const { handle } = renderCaptcha(RECAPTCHA);
    await waitFor(() => expect(script()).not.toBeNull());
    act(() => {
      script()?.dispatchEvent(new Event('load'));
    });
    await expect(handle().getToken()).resolves.toEqual({
      ok: false,
      message: 'ReCaptcha has not been set up!',
    });
    cleanup();
    forgetRecaptchaEnterprise();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    const second = renderCaptcha(RECAPTCHA);
    await waitFor(() => expect(script()).not.toBeNull());
    act(() => {
      script()?.dispatchEvent(new Event('error'));
    });
    await expect(second.handle().getToken()).resolves.toEqual({
      ok: false,
      message: 'ReCaptcha has not been set up!',
    });
  });

  test('the badge shows only while a field of the form has focus', async () => {
    const { view } = renderCaptcha(RECAPTCHA);
    const field = view.getByLabelText('Email');
    expect(document.documentElement.hasAttribute('data-captcha-badge')).toBe(false);
    act(() => field.focus());
    expect(document.documentElement.hasAttribute('data-captcha-badge')).toBe(true);
    act(() => field.blur());
    expect(document.documentElement.hasAttribute('data-captcha-badge')).toBe(false);
  });
});
