// @vitest-environment jsdom
import { SITE_ROLE, type OwnerSession } from '@plinth/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { ownerSession } from '../../test/fixtures/render-editor';
import { App } from './App';
import { PHONE_LAYOUT_QUERY } from './use-phone-layout';

const SESSION = '/config/api/session';
const SITES = '/config/api/sites';
const STORE = { url: '/api/v1/commerce-preferences/store', body: { currency: 'USD', websiteId: 'site1' } };
const PRODUCTS = { url: '/config/api/products', body: { products: [], collections: [] } };

beforeEach(() => {
  document.cookie = 'crumb=test-crumb-1234567890';
  window.localStorage.clear();
  window.history.replaceState(null, '', '/config');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The session before and after the new site exists (GET /config/api/session answers the later one). */
function sessions() {
  const before = ownerSession();
  const newSite = { ...before.sites[0]!, id: 'site2', title: 'Second shop', host: 'second.localhost' };
  const after: OwnerSession = { ...before, sites: [...before.sites, newSite] };
  let created = false;
  return {
    newSite,
    route: { url: SESSION, body: () => (created ? after : before) },
    markCreated: () => (created = true),
  };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create site' }));
  return screen.getByRole('dialog', { name: 'Create site' });
}

function fill(dialog: HTMLElement, title: string, host: string) {
  fireEvent.change(within(dialog).getByLabelText('Site title'), { target: { value: title } });
  fireEvent.change(within(dialog).getByLabelText('Host name'), { target: { value: host } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create site' }));
}

describe('Create site', () => {
  test('creates the site, then the editor works on it (X-Website-Id) with it in the switcher', async () => {
    const session = sessions();
    const fetch = mockFetch([
      session.route,
      STORE,
      PRODUCTS,
      {
        method: 'POST',
        url: SITES,
        status: 201,
        body: () => {
          session.markCreated();
          return { site: session.newSite };
        },
      },
    ]);
    render(<App />);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Site title')).toBe(document.activeElement);
    fill(dialog, ' Second shop ', 'Second.Localhost');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create site' })).toBeNull());
    expect(fetch.callsTo('POST', SITES)[0]?.json).toEqual({ title: 'Second shop', host: 'second.localhost' });
    expect(await screen.findByText('Second shop', { selector: '.topbar__title' })).toBeTruthy();
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.headers['x-website-id'] === 'site2')).toBe(true),
    );
    const switcher = screen.getByLabelText<HTMLSelectElement>('Site');
    expect(switcher.value).toBe('site2');
  });

  test('a host with a scheme is refused beside the field before anything is sent', async () => {
    const fetch = mockFetch([{ url: SESSION, body: ownerSession() }, STORE, PRODUCTS]);
    render(<App />);
    const dialog = await openDialog();
    fill(dialog, 'Second shop', 'https://second.example.com/');
    expect(
      await within(dialog).findByText(
        'Enter the host name alone, like shop.example.com: no https://, port or path.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Host name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch.callsTo('POST', SITES)).toHaveLength(0);
  });

  test("shows the server's refusal of a taken host beside the host field", async () => {
    const message = 'The host name localhost already belongs to a site. Choose another.';
    mockFetch([
      { url: SESSION, body: ownerSession() },
      STORE,
      PRODUCTS,
      {
        method: 'POST',
        url: SITES,
        status: 409,
        body: { code: 'SITE_HOST_TAKEN', message, fieldErrors: { host: message } },
      },
    ]);
    render(<App />);
    const dialog = await openDialog();
    fill(dialog, 'Copy', 'localhost');
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create site' })).toBeTruthy();
  });

  test('a role that does not manage the team sees no Create site', async () => {
    mockFetch([{ url: SESSION, body: ownerSession(SITE_ROLE.EDITOR) }, STORE, PRODUCTS]);
    render(<App />);
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.queryByRole('button', { name: 'Create site' })).toBeNull();
  });

  test('on a phone, Create site is in the Menu drawer rather than the top bar', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_LAYOUT_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockFetch([{ url: SESSION, body: ownerSession() }, STORE, PRODUCTS]);
    render(<App />);
    const sites = await screen.findByRole('region', { name: 'Sites' });
    expect(screen.getAllByRole('button', { name: 'Create site' })).toHaveLength(1);
    fireEvent.click(within(sites).getByRole('button', { name: 'Create site' }));
    expect(screen.getByRole('dialog', { name: 'Create site' })).toBeTruthy();
  });
});
