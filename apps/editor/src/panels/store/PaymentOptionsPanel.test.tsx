// @vitest-environment jsdom
import { DEFAULT_INSTALLMENT_PREFERENCES } from '@plinth/contracts/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { PaymentOptionsPanel } from './PaymentOptionsPanel';

const BASE = '/api/v1/commerce-preferences';

beforeEach(() => window.history.replaceState(null, '', '/config/payment-options'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open() {
  const echo = (json: object) => ({ ...json, websiteId: 'site1' });
  const rendered = await renderSignedIn(<PaymentOptionsPanel />, [
    {
      url: `${BASE}/store`,
      body: {
        currency: 'USD',
        multipleQuantityAllowedForServices: true,
        scarcityText: 'Only {qty} left in stock',
        soldOutText: 'sold out',
        scarcityShownByDefault: false,
        lowStockThreshold: 5,
        websiteId: 'site1',
      },
    },
    { url: `${BASE}/express`, body: { buyNowEnabled: false, websiteId: 'site1' } },
    { url: `${BASE}/installments`, body: { ...DEFAULT_INSTALLMENT_PREFERENCES, websiteId: 'site1' } },
    { method: 'PUT', url: `${BASE}/express`, body: echo },
    { method: 'PUT', url: `${BASE}/installments`, body: echo },
  ]);
  await screen.findByLabelText('Minimum order ($)');
  return rendered;
}

describe('PaymentOptionsPanel', () => {
  test('turns Buy now on', async () => {
    const { fetch } = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: /Show a Buy now button/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${BASE}/express`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${BASE}/express`)[0]?.json).toEqual({ buyNowEnabled: true });
    expect(fetch.callsTo('PUT', `${BASE}/installments`)).toHaveLength(0);
  });

  test('turns installments on with limits in cents and a UK account', async () => {
    const { fetch } = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show installment messaging' }));
    fireEvent.change(screen.getByLabelText('Payment account country'), { target: { value: 'GB' } });
    fireEvent.change(screen.getByLabelText('Minimum order ($)'), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('Maximum order ($)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${BASE}/installments`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${BASE}/installments`)[0]?.json).toEqual({
      enabled: true,
      country: 'GB',
      minimumCents: 3500,
      maximumCents: 100000,
      numInstallments: 4,
    });
  });

  test('a maximum not above the minimum is refused before sending', async () => {
    const { fetch } = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show installment messaging' }));
    fireEvent.change(screen.getByLabelText('Minimum order ($)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Maximum order ($)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('must be more than the minimum');
    expect(fetch.callsTo('PUT', `${BASE}/installments`)).toHaveLength(0);
  });
});
