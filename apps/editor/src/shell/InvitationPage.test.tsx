// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { ownerSession } from '../../test/fixtures/render-editor';
import { App } from './App';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const DETAILS = `/config/api/invitations/${TOKEN}`;
const ACCEPT = `${DETAILS}/accept`;
const SESSION = '/config/api/session';
const invited = (accountExists: boolean) => ({
  url: DETAILS,
  body: {
    websiteTitle: 'Plinth Supply Co.',
    email: 'new@example.com',
    role: 4,
    roleLabel: 'Editor',
    accountExists,
  },
});
const signedOut = {
  url: SESSION,
  status: 401,
  body: { code: 'AUTH_REQUIRED', message: 'Sign in to continue.' },
};
function sessionFor(email: string) {
  const session = ownerSession();
  return { ...session, user: { ...session.user, email } };
}
const editorRoutes = [
  { url: '/api/v1/commerce-preferences/store', body: { currency: 'USD' } },
  { url: '/config/api/products', body: { products: [], collections: [] } },
  {
    url: '/config/api/home',
    body: {
      currency: 'USD',
      sales: null,
      visits: null,
      lowStock: null,
      formSubmissions: null,
      restock: null,
    },
  },
];

beforeEach(() => {
  document.cookie = 'crumb=test-crumb-1234567890';
  window.history.replaceState(null, '', `/config/invitation/${TOKEN}`);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the invitation page', () => {
  test('someone new chooses a name and password, joins, and lands in the editor', async () => {
    const fetch = mockFetch([
      signedOut,
      invited(false),
      { method: 'POST', url: ACCEPT, body: sessionFor('new@example.com') },
      ...editorRoutes,
    ]);
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Join Plinth Supply Co.' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Nia' } });
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'a long password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/config');
    expect(fetch.callsTo('POST', ACCEPT)[0]?.json).toEqual({ name: 'Nia', password: 'a long password' });
  });

  test('someone with an account signs in to it, then accepts with an empty body', async () => {
    const fetch = mockFetch([
      signedOut,
      invited(true),
      { method: 'POST', url: SESSION, body: sessionFor('new@example.com') },
      { method: 'POST', url: ACCEPT, body: sessionFor('new@example.com') },
      ...editorRoutes,
    ]);
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'their password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and accept' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/config');
    expect(fetch.callsTo('POST', SESSION)[0]?.json).toEqual({
      email: 'new@example.com',
      password: 'their password',
    });
    expect(fetch.callsTo('POST', ACCEPT)[0]?.json).toEqual({});
  });

  test('signed in to another account, it asks to sign out first', async () => {
    mockFetch([{ url: SESSION, body: sessionFor('owner@example.com') }, invited(true)]);
    render(<App />);
    expect(await screen.findByText(/You are signed in as owner@example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  test('a used or expired link shows the server message, with no Retry', async () => {
    const message = 'This invitation link is not valid any more. Ask the site administrator for a new one.';
    mockFetch([signedOut, { url: DETAILS, status: 404, body: { code: 'INVITATION_INVALID', message } }]);
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  test('a failed load offers Retry', async () => {
    mockFetch([signedOut, { url: DETAILS, networkError: true }]);
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load. Try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
