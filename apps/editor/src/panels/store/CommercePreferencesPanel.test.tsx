// @vitest-environment jsdom
import { type RestockPreferences, type StorePreferences } from '@plinth/contracts';
import { DEFAULT_CARD_TESTING_PREFERENCES, DEFAULT_RESTOCK_PREFERENCES } from '@plinth/contracts/schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { CommercePreferencesPanel } from './CommercePreferencesPanel';

const BASE = '/api/v1/commerce-preferences';
const restock: RestockPreferences = DEFAULT_RESTOCK_PREFERENCES;
const store = (currency: string): StorePreferences => ({
  currency,
  multipleQuantityAllowedForServices: true,
  scarcityText: 'Only {qty} left in stock',
  soldOutText: 'sold out',
  scarcityShownByDefault: false,
  lowStockThreshold: 5,
});

beforeEach(() => window.history.replaceState(null, '', '/config/commerce-preferences'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(currency: string) {
  const echo = (json: object) => ({ ...json, websiteId: 'site1' });
  const rendered = await renderSignedIn(<CommercePreferencesPanel />, [
    { url: `${BASE}/store`, body: { ...store(currency), websiteId: 'site1' } },
    { url: `${BASE}/checkout`, body: { minimumOrderSubtotalCents: 0, websiteId: 'site1' } },
    { url: `${BASE}/restock`, body: { ...restock, websiteId: 'site1' } },
    { url: `${BASE}/cardTesting`, body: { ...DEFAULT_CARD_TESTING_PREFERENCES, websiteId: 'site1' } },
    { method: 'PUT', url: `${BASE}/checkout`, body: echo },
    { method: 'PUT', url: `${BASE}/restock`, body: echo },
    { method: 'PUT', url: `${BASE}/cardTesting`, body: echo },
  ]);
  await screen.findByLabelText(/Minimum order subtotal/);
  return rendered;
}

describe('CommercePreferencesPanel', () => {
  test('sends only the namespace that changed, the minimum in cents', async () => {
    const { fetch } = await open('USD');
    fireEvent.change(screen.getByLabelText('Minimum order subtotal ($)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy());
    expect(fetch.callsTo('PUT', `${BASE}/checkout`).map((call) => call.json)).toEqual([
      { minimumOrderSubtotalCents: 2500 },
    ]);
    expect(fetch.callsTo('PUT', `${BASE}/restock`)).toHaveLength(0);
  });

  test('a JPY minimum is whole yen', async () => {
    const { fetch } = await open('JPY');
    fireEvent.change(screen.getByLabelText('Minimum order subtotal (¥)'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${BASE}/checkout`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${BASE}/checkout`)[0]?.json).toEqual({ minimumOrderSubtotalCents: 3000 });
  });

  test('turning restock on sends the restock namespace only', async () => {
    const { fetch } = await open('USD');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Let shoppers sign up for restock emails' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${BASE}/restock`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${BASE}/restock`)[0]?.json).toEqual({
      ...restock,
      enabled: true,
      autoSendOnRestock: true,
    });
    expect(fetch.callsTo('PUT', `${BASE}/checkout`)).toHaveLength(0);
  });

  test('turning sign-ups on turns the automatic email on and says so beside it; turned off, it says that', async () => {
    await open('USD');
    const signUps = screen.getByRole('checkbox', { name: 'Let shoppers sign up for restock emails' });
    expect(signUps.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(signUps);
    const auto = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Email waiting shoppers automatically when stock returns',
    });
    expect(auto.checked).toBe(true);
    const hint = () =>
      document.getElementById(
        screen
          .getByRole('checkbox', { name: 'Let shoppers sign up for restock emails' })
          .getAttribute('aria-describedby') ?? '',
      )?.textContent;
    expect(hint()).toBe('Shoppers are emailed automatically when the option is back in stock.');
    fireEvent.click(auto);
    expect(hint()).toBe(
      'Shoppers are not emailed automatically: send from Restock sign-ups once the option is back in stock.',
    );
  });

  test('the hidden-by-default and automatic-send switches are saved with restock', async () => {
    const { fetch } = await open('USD');
    const hide = screen.getByRole('checkbox', { name: 'Hide the form until the shopper asks' });
    expect((hide as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Let shoppers sign up for restock emails' }));
    fireEvent.click(hide);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${BASE}/restock`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${BASE}/restock`)[0]?.json).toEqual({
      ...restock,
      enabled: true,
      hiddenByDefault: true,
      autoSendOnRestock: true,
    });
  });

  test('the card-testing limits are saved as numbers, and a refusal at or below the captcha is shown, not sent', async () => {
    const { fetch } = await open('USD');
    const captcha = screen.getByLabelText('Ask for the captcha after this many declined payments');
    const refuse = screen.getByLabelText('Stop accepting payments after this many');
    expect((captcha as HTMLInputElement).value).toBe('3');
    fireEvent.change(refuse, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('must be more than the declines that ask for the captcha');
    fireEvent.change(refuse, { target: { value: 'six' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(refuse.getAttribute('aria-invalid')).toBe('true'));
    expect(fetch.callsTo('PUT', `${BASE}/cardTesting`)).toHaveLength(0);

    fireEvent.change(captcha, { target: { value: '2' } });
    fireEvent.change(refuse, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PUT', `${BASE}/cardTesting`)).toHaveLength(1));
    expect(fetch.callsTo('PUT', `${BASE}/cardTesting`)[0]?.json).toEqual({
      ...DEFAULT_CARD_TESTING_PREFERENCES,
      captchaAfterDeclines: 2,
      refuseAfterDeclines: 6,
    });
    expect(fetch.callsTo('PUT', `${BASE}/checkout`)).toHaveLength(0);
  });
});
