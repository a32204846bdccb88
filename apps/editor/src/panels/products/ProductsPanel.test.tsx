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
    const item = (await screen.findByRole('link', { name: 'Ceramic Mug' })).closest('li')!;
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
  });
});
