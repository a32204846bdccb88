// @vitest-environment jsdom
import { BLOCK_DEFINITIONS, type BlockProps } from '@plinth/contracts';
import { productListSchema } from '@plinth/contracts/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { BlockFields } from './BlockFields';
import { isStoreAddress, storeDestinations } from './StoreLinkField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (id: string, title: string, urlId: string) => ({
  status: 'active',
  publishAt: null,
  live: true,
  id,
  title,
  urlId,
  fullUrl: `/shop/p/${urlId}`,
  productType: 1,
  collectionId: 'c1',
  image: null,
  priceCents: 4800,
  originalPriceCents: null,
  variantCount: 1,
  stock: 3,
  soldOut: false,
  onSale: false,
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const STORE = productListSchema.parse({
  products: [product('p1', 'Linen Shirt', 'linen-shirt'), product('p2', 'Canvas Tote', 'canvas-tote')],
  collections: [{ id: 'c1', title: 'Shop', urlId: 'shop' }],
  categories: [{ id: 't1', name: 'Kitchen', slug: 'kitchen', parentId: null }],
});

async function renderButton(link: BlockProps['link']) {
  const changes: unknown[] = [];
  function Harness() {
    const [props, setProps] = useState<BlockProps>({ ...BLOCK_DEFINITIONS.button.defaults(), link });
    return (
      <main>
        <h1>Button settings</h1>
        <BlockFields
          fields={BLOCK_DEFINITIONS.button.fields}
          props={props}
          pages={[]}
          onChange={(change) => {
            if (change.name === 'link') changes.push(change.value);
            setProps((p) => ({ ...p, [change.name]: change.value as never }));
          }}
        />
      </main>
    );
  }
  await renderSignedIn(<Harness />, [{ url: '/config/api/products', body: STORE }]);
  return changes;
}

describe('links into the shop (issue 24 §6)', () => {
  test('the shop’s addresses: the store page, each category, each product', () => {
    expect(storeDestinations(STORE).map((d) => [d.group, d.label, d.url])).toEqual([
      ['Store pages', 'Shop (all products)', '/shop'],
      ['Categories', 'Kitchen', '/shop/c/kitchen'],
      ['Products', 'Linen Shirt', '/shop/p/linen-shirt'],
      ['Products', 'Canvas Tote', '/shop/p/canvas-tote'],
    ]);
    expect(isStoreAddress('/shop')).toBe(true);
    expect(isStoreAddress('/shop/p/linen-shirt')).toBe(true);
    expect(isStoreAddress('/about-us')).toBe(false);
    expect(isStoreAddress('https://example.com/shop')).toBe(false);
  });

  test('"Shop, category or product" offers them; a choice makes the button’s link', async () => {
    const changes = await renderButton({ type: 'web', url: '/', newWindow: false });
    fireEvent.change(screen.getByLabelText('Link to'), { target: { value: 'store' } });
    const where = await screen.findByRole('combobox', { name: 'In the shop' });
    await waitFor(() => expect(where.matches(':disabled')).toBe(false));
    expect(
      within(where)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Store pages', 'Categories', 'Products']);
    fireEvent.change(where, { target: { value: '/shop/c/kitchen' } });
    expect(changes.at(-1)).toEqual({ type: 'web', url: '/shop/c/kitchen', newWindow: false });
  });

  test('a link that already leads into the shop opens as such, its place chosen', async () => {
    await renderButton({ type: 'web', url: '/shop/p/canvas-tote', newWindow: false });
    expect(screen.getByLabelText<HTMLSelectElement>('Link to').value).toBe('store');
    const where = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'In the shop' });
    await waitFor(() => expect(where.value).toBe('/shop/p/canvas-tote'));
  });
});
