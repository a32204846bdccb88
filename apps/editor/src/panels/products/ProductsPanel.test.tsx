// @vitest-environment jsdom
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { ProductsPanel } from './ProductsPanel';

const STORE = {
  url: '/api/v1/commerce-preferences/store',
  body: {
    currency: 'USD',
    multipleQuantityAllowedForServices: true,
    scarcityText: 'Only {qty} left in stock',
    soldOutText: 'sold out',
    scarcityShownByDefault: false,
    lowStockThreshold: 5,
    websiteId: 'site1',
  },
};
const mug = {
  id: 'p2',
  title: 'Ceramic Mug',
  urlId: 'ceramic-mug',
  fullUrl: '/shop/p/ceramic-mug',
  productType: 1,
  collectionId: 'c1',
  image: { url: '/assets/demo/mug.svg', alt: 'Mug', width: 800, height: 800 },
  priceCents: 1800,
  originalPriceCents: 2400,
  variantCount: 1,
  stock: 0,
  soldOut: true,
  onSale: true,
  updatedAt: '2025-01-01T00:00:00.000Z',
  status: 'active',
  publishAt: null,
  live: true,
};

beforeEach(() => window.history.replaceState(null, '', '/config/products'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductsPanel', () => {
  test('shows "Loading…" while the list loads, then the products with price and badges', async () => {
    let release: () => void = () => {};
    const wait = new Promise<void>((resolve) => (release = resolve));
    await renderSignedIn(<ProductsPanel />, [
      STORE,
      { url: '/config/api/products', body: { products: [mug], collections: [] }, wait },
    ]);
    // Announced from outside the busy region, which readers may keep quiet until it settles.
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    const item = (await screen.findByRole('link', { name: 'Ceramic Mug' })).closest('tr')!;
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).getByText('Sold out')).toBeTruthy();
    expect(within(item).getByText('On sale')).toBeTruthy();
    expect(item.textContent).toContain('$18.00');
    expect(item.textContent).toContain('$24.00');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  test('a failed load says "Unable to load. Try again." and Retry loads again', async () => {
    const { fetch } = await renderSignedIn(<ProductsPanel />, [
      STORE,
      {
        url: '/config/api/products',
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load. Try again.');
    fetch.routes.unshift({ url: '/config/api/products', body: { products: [mug], collections: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ceramic Mug' })).toBeTruthy();
  });

  test('searching asks the server with ?q= and keeps the query in the address', async () => {
    const { fetch } = await renderSignedIn(<ProductsPanel />, [
      STORE,
      { url: '/config/api/products', body: { products: [mug], collections: [] } },
    ]);
    await screen.findByRole('link', { name: 'Ceramic Mug' });
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'mug' } });
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.url === '/config/api/products?q=mug')).toBe(true),
    );
    expect(window.location.search).toBe('?q=mug');
  });

  test('a role without store.edit gets no Add product button', async () => {
    await renderSignedIn(
      <ProductsPanel />,
      [STORE, { url: '/config/api/products', body: { products: [mug], collections: [] } }],
      SITE_ROLE.VIEWER,
    );
    await screen.findByRole('link', { name: 'Ceramic Mug' });
    expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  test('each row names its status: a Draft, and a Scheduled product with its time', async () => {
    const draft = { ...mug, id: 'p3', title: 'Wool Scarf', status: 'draft' as const, live: false };
    const later = {
      ...mug,
      id: 'p4',
      title: 'Winter Hat',
      status: 'scheduled' as const,
      publishAt: '2099-01-01T09:00:00.000Z',
      live: false,
    };
    await renderSignedIn(<ProductsPanel />, [
      STORE,
      { url: '/config/api/products', body: { products: [draft, later], collections: [] } },
    ]);
    const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
    expect(within(await row('Wool Scarf')).getByText('Draft')).toBeTruthy();
    expect((await row('Winter Hat')).textContent).toContain('Scheduled');
  });

  test('the status, type and stock filters ask the server', async () => {
    const { fetch } = await renderSignedIn(<ProductsPanel />, [
      STORE,
      { url: '/config/api/products', body: { products: [mug], collections: [] } },
    ]);
    await screen.findByRole('link', { name: 'Ceramic Mug' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: 'low' } });
    await waitFor(() =>
      expect(fetch.calls.map((call) => call.url)).toContain(
        '/config/api/products?status=draft&type=4&stock=low',
      ),
    );
  });

  test('ticked rows get Set status: the chosen status goes to bulk-status and the result is said', async () => {
    const shirt = { ...mug, id: 'p1', title: 'Linen Shirt', status: 'draft' as const, live: false };
    const { fetch } = await renderSignedIn(<ProductsPanel />, [
      STORE,
      { url: '/config/api/products', body: { products: [shirt, mug], collections: [] } },
      {
        method: 'POST',
        url: '/config/api/products/bulk-status',
        body: {
          results: [
            { id: 'p1', ok: true, message: null },
            { id: 'p2', ok: true, message: null },
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all products' }));
    expect(screen.getByText('2 products selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set status of 2 products' });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'scheduled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set status' }));
    expect(within(dialog).getByText('Choose when the product goes live.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set status' }));
    expect(await screen.findByText('Set 2 products to Active.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/products/bulk-status')[0]?.json).toEqual({
      ids: ['p1', 'p2'],
      status: 'active',
      publishAt: null,
    });
  });

  test('Delete asks first, then names each product it could not delete', async () => {
    const shirt = { ...mug, id: 'p1', title: 'Linen Shirt' };
    const { fetch } = await renderSignedIn(<ProductsPanel />, [
      STORE,
      { url: '/config/api/products', body: { products: [shirt, mug], collections: [] } },
      {
        method: 'POST',
        url: '/config/api/products/bulk-delete',
        body: {
          results: [
            { id: 'p1', ok: true, message: null },
            { id: 'p2', ok: false, message: 'This product no longer exists.' },
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ceramic Mug' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete products' });
    expect(fetch.callsTo('POST', '/config/api/products/bulk-delete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete 2 products' }));
    expect(await screen.findByText('Deleted 1 product.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Ceramic Mug: This product no longer exists.');
    expect(fetch.callsTo('POST', '/config/api/products/bulk-delete')[0]?.json).toEqual({ ids: ['p1', 'p2'] });
  });
});
