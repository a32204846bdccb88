// @vitest-environment jsdom
import type { OwnerOrder } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { OrderDetailPanel } from './OrderDetailPanel';
import { ownerOrder } from './orders-test-data';

const base = ownerOrder();
const shirt = { ...base.lines[0]!, id: 'l1', quantity: 3, lineTotalCents: 20400 };
const mug = {
  ...base.lines[0]!,
  id: 'l2',
  sku: 'MUG',
  productName: 'Ceramic Mug',
  variantAttributes: {},
  quantity: 1,
  unitPriceCents: 2400,
  lineTotalCents: 2400,
};
const order = ownerOrder({ lines: [shirt, mug] });
const shipment1 = {
  id: 's1',
  trackingNumber: '1Z999AA10123456784',
  trackingCarrier: 'ups' as const,
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  lines: [{ lineId: 'l1', quantity: 2 }],
  createdAt: '2026-05-02T10:00:00.000Z',
};
const partly: OwnerOrder = {
  ...order,
  status: 'partially_fulfilled',
  lines: [{ ...shirt, fulfilledQuantity: 2 }, mug],
  shipments: [shipment1],
  trackingNumber: shipment1.trackingNumber,
  trackingCarrier: 'ups',
  trackingUrl: shipment1.trackingUrl,
};

beforeEach(() => window.history.replaceState(null, '', '/config/orders/o1'));
afterEach(cleanup);

describe('FulfilDialog: partial fulfilment (decision 0067)', () => {
  test('chooses quantities per line, all remaining by default; sends only the lines that ship', async () => {
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order } },
      { method: 'POST', url: '/config/api/orders/o1/fulfill', body: { order: partly } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1001 fulfilled' });
    const shirtQty = within(dialog).getByLabelText<HTMLInputElement>(
      'Quantity of Linen Shirt (S / Sand) to fulfil',
    );
    const mugQty = within(dialog).getByLabelText<HTMLInputElement>('Quantity of Ceramic Mug to fulfil');
    expect(shirtQty.value).toBe('3');
    expect(mugQty.value).toBe('1');
    expect(within(dialog).getByText('3 of 3 left')).toBeTruthy();

    // Too many is refused in the dialog, tied to its field.
    fireEvent.change(shirtQty, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulfil 5 items' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 3.')).toBeTruthy();
    expect(shirtQty.getAttribute('aria-invalid')).toBe('true');
    expect(fetch.callsTo('POST', '/config/api/orders/o1/fulfill')).toHaveLength(0);

    // None at all is refused too.
    fireEvent.change(shirtQty, { target: { value: '0' } });
    fireEvent.change(mugQty, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulfil 0 items' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Choose at least one item to fulfil.',
    );

    fireEvent.change(shirtQty, { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Carrier (optional)'), { target: { value: 'ups' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), {
      target: { value: '1Z999AA10123456784' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulfil 2 items' }));
    expect(
      await screen.findByText('Order #1001 is partially fulfilled: the shipment is recorded.'),
    ).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/orders/o1/fulfill')[0]?.json).toEqual({
      trackingNumber: '1Z999AA10123456784',
      carrier: 'ups',
      lines: [{ lineId: 'l1', quantity: 2 }],
    });

    // The order lists its shipment and what is still to ship, and offers the rest.
    const shipments = screen.getByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText('Linen Shirt × 2')).toBeTruthy();
    expect(within(shipments).getByRole('link', { name: '1Z999AA10123456784' }).getAttribute('href')).toBe(
      shipment1.trackingUrl,
    );
    expect(
      within(shipments).getByRole('link', { name: 'Packing slip of shipment 1' }).getAttribute('href'),
    ).toMatch(/\/orders\/o1\/packing-slip\?shipment=s1$/);
    expect(within(shipments).getByText('Linen Shirt × 1')).toBeTruthy();
    expect(within(shipments).getByText('Ceramic Mug × 1')).toBeTruthy();
    expect(screen.getByText('Partially fulfilled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fulfil remaining' })).toBeTruthy();
  });

  test('the rest of a partly fulfilled order: remaining by default, and a server refusal on its line', async () => {
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: partly } },
      {
        method: 'POST',
        url: '/config/api/orders/o1/fulfill',
        status: 400,
        body: {
          code: 'INVALID_REQUEST',
          message: 'Invalid request: lines.0.quantity Only 0 left to fulfil.',
          fieldErrors: { 'lines.0.quantity': 'Only 0 left to fulfil.' },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Fulfil remaining' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fulfil more of order #1001' });
    const shirtQty = within(dialog).getByLabelText<HTMLInputElement>(
      'Quantity of Linen Shirt (S / Sand) to fulfil',
    );
    expect(shirtQty.value).toBe('1');
    expect(within(dialog).getByText('1 of 3 left (2 fulfilled)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Quantity of Ceramic Mug to fulfil'), {
      target: { value: '0' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulfil 1 item' }));
    expect(await within(dialog).findByText('Only 0 left to fulfil.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/orders/o1/fulfill')[0]?.json).toMatchObject({
      lines: [{ lineId: 'l1', quantity: 1 }],
    });
    // The dialog is usable again after the refusal.
    expect(within(dialog).getByRole('button', { name: 'Fulfil 1 item' })).toHaveProperty('disabled', false);
  });

  test('refunded units are not offered: a line refunded in part keeps the rest, one refunded whole is gone', async () => {
    const refunded: OwnerOrder = {
      ...order,
      lines: [
        { ...shirt, refundedQuantity: 1 },
        { ...mug, refundedQuantity: 1 },
      ],
    };
    const { fetch } = await renderSignedIn(<OrderDetailPanel orderId="o1" />, [
      { url: '/config/api/orders/o1', body: { order: refunded } },
      { method: 'POST', url: '/config/api/orders/o1/fulfill', body: { order: partly } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark fulfilled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1001 fulfilled' });
    const shirtQty = within(dialog).getByLabelText<HTMLInputElement>(
      'Quantity of Linen Shirt (S / Sand) to fulfil',
    );
    expect(shirtQty.value).toBe('2');
    expect(within(dialog).getByText('2 of 3 left (1 refunded)')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Quantity of Ceramic Mug to fulfil')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark fulfilled' }));
    await screen.findByRole('button', { name: 'Fulfil remaining' });
    // Everything left was chosen: no lines are named, the server ships what is left.
    expect(fetch.callsTo('POST', '/config/api/orders/o1/fulfill')[0]?.json).not.toHaveProperty('lines');
  });
});
