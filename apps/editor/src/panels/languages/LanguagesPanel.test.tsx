// @vitest-environment jsdom
import { SITE_ROLE, type LanguageEntry, type SiteRole, type SiteTimeZoneSettings } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { LanguagesPanel } from './LanguagesPanel';

const ZONE_URL = '/config/api/time-zone';
const english: LanguageEntry = {
  code: 'en-US',
  name: 'English (US)',
  nativeName: 'English (US)',
  isDefault: true,
  enabled: true,
};
const zones = (timeZone: string): SiteTimeZoneSettings => ({
  timeZone,
  timeZones: ['America/New_York', 'Asia/Kolkata', 'Europe/Paris', 'UTC'],
});

beforeEach(() => window.history.replaceState(null, '', '/config/languages'));
afterEach(cleanup);

async function open(role: SiteRole = SITE_ROLE.ADMIN) {
  const rendered = await renderSignedIn(
    <LanguagesPanel />,
    [
      { url: '/api/multilingual/languages', body: { languages: [english] } },
      {
        url: '/api/multilingual/status',
        body: { connected: false, languageCount: 1, defaultLanguage: 'en-US' },
      },
      { url: ZONE_URL, body: zones('America/New_York') },
      {
        method: 'PUT',
        url: ZONE_URL,
        body: (json: { timeZone: string }) => zones(json.timeZone),
      },
    ],
    role,
  );
  await screen.findByLabelText('Time zone');
  return rendered;
}

describe('Language & region', () => {
  test('shows the site’s zone and saves the one chosen', async () => {
    const { fetch } = await open();
    expect(screen.getByRole('heading', { name: 'Language & region' })).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('Time zone');
    expect(select.value).toBe('America/New_York');
    expect(screen.getByRole('option', { name: 'America / New York' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'Asia/Kolkata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(fetch.callsTo('PUT', ZONE_URL)).toHaveLength(1));
    expect(fetch.callsTo('PUT', ZONE_URL)[0]?.json).toEqual({ timeZone: 'Asia/Kolkata' });
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy());
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Asia/Kolkata');
  });

  test('a draft editor (settings view only) sees the zone but cannot change it', async () => {
    await open(SITE_ROLE.DRAFT_EDITOR);
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save time zone' })).toBeNull();
  });
});
