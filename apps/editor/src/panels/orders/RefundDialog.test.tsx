// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { OrderDetailPanel } from './OrderDetailPanel';
import { ownerOrder } from './orders-test-data';

// Linen Shirt × 2 at $68.00, 10% off: each shirt refunds $61.20.
const live = ownerOrder({ testMode: false });

beforeEach(() => window.history.replaceState(null, '', '/config/orders/o1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Refund dialog and payment history', () => {
  test('refunds one item with restock, showing the amount and the limit; the history shows the refund', async () => {
    const refunded = ownerOrder({
      testMode: false,
      paymentStatus: 'partly_refunded',
      refundedCents: 6120,
      refundableCents: 13127 - 6120,
      partialRefundableCents: 13127 - 6120,
      lines: [{ ...live.lines[0]!, refundedQuantity: 1 }],
      refunds: [
        {
          id: 'r1',
          amountCents: 6120,
          cardCents: 6120,
          giftCardCents: 0,
          lines: [{ lineId: 'l1', quantity: 1, amountCents: 6120 }],
          restocked: true,
          note: null,
          providerReference: 're_1',
          status: 'refunded',
          createdAt: '2026-05-02T10:00:00.000Z',
        },
      ],
      paymentHistory: [
        ...live.paymentHistory,
        { kind: 'refunded', amountCents: 6120, at: '2026-05-02T10:00:00.000Z' },
      ],
    });
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: live } },
      { method: 'POST', url: '/config/api/orders/o1/refund', body: { order: refunded } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Payment history' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1001' });
    expect(dialog.textContent).toContain('Up to $131.27 can be refunded');
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Refund' });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Linen Shirt ($68.00 each)'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByLabelText('Put these items back in stock'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $61.20' }));
    expect(await screen.findByText('$61.20 of order #1001 is refunded.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/orders/o1/refund')[0]?.json).toEqual({
      lines: [{ lineId: 'l1', quantity: 1 }],
      restock: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Partially refunded')).toBeTruthy();
    const history = screen
      .getByRole('heading', { name: 'Payment history' })
      .closest('section') as HTMLElement;
    expect(history.textContent).toContain('Linen Shirt × 1');
    expect(history.textContent).toContain('(restocked)');
  });

  test('an amount over what is left is flagged before sending; a refusal by the server is shown', async () => {
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: live } },
      {
        method: 'POST',
        url: '/config/api/orders/o1/refund',
        status: 503,
        body: {
          code: 'ORDER_REFUND_FAILED',
          message: 'The payment provider did not accept the refund. Nothing was refunded. Please try again.',
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1001' });
    fireEvent.click(within(dialog).getByLabelText('An amount'));
    const amount = within(dialog).getByLabelText('Amount (USD)');
    fireEvent.change(amount, { target: { value: '500' } });
    expect(within(dialog).getByText('At most $131.27 can be refunded.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount, { target: { value: '10.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $10.50' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nothing was refunded');
    expect(fetch.callsTo('POST', '/config/api/orders/o1/refund')[0]?.json).toEqual({ amountCents: 1050 });
  });
});
