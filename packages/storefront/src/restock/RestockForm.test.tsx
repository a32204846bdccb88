// @vitest-environment jsdom
import { RESTOCK_API } from '@plinth/contracts';
import { mockFetch } from '@plinth/contracts/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CaptchaHandle, CaptchaProps } from '../captcha/Captcha';
import { RestockForm } from './RestockForm';
import type { RestockFormSettings } from './restock-props';

/** The fake captcha's answers and calls, set per test. */
type TokenResult = { ok: true; token: string } | { ok: false; message: string };
const captcha = vi.hoisted(() => ({
  token: null as TokenResult | null,
  getToken: vi.fn(),
  reset: vi.fn(),
  destroy: vi.fn(),
  rendered: vi.fn(),
}));

vi.mock('../captcha/Captcha', () => ({
  Captcha: ({ handleRef, action, config }: CaptchaProps) => {
    captcha.rendered(action, config.provider);
    useImperativeHandle(handleRef, (): CaptchaHandle => ({
      getToken: () => {
        captcha.getToken();
        return Promise.resolve(captcha.token ?? { ok: false, message: 'no token set' });
      },
      reset: captcha.reset,
      destroy: captcha.destroy,
    }));
    return <div data-testid="captcha" />;
  },
}));

const SETTINGS: RestockFormSettings = {
  hiddenByDefault: false,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  successMessage: 'Signed up!',
  captcha: null,
};

function renderForm(settings: Partial<RestockFormSettings> = {}) {
  return render(
    <RestockForm productId="item-1" variantId="v-L-Navy" settings={{ ...SETTINGS, ...settings }} crumb="c" />,
  );
}

