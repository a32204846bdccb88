// @vitest-environment jsdom
import type { OwnerGiftCard } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { GiftCardsPanel } from './GiftCardsPanel';

const card = (overrides: Partial<OwnerGiftCard> = {}): OwnerGiftCard => ({
  id: 'g1',
  code: '••••-••••-••••-WXYZ',
  initialCents: 5000,
  balanceCents: 1300,
  currency: 'USD',
  status: 'active',
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  orderId: 'o1',
  orderNumber: 1001,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => window.history.replaceState(null, '', '/config/gift-cards'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GiftCardsPanel', () => {
  test('lists each card with its masked code, amount, balance, recipient and order', async () => {
    await renderSignedIn(<GiftCardsPanel />, [
      {
        url: '/config/api/gift-cards',
        body: {
          giftCards: [
            card(),
            card({ id: 'g2', code: '••••-••••-••••-ABCD', status: 'void', balanceCents: 0 }),
          ],
        },
      },
    ]);
    const row = (await screen.findByText('••••-••••-••••-WXYZ')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('$50.00');
    expect(row.textContent).toContain('$13.00');
    expect(row.textContent).toContain('Grace Hopper');
    expect(row.textContent).toContain('grace@example.com');
    expect(within(row).getByRole('link', { name: 'Order #1001' }).getAttribute('href')).toBe(
      '/config/orders/o1',
    );
    const voided = screen.getByText('••••-••••-••••-ABCD').closest('tr') as HTMLElement;
    expect(within(voided).getByText('Void')).toBeTruthy();
  });

  test('searches through the query and says when nothing matches', async () => {
    const { fetch } = await renderSignedIn(<GiftCardsPanel />, [
      { url: /^\/config\/api\/gift-cards\?q=nobody$/, body: { giftCards: [] } },
      { url: '/config/api/gift-cards', body: { giftCards: [card()] } },
    ]);
    await screen.findByText('••••-••••-••••-WXYZ');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No gift cards match this search.')).toBeTruthy();
    expect(fetch.callsTo('GET', '/config/api/gift-cards').map((call) => call.url)).toEqual([
      '/config/api/gift-cards',
      '/config/api/gift-cards?q=nobody',
    ]);
  });

  test('says so when the store has issued none', async () => {
    await renderSignedIn(<GiftCardsPanel />, [{ url: '/config/api/gift-cards', body: { giftCards: [] } }]);
    expect(await screen.findByText('No gift cards yet. Cards bought at checkout appear here.')).toBeTruthy();
  });
});
