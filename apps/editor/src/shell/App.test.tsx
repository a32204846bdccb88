// @vitest-environment jsdom
import { SITE_ROLE, type InstanceInfo } from '@plinth/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { ownerSession } from '../../test/fixtures/render-editor';
import { SITE_STORAGE_KEY } from '../session/choose-site';
import { App } from './App';
import { PHONE_LAYOUT_QUERY } from './use-phone-layout';

const SESSION = '/config/api/session';
const STORE = { url: '/api/v1/commerce-preferences/store', body: { currency: 'USD', websiteId: 'site1' } };
const PRODUCTS = { url: '/config/api/products', body: { products: [], collections: [] } };
const HOME = {
  url: '/config/api/home',
  body: { currency: 'USD', sales: null, visits: null, lowStock: null, formSubmissions: null, restock: null },
};

beforeEach(() => {
  document.cookie = 'crumb=test-crumb-1234567890';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/config');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signedOut() {
  return { url: SESSION, status: 401, body: { code: 'AUTH_REQUIRED', message: 'Sign in to continue.' } };
}

describe('sign-in', () => {
  test('shows "Signing in…" while waiting, then opens the home', async () => {
    let release: () => void = () => {};
    const wait = new Promise<void>((resolve) => (release = resolve));
    const fetch = mockFetch([
      signedOut(),
      { method: 'POST', url: SESSION, body: ownerSession(), wait },
      STORE,
      HOME,
    ]);
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/config');
    expect(fetch.callsTo('POST', SESSION)[0]?.json).toEqual({
      email: 'owner@example.com',
      password: 'secret password',
    });
    expect(fetch.callsTo('POST', SESSION)[0]?.headers['x-csrf-token']).toBe('test-crumb-1234567890');
  });

  test("shows the server's refusal word for word", async () => {
    mockFetch([
      signedOut(),
      {
        method: 'POST',
        url: SESSION,
        status: 401,
        body: { code: 'AUTH_BAD_CREDENTIALS', message: 'That email and password do not match an account.' },
      },
    ]);
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That email and password do not match an account.',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  test('a 401 from any panel goes back to the sign-in screen', async () => {
    mockFetch([
      { url: SESSION, body: ownerSession() },
      STORE,
      { ...signedOut(), url: '/config/api/products' },
    ]);
    window.history.replaceState(null, '', '/config/products');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Sign in to your site' })).toBeTruthy();
    expect(screen.getByText('Your session ended. Sign in again to continue.')).toBeTruthy();
  });
});

const INSTANCE: InstanceInfo = {
  plan: 'self-hosted',
  sites: 2,
  database: 'postgres',
  limits: {
    requestBodyBytes: 1024 * 1024,
    uploadBytes: { image: 10 * 1024 * 1024, video: 200 * 1024 * 1024, audio: 50 * 1024 * 1024 },
    writesPerClient: { max: 60, windowMs: 10_000 },
    formSubmissions: { perClient: 5, perForm: 60, windowMs: 600_000 },
    analyticsEventsPerClientPerMinute: 120,
    requestTimeoutMs: 30_000,
  },
  services: { email: 'files', payments: 'test', redis: false, captcha: 'altcha', backgroundJobs: true },
};

describe('the signed-in frame', () => {
  test('hides panels the role cannot open and links billing roles to the upgrade page', async () => {
    mockFetch([
      { url: SESSION, body: ownerSession(SITE_ROLE.BILLING) },
      { url: '/api/site-header-footer', body: { header: {}, footer: {} } },
      { url: '/config/api/instance', body: INSTANCE },
    ]);
    window.history.replaceState(null, '', '/config/settings/billing/subscriptions/website');
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Plan & limits' }).getAttribute('href')).toBe(
      '/settings/billing/subscriptions/website',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plan & limits' })).toBeTruthy();
    // The figures are this server's configuration, not a plan to buy.
    expect(await screen.findByText('120 per visitor a minute')).toBeTruthy();
    expect(screen.getByText('up to 1 MB')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByText('Not configured: the built-in test processor')).toBeTruthy();
    expect(screen.queryByText(/nothing to pay/i)).toBeNull();
  });

  test('a trial site upgrades at /settings/billing/upgrade; roles without billing.view see no link', async () => {
    const trial = ownerSession();
    trial.sites[0] = { ...trial.sites[0]!, trial: true };
    mockFetch([{ url: SESSION, body: trial }, STORE, PRODUCTS]);
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).getByRole('link', { name: 'Plan & limits' }).getAttribute('href')).toBe(
      '/settings/billing/upgrade',
    );
    cleanup();
    mockFetch([{ url: SESSION, body: ownerSession(SITE_ROLE.EDITOR) }, STORE, PRODUCTS]);
    render(<App />);
    const editorNav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(editorNav).queryByRole('link', { name: 'Plan & limits' })).toBeNull();
  });

  test('Settings gathers the settings screens; a section shows its screens as tabs (issue 24 §5)', async () => {
    mockFetch([{ url: SESSION, body: ownerSession() }, STORE, PRODUCTS]);
    window.history.replaceState(null, '', '/config/settings');
    render(<App />);
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).getAllByRole('link').length).toBeLessThanOrEqual(12);
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Shipping' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Shipping' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeTruthy();
    expect(window.location.pathname).toBe('/config/shipping');
    // Still under Settings, with the way back above the screen.
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();

    // Orders leads to the orders list, with Subscriptions and Gift cards beside it as tabs.
    fireEvent.click(within(nav).getByRole('link', { name: 'Orders' }));
    const tabs = await screen.findByRole('navigation', { name: 'Orders' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Gift cards', 'Subscriptions']);
    expect(within(tabs).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(tabs).getByRole('link', { name: 'Gift cards' }));
    await waitFor(() => expect(window.location.pathname).toBe('/config/gift-cards'));
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });

  test('the site switcher names the chosen site in X-Website-Id and remembers it', async () => {
    const session = ownerSession();
    session.sites.push({ ...session.sites[0]!, id: 'site2', title: 'Second Shop' });
    const fetch = mockFetch([{ url: SESSION, body: session }, STORE, PRODUCTS]);
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Site'), { target: { value: 'site2' } });
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.headers['x-website-id'] === 'site2')).toBe(true),
    );
    expect(window.localStorage.getItem(SITE_STORAGE_KEY)).toBe('site2');
    expect(screen.getByText('Second Shop', { selector: '.topbar__title' })).toBeTruthy();
  });

  test('Sign out ends the session and shows the sign-in screen', async () => {
    const fetch = mockFetch([
      { url: SESSION, body: ownerSession() },
      STORE,
      PRODUCTS,
      { method: 'DELETE', url: SESSION, status: 204 },
    ]);
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your site' })).toBeTruthy();
    expect(fetch.callsTo('DELETE', SESSION)).toHaveLength(1);
  });

  test('"Sign out other sessions" in the account menu ends the others and says how many', async () => {
    const fetch = mockFetch([
      { url: SESSION, body: ownerSession() },
      STORE,
      PRODUCTS,
      { method: 'DELETE', url: `${SESSION}/others`, body: { ended: 2 } },
    ]);
    render(<App />);
    const menu = await screen.findByText('Site owner', { selector: 'summary' });
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    expect(await screen.findByText('Signed out 2 other sessions.')).toBeTruthy();
    expect(fetch.callsTo('DELETE', `${SESSION}/others`)).toHaveLength(1);
    expect(fetch.callsTo('DELETE', `${SESSION}/others`)[0]?.headers['x-csrf-token']).toBe(
      'test-crumb-1234567890',
    );
    // This browser stays signed in.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  test('on a phone the account controls end the Menu drawer instead of the top bar', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_LAYOUT_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockFetch([
      { url: SESSION, body: ownerSession() },
      STORE,
      PRODUCTS,
      { method: 'DELETE', url: `${SESSION}/others`, body: { ended: 1 } },
    ]);
    render(<App />);
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(account.closest('#editor-sidebar')).toBeTruthy();
    expect(within(account).getByText('owner@example.com')).toBeTruthy();
    expect(screen.queryByText('Site owner', { selector: 'summary' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Sign out other sessions' })).toHaveLength(1);
    fireEvent.click(within(account).getByRole('button', { name: 'Sign out other sessions' }));
    expect(await within(account).findByText('Signed out 1 other session.')).toBeTruthy();
  });
});