const signedUp = { method: 'POST', url: RESTOCK_API.signUp, body: { ok: true } };

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
}
function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  captcha.token = { ok: true, token: 'solved' };
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RestockForm validation', () => {
  test('a blank email says "Email cannot be blank" beside the input, and nothing is sent', async () => {
    const fetch = mockFetch([signedUp]);
    renderForm();
    typeEmail('   ');
    submit();
    const input = screen.getByLabelText('Email address');
    expect((await screen.findByText('Email cannot be blank')).id).toBe(
      input.getAttribute('aria-describedby'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetch.calls).toHaveLength(0);
  });

  test('an address without a 2 to 4 letter TLD, or over 256 characters, says "Email is invalid"', async () => {
    mockFetch([signedUp]);
    renderForm();
    typeEmail('ada@example.shopping');
    submit();
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    typeEmail(`${'a'.repeat(250)}@ex.com`);
    submit();
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
  });

  test('the error is cleared by the next submit, which then succeeds with the default "Signed up!"', async () => {
    const fetch = mockFetch([signedUp]);
    renderForm({ successMessage: '' });
    submit();
    expect(await screen.findByText('Email cannot be blank')).toBeTruthy();
    typeEmail(' ada@example.com ');
    submit();
    expect(screen.queryByText('Email cannot be blank')).toBeNull();
    expect((await screen.findByText('Signed up!')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(fetch.callsTo('POST', RESTOCK_API.signUp)[0]?.json).toEqual({
      productId: 'item-1',
      variantId: 'v-L-Navy',
      siteVisitorEmail: 'ada@example.com',
      isJoinMailingList: false,
    });
  });
});

describe('RestockForm sending', () => {
  test("success replaces the form with the owner's text and takes focus", async () => {
    mockFetch([signedUp]);
    renderForm({ successMessage: 'We will write the moment it is back.' });
    typeEmail('ada@example.com');
    submit();
    const message = await screen.findByText('We will write the moment it is back.');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(message);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  test("a refusal shows the server's message and keeps the form; the next submit clears it", async () => {
    const fetch = mockFetch([
      {
        method: 'POST',
        url: RESTOCK_API.signUp,
        status: 409,
        body: { code: 'RESTOCK_ALREADY_SIGNED_UP', message: 'You are already on the list for this item.' },
      },
    ]);
    renderForm();
    typeEmail('ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('You are already on the list for this item.');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ada@example.com');
    fetch.routes.unshift(signedUp);
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByText('Signed up!')).closest('[role="status"]')).toBeTruthy();
  });

  test('a refusal without a message says "Unable to submit form. Please try again later."', async () => {
    // A proxy's 502 page carries no error model: the fallback text shows.
    mockFetch([{ method: 'POST', url: RESTOCK_API.signUp, status: 502, body: null, notPlinth: true }]);
    renderForm();
    typeEmail('ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to submit form. Please try again later.',
    );
  });
});

describe('RestockForm captcha', () => {
  const altcha = { captcha: { provider: 'altcha' as const, challengeUrl: '/api/captcha/challenge' } };

  test('renders the captcha for the restock action and sends its token as captchaToken; destroyed on success', async () => {
    const fetch = mockFetch([signedUp]);
    renderForm(altcha);
    await screen.findByTestId('captcha');
    expect(captcha.rendered).toHaveBeenCalledWith('PRODUCT_WAITLIST_SUBMISSION', 'altcha');
    typeEmail('ada@example.com');
    submit();
    await screen.findByText('Signed up!');
    await vi.waitFor(() => expect(captcha.destroy).toHaveBeenCalledTimes(1));
    expect(captcha.reset).not.toHaveBeenCalled();
    expect(fetch.callsTo('POST', RESTOCK_API.signUp)[0]?.json).toMatchObject({ captchaToken: 'solved' });
  });

  test('an unsolved captcha says "Complete CAPTCHA before submitting." and nothing is sent', async () => {
    const fetch = mockFetch([signedUp]);
    captcha.token = { ok: false, message: 'Complete CAPTCHA before submitting.' };
    renderForm(altcha);
    await screen.findByTestId('captcha');
    typeEmail('ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Complete CAPTCHA before submitting.');
    expect(fetch.calls).toHaveLength(0);
  });

  test('a refused sign-up resets the captcha for a fresh challenge', async () => {
    mockFetch([
      {
        method: 'POST',
        url: RESTOCK_API.signUp,
        status: 400,
        body: { code: 'CAPTCHA_FAILED', message: 'reCAPTCHA failed. Refresh this page and try again.' },
      },
    ]);
    renderForm(altcha);
    await screen.findByTestId('captcha');
    typeEmail('ada@example.com');
    submit();
    expect(await screen.findByText('reCAPTCHA failed. Refresh this page and try again.')).toBeTruthy();
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(captcha.destroy).not.toHaveBeenCalled();
  });

  test('with reCAPTCHA Enterprise the token travels as recaptchaEnterpriseV3Token', async () => {
    const fetch = mockFetch([signedUp]);
    renderForm({ captcha: { provider: 'recaptcha-enterprise', siteKey: 'key' } });
    await screen.findByTestId('captcha');
    typeEmail('ada@example.com');
    submit();
    await screen.findByText('Signed up!');
    const sent = fetch.callsTo('POST', RESTOCK_API.signUp)[0]?.json as Record<string, unknown>;
    expect(sent.recaptchaEnterpriseV3Token).toBe('solved');
    expect(sent.captchaToken).toBeUndefined();
  });
});

describe('RestockForm options', () => {
  test('hidden by default: "Notify me when available" reveals the form and moves focus to the email', async () => {
    renderForm({ hiddenByDefault: true });
    const reveal = screen.getByRole('button', { name: 'Notify me when available' });
    expect(reveal.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    fireEvent.click(reveal);
    expect(reveal.getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(reveal.getAttribute('aria-controls')).toBe(input.closest('form')?.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
  });

  test('the mailing-list box shows only when enabled, ticked when the owner opts in by default, and is sent', async () => {
    const fetch = mockFetch([signedUp]);
    renderForm();
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    renderForm({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Also join our mailing list' });
    expect(box.checked).toBe(true);
    typeEmail('ada@example.com');
    submit();
    await screen.findByText('Signed up!');
    expect(fetch.callsTo('POST', RESTOCK_API.signUp)[0]?.json).toMatchObject({ isJoinMailingList: true });
  });

  test('the mailing-list box starts unticked without the opt-in default', () => {
    renderForm({ mailingListSignUpEnabled: true });
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
  });
});
