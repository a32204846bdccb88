// @vitest-environment jsdom
import { SITE_ROLE, type SiteRole } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { InventoryPanel } from './InventoryPanel';

const shirtM = {
  variantId: 'v2',
  productId: 'p1',
  productTitle: 'Linen Shirt',
  productType: 1,
  productUrl: '/shop/p/linen-shirt',
  sku: 'SHIRT-M',
  attributes: { Size: 'M' },
  optionLabel: 'M',
  unlimited: false,
  stock: 3,
  image: null,
};
const echo = (change: Record<string, unknown>) => ({ ...shirtM, ...change });

beforeEach(() => window.history.replaceState(null, '', '/config/inventory'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(role: SiteRole = SITE_ROLE.ADMIN) {
  const rendered = await renderSignedIn(
    <InventoryPanel />,
    [
      { url: '/config/api/inventory', body: { items: [shirtM] } },
      { method: 'PUT', url: '/config/api/inventory/v2', body: echo },
      {
        method: 'POST',
        url: '/config/api/inventory/v2/adjust',
        body: (json: { by: number }) => echo({ stock: 3 + json.by }),
      },
    ],
    role,
  );
  await screen.findByLabelText('Stock for Linen Shirt (M)');
  return rendered;
}

describe('InventoryPanel', () => {
  test('a typed count is saved on Enter with PUT {stock}', async () => {
    const { fetch } = await open();
    const input = screen.getByLabelText('Stock for Linen Shirt (M)');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(fetch.callsTo('PUT', '/config/api/inventory/v2')[0]?.json).toEqual({ stock: 0 }),
    );
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('0'));
  });

  test('+ and − adjust by one through the adjust call', async () => {
    const { fetch } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add one to Linen Shirt (M)' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Stock for Linen Shirt (M)').value).toBe('4'),
    );
    expect(fetch.callsTo('POST', '/config/api/inventory/v2/adjust')[0]?.json).toEqual({ by: 1 });
  });

  test('the unlimited toggle sends {unlimited}', async () => {
    const { fetch } = await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unlimited stock for Linen Shirt (M)' }));
    await waitFor(() =>
      expect(fetch.callsTo('PUT', '/config/api/inventory/v2')[0]?.json).toEqual({ unlimited: true }),
    );
    expect(await screen.findByText('Unlimited', { selector: '.muted' })).toBeTruthy();
  });

  test('a refused change shows the server message on the row', async () => {
    const { fetch } = await open();
    fetch.routes.unshift({
      method: 'POST',
      url: '/config/api/inventory/v2/adjust',
      status: 409,
      body: { code: 'INVENTORY_BELOW_ZERO', message: 'Only 3 in stock: it cannot go down by 4.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove one from Linen Shirt (M)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only 3 in stock: it cannot go down by 4.');
  });

  test('a role without inventory.edit sees the counts but cannot change them', async () => {
    await open(SITE_ROLE.VIEWER);
    expect(screen.getByLabelText<HTMLInputElement>('Stock for Linen Shirt (M)').disabled).toBe(true);
  });
});
