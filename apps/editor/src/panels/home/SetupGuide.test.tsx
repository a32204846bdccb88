// @vitest-environment jsdom
import type { OwnerHome } from '@plinth/contracts';
import { ownerHomeSchema } from '@plinth/contracts/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { HomePanel } from './HomePanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function homeWith(setup: OwnerHome['setup']): OwnerHome {
  return ownerHomeSchema.parse({
    currency: 'USD',
    setup,
    sales: null,
    visits: { today: 1, week: 3 },
    lowStock: null,
    formSubmissions: null,
    restock: null,
  });
}

const SETUP = {
  dismissed: false,
  testMode: true,
  steps: [
    { id: 'product', done: true },
    { id: 'shipping', done: true },
    { id: 'payments', done: false },
    { id: 'styles', done: false },
    { id: 'homePage', done: false },
    { id: 'address', done: false },
    { id: 'team', done: false },
  ],
} as const;

describe('the setup guide on Home (issue 24 §5)', () => {
  test('lists the steps as the server ticked them, each open one leading to where it is done', async () => {
    await renderSignedIn(<HomePanel />, [
      { url: '/config/api/home', body: homeWith({ ...SETUP, steps: [...SETUP.steps] }) },
    ]);
    const guide = await screen.findByRole('region', { name: 'Set up your shop' });
    expect(within(guide).getByText('2 of 7 done')).toBeTruthy();
    expect(within(guide).getByText(/Your store is in test mode\./)).toBeTruthy();
    const steps = within(guide)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toContain('Add a product, done');
    expect(steps[2]).toContain('Connect payments, not done yet');
    expect(within(guide).queryByRole('link', { name: 'Add a product' })).toBeNull();
    expect(within(guide).getByRole('link', { name: 'Pick fonts and colours' }).getAttribute('href')).toBe(
      '/config/site-styles',
    );
    expect(within(guide).getByRole('link', { name: 'Invite your team' }).getAttribute('href')).toBe(
      '/config/members',
    );
    // Payments are set on the server: words, no link.
    expect(within(guide).queryByRole('link', { name: 'Connect payments' })).toBeNull();
  });

  test('Hide setup guide keeps it hidden (the server remembers), and it can be shown again', async () => {
    const { fetch } = await renderSignedIn(<HomePanel />, [
      { url: '/config/api/home', body: homeWith({ ...SETUP, steps: [...SETUP.steps] }) },
      { method: 'PUT', url: '/config/api/home/setup', body: (json: { dismissed: boolean }) => json },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide setup guide' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show setup guide' }));
    expect(await screen.findByRole('region', { name: 'Set up your shop' })).toBeTruthy();
    expect(fetch.callsTo('PUT', '/config/api/home/setup').map((call) => call.json)).toEqual([
      { dismissed: true },
      { dismissed: false },
    ]);
  });

  test('a role without settings.edit gets no guide', async () => {
    await renderSignedIn(<HomePanel />, [{ url: '/config/api/home', body: homeWith(null) }]);
    await screen.findByText('Visitors today');
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).toBeNull();
  });
});
