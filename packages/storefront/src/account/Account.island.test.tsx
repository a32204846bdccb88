// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateTo } from '../browser/navigate.client';
import { Account, type AccountProps } from './Account.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const EMPTY_FORM = { values: {}, fieldErrors: {}, error: null };
const signInProps: AccountProps = {
  view: 'sign-in',
  crumb: 'crumb-1',
  form: EMPTY_FORM,
  rememberMe: false,
  notice: null,
  returnTo: null,
};
const createProps: AccountProps = { view: 'create', crumb: 'crumb-1', form: EMPTY_FORM };
const accountProps: AccountProps = {
  view: 'account',
  crumb: 'crumb-1',
  siteUser: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', language: null },
  xsrfToken: 'xsrf-1',
  languages: [
    { value: 'en-US', label: 'English (US)' },
    { value: 'fr-FR', label: 'Français (France)' },
  ],
  language: 'en-US',
  notice: null,
  error: null,
};

interface Answer {
  status: number;
  body?: unknown;
}

/** Answers fetch calls in order; a function answer is a promise the test settles itself. */
function answerFetch(...answers: (Answer | (() => Promise<Answer>))[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    const { status, body } = typeof next === 'function' ? await next() : next;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof answerFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return {
    url,
    method: init.method,
    headers: init.headers as Record<string, string>,
    body: JSON.parse(typeof init.body === 'string' ? init.body : 'null') as unknown,
  };
}

beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in form', () => {
  test('without JavaScript it is a plain post to /account/login with the crumb', () => {
    const html = renderToString(<Account {...signInProps} />);
    expect(html).toContain('action="/account/login" method="post"');
    expect(html).toContain('<input type="hidden" name="crumb" value="crumb-1"/>');
    expect(html).toContain('name="rememberMe" value="true"');
    expect(html).not.toContain('noValidate');
  });

  test('checks the fields before sending and moves focus to the first in error', () => {
    const fetchMock = answerFetch();
    render(<Account {...signInProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email cannot be blank')).toBeDefined();
    expect(screen.getByText('Enter your password.')).toBeDefined();
    expect(document.activeElement).toBe(email);
    // Typing in a field clears its message.
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(screen.queryByText('Email cannot be blank')).toBeNull();
  });

  test('disables the button while signing in, sends rememberMe, and goes to /account', async () => {
    let settle: (answer: Answer) => void = () => {};
    const fetchMock = answerFetch(() => new Promise<Answer>((resolve) => (settle = resolve)));
    render(<Account {...signInProps} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pass word' } });
    fireEvent.click(screen.getByLabelText('Keep me signed in'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Signing in…' });
    expect(busy.disabled).toBe(true);
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/site-users/account/session',
      method: 'POST',
      headers: { 'X-CSRF-Token': 'crumb-1' },
      body: { email: 'ada@example.com', password: 'pass word', rememberMe: true },
    });
    await act(async () => settle({ status: 200, body: { xsrfToken: 'x', siteUser: accountProps.siteUser } }));
    expect(navigateTo).toHaveBeenCalledWith('/account');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in…' }).disabled).toBe(true);
  });

  test('with a returnTo (a member-only page) sign-in goes back there, and the plain form carries it', async () => {
    answerFetch({ status: 200, body: { xsrfToken: 'x', siteUser: accountProps.siteUser } });
    const { container } = render(<Account {...signInProps} returnTo="/members-lounge" />);
    expect(container.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe(
      '/members-lounge',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pass word' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/members-lounge'));
  });

  test('a refusal shows the server text in an alert and gives the button back', async () => {
    answerFetch({
      status: 401,
      body: {
        code: 'SITE_USER_BAD_CREDENTIALS',
        message: 'That email and password do not match an account.',
      },
    });
    render(<Account {...signInProps} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('Unable to Sign In');
    expect(alert.querySelector('p')?.textContent).toBe('That email and password do not match an account.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(false);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  test('too many attempts shows how long to wait, not the generic rate-limit text', async () => {
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    answerFetch({ status: 429, body: { code: 'SITE_USER_TOO_MANY_ATTEMPTS', message } });
    render(<Account {...signInProps} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  test('Show reveals the password and Hide covers it again', () => {
    render(<Account {...signInProps} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  test('shows what a refused no-JavaScript post handed back', () => {
    render(
      <Account
        {...signInProps}
        form={{
          values: { email: 'ada@example.com' },
          fieldErrors: {},
          error: 'That email and password do not match an account.',
        }}
        notice="You have signed out."
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
    expect(screen.getByRole('alert').textContent).toContain(
      'That email and password do not match an account.',
    );
    expect(screen.getByRole('status').textContent).toBe('You have signed out.');
  });
});

describe('create-account form', () => {
  function fillIn() {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  }

  test('a taken email gets the neutral text in an alert', async () => {
    const message = 'Could not create an account with this email. If you already have one, sign in instead.';
    const fetchMock = answerFetch({ status: 409, body: { code: 'SITE_USER_EMAIL_TAKEN', message } });
    render(<Account {...createProps} />);
    fillIn();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('Unable to Create Account');
    expect(alert.textContent).toContain(message);
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/site-users/account',
      body: { name: 'Ada', email: 'ada@example.com', password: 'long enough' },
    });
  });

  test('server field messages appear beside their fields', async () => {
    answerFetch({
      status: 400,
      body: {
        code: 'SITE_USER_INVALID',
        message: 'Check the highlighted fields and try again.',
        fieldErrors: { email: 'Please enter a valid email' },
      },
    });
    render(<Account {...createProps} />);
    fillIn();
    expect(await screen.findByText('Please enter a valid email')).toBeDefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('success goes to /account', async () => {
    answerFetch({ status: 201, body: { xsrfToken: 'x', siteUser: accountProps.siteUser } });
    render(<Account {...createProps} />);
    fillIn();
    await screen.findByRole('button', { name: 'Creating account…' });
    expect(navigateTo).toHaveBeenCalledWith('/account');
  });
});

describe('account page', () => {
  const crumbFail = { status: 403, body: { code: 'CRUMB_FAIL', message: 'x', crumbFail: true } };

  test('shows the name and email', () => {
    render(<Account {...accountProps} />);
    expect(screen.getByText('Ada Lovelace')).toBeDefined();
    expect(screen.getByText('ada@example.com')).toBeDefined();
  });

  test('Sign out keeps a copy of the cart and is retried once after crumbFail', async () => {
    const fetchMock = answerFetch(crumbFail, { status: 204 });
    render(<Account {...accountProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/account/login?signedOut=1'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(fetchMock, 1)).toMatchObject({
      url: '/api/site-users/account/session?cloneCart=true',
      method: 'DELETE',
    });
  });

  test("Sign out forgets the checkout's remembered emails, and only those", async () => {
    localStorage.setItem('plinth:checkout-email:site-1', 'ada@example.com');
    localStorage.setItem('plinth:checkout-email:site-2', 'ada@example.org');
    localStorage.setItem('unrelated', 'kept');
    answerFetch({ status: 204 });
    render(<Account {...accountProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(localStorage.getItem('plinth:checkout-email:site-1')).toBeNull();
    expect(localStorage.getItem('plinth:checkout-email:site-2')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    localStorage.clear();
  });

  test('the signed-out sign-in page (where a sign-out without JavaScript lands) forgets them too', () => {
    localStorage.setItem('plinth:checkout-email:site-1', 'ada@example.com');
    render(<Account {...signInProps} />);
    expect(localStorage.getItem('plinth:checkout-email:site-1')).toBe('ada@example.com');
    cleanup();
    render(<Account {...signInProps} notice="You have signed out." />);
    expect(localStorage.getItem('plinth:checkout-email:site-1')).toBeNull();
  });

  test('a second crumbFail is shown, not retried again', async () => {
    const fetchMock = answerFetch(crumbFail, crumbFail);
    render(<Account {...accountProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to Sign Out');
    expect(alert.textContent).toContain('Your session has expired. Please reload the page and try again.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  test('saving the language sends the X-SiteUser-XSRF-Token and says Saved.', async () => {
    const fetchMock = answerFetch({
      status: 200,
      body: { siteUser: { ...accountProps.siteUser, language: 'fr-FR' } },
    });
    render(<Account {...accountProps} />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr-FR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByText('Saved.')).toBeDefined());
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/site-users/account/locale',
      headers: { 'X-SiteUser-XSRF-Token': 'xsrf-1', 'X-CSRF-Token': 'crumb-1' },
      body: { language: 'fr-FR' },
    });
  });

  test('a refused language save shows the server text', async () => {
    const message = 'This page is from an earlier sign-in. Reload the page and try again.';
    answerFetch({ status: 403, body: { code: 'SITE_USER_XSRF_MISMATCH', message } });
    render(<Account {...accountProps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to Save Language');
    expect(alert.textContent).toContain(message);
  });
});
