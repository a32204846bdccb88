// @vitest-environment jsdom
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { OrderDetailPanel } from './OrderDetailPanel';
import { OrdersPanel } from './OrdersPanel';
import { ownerOrder } from './orders-test-data';

const placed = ownerOrder();
const live = ownerOrder({
  id: 'o2',
  orderNumber: 1002,
  email: 'bob@example.com',
  testMode: false,
  status: 'fulfilled',
});

beforeEach(() => window.history.replaceState(null, '', '/config/orders'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrdersPanel', () => {
  test('lists each order with its number, customer, total, status and a test badge', async () => {
    await renderSignedIn(<OrdersPanel />, [{ url: '/config/api/orders', body: { orders: [placed, live] } }]);
    const first = (await screen.findByRole('link', { name: 'Order #1001' })).closest('tr') as HTMLElement;
    expect(first.textContent).toContain('ada@example.com');
    expect(first.textContent).toContain('$131.27');
    expect(within(first).getByText('Placed')).toBeTruthy();
    expect(within(first).getByText('Test')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Order #1002' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Fulfilled')).toBeTruthy();
    expect(within(second).queryByText('Test')).toBeNull();
    expect(screen.getByRole('link', { name: 'Order #1001' }).getAttribute('href')).toBe('/config/orders/o1');
  });

  test('filters by status and searches through the query', async () => {
    const { fetch } = await renderSignedIn(<OrdersPanel />, [
      { url: /^\/config\/api\/orders\?q=ada&status=placed$/, body: { orders: [placed] } },
      { url: /^\/config\/api\/orders\?status=placed$/, body: { orders: [] } },
      { url: '/config/api/orders', body: { orders: [placed, live] } },
    ]);
    await screen.findByRole('link', { name: 'Order #1002' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'placed' } });
    expect(await screen.findByText('No orders match this search.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ada' } });
    expect(await screen.findByRole('link', { name: 'Order #1001' })).toBeTruthy();
    expect(fetch.callsTo('GET', '/config/api/orders').map((call) => call.url)).toEqual([
      '/config/api/orders',
      '/config/api/orders?status=placed',
      '/config/api/orders?q=ada&status=placed',
    ]);
  });

  test('says so when the store has no orders yet, and offers Retry when loading fails', async () => {
    await renderSignedIn(<OrdersPanel />, [
      { url: '/config/api/orders', status: 503, body: { code: 'DB_UNAVAILABLE', message: 'Try again.' } },
    ]);
    expect(await screen.findByText('Unable to load. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('OrderDetailPanel', () => {
  test('shows lines, totals, address and payment, and marks the order fulfilled with a tracking number', async () => {
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: placed } },
      {
        method: 'POST',
        url: '/config/api/orders/o1/fulfill',
        body: (json: { trackingNumber: string | null; carrier: 'ups' | null }) => ({
          order: {
            ...placed,
            status: 'fulfilled',
            trackingNumber: json.trackingNumber,
            trackingCarrier: json.carrier,
            trackingUrl: `https://www.ups.com/track?tracknum=${json.trackingNumber ?? ''}`,
            fulfilledAt: placed.createdAt,
          },
        }),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Order #1001' })).toBeTruthy();
    expect(screen.getByText('Linen Shirt')).toBeTruthy();
    expect(screen.getByText('S / Sand · SKU SHIRT-S-SAND')).toBeTruthy();
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(screen.getByText('−$13.60')).toBeTruthy();
    expect(screen.getByText('12 Harbour Street')).toBeTruthy();
    expect(screen.getByText('Apartment 4B')).toBeTruthy();
    expect(screen.getByText('+1 510 555 0134')).toBeTruthy();
    expect(screen.getByText('Paid (test card)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Packing slip' }).getAttribute('href')).toMatch(
      /^\/config\/api\/websites\/[A-Za-z0-9]+\/orders\/o1\/packing-slip$/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1001 fulfilled' });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), {
      target: { value: ' 1Z999AA10123456784 ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Carrier (optional)'), { target: { value: 'ups' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark fulfilled' }));
    expect(await screen.findByText('Order #1001 is marked fulfilled.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/orders/o1/fulfill')[0]?.json).toEqual({
      trackingNumber: '1Z999AA10123456784',
      carrier: 'ups',
    });
    expect(screen.getByRole('link', { name: '1Z999AA10123456784' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(screen.getByText('UPS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark fulfilled' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // A fulfilled test order can still be refunded.
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  test('cancels only after the confirm dialog, which can keep the order', async () => {
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: placed } },
      {
        method: 'POST',
        url: '/config/api/orders/o1/cancel',
        body: {
          order: {
            ...placed,
            status: 'cancelled',
            paymentStatus: 'refunded',
            cancelledAt: placed.createdAt,
            refundableCents: 0,
            partialRefundableCents: 0,
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #1001?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(fetch.callsTo('POST', '/config/api/orders/o1/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel order #1001?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order #1001 is cancelled and its items are back in stock.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/orders/o1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  test('an order with nothing left to refund offers no refund, and a server refusal is shown', async () => {
    const nothingLeft = { ...placed, testMode: false, refundableCents: 0, partialRefundableCents: 0 };
    await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: nothingLeft } },
      {
        method: 'POST',
        url: '/config/api/orders/o1/cancel',
        status: 409,
        body: { code: 'ORDER_STATUS_CONFLICT', message: 'Only a placed order can be cancelled.' },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only a placed order can be cancelled.');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  test('a fulfilled order with nothing to ship may still be cancelled; one that shipped may not', async () => {
    const digital = { ...live, id: 'o1', orderNumber: 1001, nothingToShip: true };
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: digital } },
      {
        method: 'POST',
        url: '/config/api/orders/o1/cancel',
        body: { order: { ...digital, status: 'cancelled' } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('button', { name: 'Mark fulfilled' })).toBeNull();
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #1001?' });
    expect(confirm.textContent).toContain('gift cards it bought stop working');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order #1001 is cancelled.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/orders/o1/cancel')).toHaveLength(1);
    cleanup();

    await renderSignedIn(<OrderDetailPanel orderId="o2" />, [
      { url: '/config/api/orders/o2', body: { order: live } },
    ]);
    await screen.findByRole('heading', { name: 'Order #1002' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  test('a role that may only view orders gets no actions', async () => {
    await renderSignedIn(
      <OrderDetailPanel orderId="o1" />,
      [{ url: '/config/api/orders/o1', body: { order: placed } }],
      SITE_ROLE.REPORTING,
    );
    await screen.findByRole('heading', { name: 'Order #1001' });
    expect(screen.queryByRole('button', { name: 'Mark fulfilled' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
