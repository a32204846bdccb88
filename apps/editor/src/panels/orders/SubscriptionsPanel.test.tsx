// @vitest-environment jsdom
import { SITE_ROLE, type OwnerSubscription } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { SubscriptionsPanel } from './SubscriptionsPanel';

const subscription = (overrides: Partial<OwnerSubscription> = {}): OwnerSubscription => ({
  id: 's1',
  productName: 'Coffee Beans',
  sku: 'COFFEE-250',
  variantAttributes: { Grind: 'Whole' },
  quantity: 1,
  plan: { numBillingCycles: 0, billingPeriod: { value: 2, unit: 'WEEK' } },
  planPhrase: 'Every 2 weeks',
  status: 'active',
  cyclesBilled: 2,
  nextBillingAt: '2026-12-18T10:00:00.000Z',
  unitPriceCents: 1800,
  currency: 'USD',
  cardLast4: '4242',
  createdAt: '2026-11-20T10:00:00.000Z',
  cancelledAt: null,
  email: 'ada@example.com',
  siteUserId: null,
  shippingAddress: null,
  lastError: null,
  orders: [
    { id: 'o1', orderNumber: 1001 },
    { id: 'o7', orderNumber: 1007 },
  ],
  ...overrides,
});

const pastDue = subscription({
  id: 's2',
  email: 'grace@example.com',
  status: 'past_due',
  nextBillingAt: null,
  lastError: 'Your card was declined.',
  orders: [{ id: 'o2', orderNumber: 1002 }],
});
const cancelled = subscription({
  id: 's3',
  email: 'alan@example.com',
  status: 'cancelled',
  nextBillingAt: null,
  cancelledAt: '2026-11-25T10:00:00.000Z',
  orders: [{ id: 'o3', orderNumber: 1003 }],
});

const LIST = '/config/api/subscriptions';

beforeEach(() => window.history.replaceState(null, '', '/config/subscriptions'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: email })).closest('tr')!;

describe('SubscriptionsPanel', () => {
  test('lists who subscribed to what, the plan, status, next billing and the orders, linked', async () => {
    await renderSignedIn(<SubscriptionsPanel />, [
      { url: LIST, body: { subscriptions: [subscription(), pastDue, cancelled] } },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeTruthy();
    const row = await rowOf('ada@example.com');
    expect(row.textContent).toContain('Coffee Beans (Grind: Whole)');
    expect(row.textContent).toContain('Every 2 weeks');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(row.textContent).toContain(new Date('2026-12-18T10:00:00.000Z').getFullYear().toString());
    expect(within(row).getByRole('link', { name: 'Order #1001' }).getAttribute('href')).toBe(
      '/config/orders/o1',
    );
    expect(within(row).getByRole('link', { name: 'Order #1007' }).getAttribute('href')).toBe(
      '/config/orders/o7',
    );
    const due = await rowOf('grace@example.com');
    expect(within(due).getByText('Past due')).toBeTruthy();
    expect(within(due).getByText('Your card was declined.')).toBeTruthy();
    const ended = await rowOf('alan@example.com');
    expect(within(ended).getByText('Cancelled')).toBeTruthy();
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(within(ended).getByRole('cell', { name: '—' })).toBeTruthy();
  });

  test('filters by status and by search, and says when nothing matches', async () => {
    await renderSignedIn(<SubscriptionsPanel />, [
      { url: LIST, body: { subscriptions: [subscription(), pastDue, cancelled] } },
    ]);
    await rowOf('ada@example.com');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'past_due' } });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['grace@example.com']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ALAN' } });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['alan@example.com']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(screen.getByText('No subscriptions match this search.')).toBeTruthy();
  });

  test('cancels only after the named confirm dialog, then says so and shows it cancelled', async () => {
    const { fetch } = await renderSignedIn(<SubscriptionsPanel />, [
      { url: LIST, body: { subscriptions: [subscription(), pastDue] } },
      {
        method: 'POST',
        url: '/config/api/subscriptions/s1/cancel',
        body: {
          subscription: subscription({
            status: 'cancelled',
            nextBillingAt: null,
            cancelledAt: '2026-11-26T10:00:00.000Z',
          }),
        },
      },
    ]);
    const row = await rowOf('ada@example.com');
    const button = within(row).getByRole('button', {
      name: 'Cancel subscription: ada@example.com, Coffee Beans',
    });
    fireEvent.click(button);
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep subscription' }));
    expect(fetch.callsTo('POST', '/config/api/subscriptions/s1/cancel')).toHaveLength(0);

    fireEvent.click(button);
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' });
    expect(again.textContent).toContain("ada@example.com's subscription to Coffee Beans ends now");
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      (await screen.findByText("ada@example.com's subscription to Coffee Beans is cancelled.")).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/subscriptions/s1/cancel')).toHaveLength(1);
    const after = await rowOf('ada@example.com');
    expect(within(after).getByText('Cancelled')).toBeTruthy();
    expect(within(after).queryByRole('button')).toBeNull();
    // A past-due one can still be cancelled.
    expect(within(await rowOf('grace@example.com')).getByRole('button')).toBeTruthy();
  });

  test('a refused cancel shows the server message', async () => {
    await renderSignedIn(<SubscriptionsPanel />, [
      { url: LIST, body: { subscriptions: [subscription()] } },
      {
        method: 'POST',
        url: '/config/api/subscriptions/s1/cancel',
        status: 409,
        body: { code: 'SUBSCRIPTION_NOT_CANCELLABLE', message: 'This subscription has already ended.' },
      },
    ]);
    fireEvent.click(within(await rowOf('ada@example.com')).getByRole('button'));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This subscription has already ended.');
  });

  test('a role that may only view orders sees the list without Cancel', async () => {
    await renderSignedIn(
      <SubscriptionsPanel />,
      [{ url: LIST, body: { subscriptions: [subscription(), pastDue] } }],
      SITE_ROLE.REPORTING,
    );
    await rowOf('ada@example.com');
    expect(screen.queryByRole('button', { name: /Cancel subscription/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  test('says so when there are none, and offers Retry when the list cannot load', async () => {
    await renderSignedIn(<SubscriptionsPanel />, [{ url: LIST, body: { subscriptions: [] } }]);
    expect(
      await screen.findByText('No subscriptions yet. A customer who subscribes to a product appears here.'),
    ).toBeTruthy();
    cleanup();
    await renderSignedIn(<SubscriptionsPanel />, [
      { url: LIST, status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
