// @vitest-environment jsdom
import { type StorePreferences } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { StoreSettingsPanel } from './StoreSettingsPanel';

const URL = '/api/v1/commerce-preferences/store';
const store: StorePreferences = {
  currency: 'USD',
  multipleQuantityAllowedForServices: true,
  scarcityText: 'Only {qty} left in stock',
  soldOutText: 'sold out',
  scarcityShownByDefault: false,
  lowStockThreshold: 5,
};

beforeEach(() => window.history.replaceState(null, '', '/config/store-settings'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open() {
  const rendered = await renderSignedIn(<StoreSettingsPanel />, [
    { url: URL, body: { ...store, websiteId: 'site1' } },
    { method: 'PUT', url: URL, body: (json: object) => ({ ...json, websiteId: 'site1' }) },
  ]);
  return { ...rendered, threshold: await screen.findByLabelText<HTMLInputElement>('Low-stock threshold') };
}

describe('StoreSettingsPanel: the low-stock threshold', () => {
  test('shows the stored threshold with what it does, and saves a new one as a number', async () => {
    const { fetch, threshold } = await open();
    expect(threshold.value).toBe('5');
    expect(screen.getByText('The low-stock message shows when 5 or fewer are left.')).toBeTruthy();
    fireEvent.change(threshold, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', URL)).toHaveLength(1));
    expect(fetch.callsTo('PUT', URL)[0]?.json).toEqual({ ...store, lowStockThreshold: 12 });
  });

  test('refuses 0 beside the field and sends nothing', async () => {
    const { fetch, threshold } = await open();
    fireEvent.change(threshold, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must be 1 or more/)).toBeTruthy();
    expect(fetch.callsTo('PUT', URL)).toHaveLength(0);
  });
});
