// @vitest-environment jsdom
import type { ProductListItem } from '@plinth/contracts';
import type { MockRoute } from '@plinth/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { CollectionPicker } from './CollectionPicker';

const product = (id: string, collectionId: string): ProductListItem => ({
  id,
  title: id,
  urlId: id,
  fullUrl: `/shop/p/${id}`,
  productType: 1,
  collectionId,
  image: null,
  priceCents: 1000,
  originalPriceCents: null,
  variantCount: 1,
  stock: null,
  soldOut: false,
  onSale: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  tags: [],
  categories: [],
  status: 'active',
  publishAt: null,
  live: true,
});

const PRODUCTS = {
  url: '/config/api/products',
  body: {
    products: [product('a', 'shop'), product('b', 'shop'), product('c', 'gifts')],
    collections: [
      { id: 'shop', title: 'Shop', urlId: 'shop' },
      { id: 'gifts', title: 'Gifts', urlId: 'gifts' },
      { id: 'sale', title: 'Élan sale', urlId: 'elan-sale' },
    ],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPicker(initial = '', routes: MockRoute[] = [PRODUCTS]) {
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <main>
        <h1>Block settings</h1>
        <CollectionPicker
          label="Products from"
          value={value}
          onChange={(id) => {
            changes.push(id);
            setValue(id);
          }}
        />
      </main>
    );
  }
  const rendered = await renderSignedIn(<Harness />, routes);
  return { ...rendered, changes };
}

describe('CollectionPicker', () => {
  test('lists the store pages with their product counts; a click chooses one', async () => {
    const { changes } = await renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /Choose a store page/ }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a store page' });
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Shop 2 products · /shop',
      'Gifts 1 product · /gifts',
      'Élan sale 0 products · /elan-sale',
    ]);
    fireEvent.click(options[1]!);
    expect(changes).toEqual(['gifts']);
    expect(await screen.findByRole('button', { name: 'Products from: Gifts 1 product' })).toBeTruthy();
  });

  test('the search box filters by name or address, ignoring case and accents', async () => {
    await renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /Choose a store page/ }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findAllByRole('option');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Search store pages' }), {
      target: { value: 'elan' },
    });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Élan sale 0 products · /elan-sale']),
    );
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'zzz' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('Nothing matches “zzz”.'),
    );
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  test('shows the chosen store page, marks it in the list, and Clear empties the field', async () => {
    const { changes } = await renderPicker('shop');
    const button = await screen.findByRole('button', { name: 'Products from: Shop 2 products' });
    fireEvent.click(button);
    const chosen = await within(screen.getByRole('dialog')).findByRole('option', { name: /Shop/ });
    expect(chosen.textContent).toContain('chosen');
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear products from' }));
    expect(changes).toEqual(['']);
  });

  test('a store page that no longer exists says so; a failed read says "Unable to load collections" with Retry', async () => {
    await renderPicker('deleted');
    expect((await screen.findByRole('alert')).textContent).toContain('This store page no longer exists.');
    cleanup();
    vi.unstubAllGlobals();
    const { fetch } = await renderPicker('shop', [
      {
        url: '/config/api/products',
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load collections');
    fetch.routes.unshift(PRODUCTS);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Products from: Shop 2 products' })).toBeTruthy();
  });
});
