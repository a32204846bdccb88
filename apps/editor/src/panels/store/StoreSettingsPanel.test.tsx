// @vitest-environment jsdom
import { type OrderNotificationPreferences, type StorePreferences } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { StoreSettingsPanel } from './StoreSettingsPanel';

const URL = '/api/v1/commerce-preferences/store';
const ORDER_EMAILS_URL = '/api/v1/commerce-preferences/orderNotifications';
const orderEmails: OrderNotificationPreferences = { enabled: true, recipients: [] };
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

async function open(orderNotifications: OrderNotificationPreferences = orderEmails) {
  const rendered = await renderSignedIn(<StoreSettingsPanel />, [
    { url: URL, body: { ...store, websiteId: 'site1' } },
    { method: 'PUT', url: URL, body: (json: object) => ({ ...json, websiteId: 'site1' }) },
    { url: ORDER_EMAILS_URL, body: { ...orderNotifications, websiteId: 'site1' } },
    { method: 'PUT', url: ORDER_EMAILS_URL, body: (json: object) => ({ ...json, websiteId: 'site1' }) },
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

describe('StoreSettingsPanel: new order emails', () => {
  test('on by default to the Administrators; an added address is saved alone, without the store settings', async () => {
    const { fetch } = await open();
    const enabled = screen.getByLabelText<HTMLInputElement>('Email me about each new order');
    expect(enabled.checked).toBe(true);
    expect(screen.getByText('No address listed: the email goes to the site’s Administrators.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add recipient' }));
    const first = screen.getByLabelText<HTMLInputElement>('Recipient 1');
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.change(first, { target: { value: 'orders@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', ORDER_EMAILS_URL)).toHaveLength(1));
    expect(fetch.callsTo('PUT', ORDER_EMAILS_URL)[0]?.json).toEqual({
      enabled: true,
      recipients: ['orders@example.com'],
    });
    expect(fetch.callsTo('PUT', URL)).toHaveLength(0);
  });

  test('a wrong address is named beside its field and nothing is sent', async () => {
    const { fetch } = await open({ enabled: true, recipients: ['orders@example.com'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add recipient' }));
    const second = screen.getByLabelText<HTMLInputElement>('Recipient 2');
    fireEvent.change(second, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be an email address, like you@example.com')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Recipient 1').getAttribute('aria-invalid')).toBeNull();
    expect(fetch.callsTo('PUT', ORDER_EMAILS_URL)).toHaveLength(0);
  });

  test('at most 5 addresses; a removed one goes, and switching off is saved', async () => {
    const five = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
    const { fetch } = await open({ enabled: true, recipients: five });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add recipient' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    fireEvent.click(screen.getByLabelText('Email me about each new order'));
    expect(screen.getByLabelText<HTMLInputElement>('Recipient 1').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', ORDER_EMAILS_URL)).toHaveLength(1));
    expect(fetch.callsTo('PUT', ORDER_EMAILS_URL)[0]?.json).toEqual({
      enabled: false,
      recipients: ['a@example.com', 'c@example.com', 'd@example.com', 'e@example.com'],
    });
  });
});
