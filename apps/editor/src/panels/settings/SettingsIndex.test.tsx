// @vitest-environment jsdom
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { SettingsIndex } from './SettingsIndex';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Settings index (issue 24 §5)', () => {
  test('lists the settings screens by topic, each a link with its line', async () => {
    await renderSignedIn(<SettingsIndex />, []);
    const store = screen.getByRole('region', { name: 'Store' });
    expect(within(store).getByRole('link', { name: 'Shipping' }).getAttribute('href')).toBe(
      '/config/shipping',
    );
    expect(within(store).getByRole('link', { name: 'Taxes' })).toBeTruthy();
    const team = screen.getByRole('region', { name: 'Site and team' });
    expect(within(team).getByRole('link', { name: 'Members' })).toBeTruthy();
    const system = screen.getByRole('region', { name: 'System' });
    expect(within(system).getByRole('link', { name: 'Plan & limits' }).getAttribute('href')).toBe(
      '/config/settings/billing/subscriptions/website',
    );
    expect(screen.getByText('Who can work on this site, and what their role lets them do.')).toBeTruthy();
  });

  test('the search narrows the list as the owner types, and says when nothing matches', async () => {
    await renderSignedIn(<SettingsIndex />, []);
    const search = screen.getByRole('searchbox', { name: 'Search settings' });
    fireEvent.change(search, { target: { value: 'vat' } });
    expect(screen.getByRole('status').textContent).toBe('1 setting matches “vat”.');
    expect(screen.getByRole('link', { name: 'Taxes' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shipping' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Email' })).toBeNull();

    fireEvent.change(search, { target: { value: 'email' } });
    expect(screen.getByRole('link', { name: 'Sent emails' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email templates' })).toBeTruthy();

    fireEvent.change(search, { target: { value: 'zebra' } });
    expect(screen.getByRole('status').textContent).toBe('No setting matches “zebra”.');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  test('a role sees only the screens it may open', async () => {
    await renderSignedIn(<SettingsIndex />, [], SITE_ROLE.EDITOR);
    expect(screen.queryByRole('link', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Plan & limits' })).toBeNull();
  });
});
