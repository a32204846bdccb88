// @vitest-environment jsdom
import type { ProductDetail, ProductListItem } from '@plinth/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { ProductPicker } from './ProductPicker';

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

function listItem(id: string, title: string, priceCents: number, overrides: Partial<ProductListItem> = {}) {
  return {
    id,
    title,
    urlId: id,
    fullUrl: `/shop/p/${id}`,
    productType: 1,
    collectionId: 'c1',
    image: { url: `/uploads/${id}.jpg`, alt: title, width: 800, height: 800 },
    priceCents,
    originalPriceCents: null,
    variantCount: 1,
    stock: 5,
    soldOut: false,
    onSale: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    tags: [],
    categories: [],
    status: 'active',
    publishAt: null,
    live: true,
    ...overrides,
  } satisfies ProductListItem;
}

const shirt = listItem('shirt', 'Linen Shirt', 4800);
const mug = listItem('mug', 'Ceramic Mug', 1800, { image: null, soldOut: true, stock: 0 });
const list = (products: ProductListItem[]) => ({
  products,
  collections: [{ id: 'c1', title: 'Shop', urlId: 'shop' }],
});

const shirtDetail: ProductDetail = {
  id: 'shirt',
  collectionId: 'c1',
  title: 'Linen Shirt',
  urlId: 'shirt',
  fullUrl: '/shop/p/shirt',
  description: '',
  productType: 1,
  options: [],
  variants: [
    {
      id: 'v1',
      sku: 'SQ1',
      attributes: {},
      priceCents: 5200,
      salePriceCents: 4800,
      onSale: true,
      unlimited: false,
      stock: 3,
      image: null,
    },
  ],
  images: [{ url: '/uploads/shirt.jpg', alt: 'Linen Shirt', width: 800, height: 800 }],
  isSubscribable: false,
  oneTimePurchase: false,
  additionalFieldsFormId: null,
  subscriptionPlan: null,
  useCustomAddButtonText: false,
  customAddButtonText: '',
  scarcityEnabled: false,
  scarcityText: null,
  customSoldOutText: null,
  seoTitle: '',
  seoDescription: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  tags: [],
  categories: [],
  status: 'active',
  publishAt: null,
  live: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A block's Product field as BlockFields places it, keeping the value the picker sends. */
function renderPicker(routes: Parameters<typeof renderSignedIn>[1], initial = '') {
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <main>
        <h1>Block settings</h1>
        <ProductPicker
          label="Product"
          value={value}
          onChange={(id) => {
            changes.push(id);
            setValue(id);
          }}
        />
      </main>
    );
  }
  return renderSignedIn(<Harness />, [STORE, ...routes]).then((rendered) => ({ ...rendered, changes }));
}

const openDialog = async () => {
  const button = await screen.findByRole('button', { name: /Choose a product/ });
  // A click focuses the button in a browser; jsdom does not.
  button.focus();
  fireEvent.click(button);
  return screen.getByRole('dialog', { name: 'Choose a product' });
};

describe('ProductPicker', () => {
  test('lists the products with thumbnails and prices; the arrows and Enter choose one, shown in the button', async () => {
    const { changes } = await renderPicker([{ url: '/config/api/products', body: list([mug, shirt]) }]);
    const dialog = await openDialog();
    const search = within(dialog).getByRole('combobox', { name: 'Search products' });
    expect(document.activeElement).toBe(search);
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Ceramic Mug'),
      expect.stringContaining('Linen Shirt'),
    ]);
    expect(options[1]!.textContent).toContain('$48.00');
    expect(options[0]!.textContent).toContain('Sold out');
    expect(options[1]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/shirt.jpg');
    expect(within(dialog).getByRole('status').textContent).toBe('2 results');

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'Enter' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual(['shirt']);
    const button = await screen.findByRole('button', { name: 'Product: Linen Shirt $48.00' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/uploads/shirt.jpg');
    // Focus goes back to the button that opened the dialog.
    expect(document.activeElement).toBe(button);
  });

  test('a product chosen earlier is read from the API; Clear empties the field', async () => {
    const { changes, fetch } = await renderPicker(
      [{ url: '/config/api/products/shirt', body: shirtDetail }],
      'shirt',
    );
    // The sale price is what a shopper pays.
    expect(await screen.findByRole('button', { name: 'Product: Linen Shirt $48.00' })).toBeTruthy();
    expect(fetch.callsTo('GET', '/config/api/products/shirt')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear product' }));
    expect(changes).toEqual(['']);
    expect(await screen.findByRole('button', { name: /Choose a product/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear product' })).toBeNull();
  });

  test('a product that was deleted says so and can be replaced', async () => {
    await renderPicker(
      [
        {
          url: '/config/api/products/gone',
          status: 404,
          body: { code: 'PRODUCT_NOT_FOUND', message: 'Not found' },
        },
      ],
      'gone',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This product is no longer in your store. Choose another one.',
    );
    expect(screen.getByRole('button', { name: /Choose a product/ })).toBeTruthy();
  });

  test('typing searches the server with ?q= once the typing pauses', async () => {
    const { fetch } = await renderPicker([
      { url: '/config/api/products', body: (_: unknown) => list([shirt]) },
    ]);
    const dialog = await openDialog();
    await within(dialog).findAllByRole('option');
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'linen' } });
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.url === '/config/api/products?q=linen')).toBe(true),
    );
  });

  test('a long list shows 20 with Load More; Load More shows the rest and keeps focus in the search box', async () => {
    const many = Array.from({ length: 25 }, (_, i) => listItem(`p${i + 1}`, `Product ${i + 1}`, 1000 + i));
    await renderPicker([{ url: '/config/api/products', body: list(many) }]);
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(20));
    expect(within(dialog).getByRole('status').textContent).toBe('Showing 20 of 25 results');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load More' }));
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(25);
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).toBeNull();
    const search = within(dialog).getByRole('combobox');
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-activedescendant')).toBe(options[20]!.id);
    expect(within(dialog).getByRole('status').textContent).toBe('25 results');
  });

  test('says "Loading…" while the list loads, "Unable to load results" when it fails, and Try again loads again', async () => {
    let release: () => void = () => {};
    const wait = new Promise<void>((resolve) => (release = resolve));
    const { fetch } = await renderPicker([
      {
        url: '/config/api/products',
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
        wait,
      },
    ]);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading…');
    await act(async () => release());
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Unable to load results');
    fetch.routes.unshift({ url: '/config/api/products', body: list([shirt]) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: /Linen Shirt/ })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('Escape closes the dialog without changing the choice', async () => {
    const { changes } = await renderPicker([{ url: '/config/api/products', body: list([shirt]) }]);
    const dialog = await openDialog();
    await within(dialog).findAllByRole('option');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual([]);
  });
});
