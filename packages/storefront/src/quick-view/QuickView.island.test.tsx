// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createShirtWithOptions, SETTINGS } from '@plinth/contracts/testing';
import { mockFetch } from '@plinth/contracts/testing';
import { QuickView } from './QuickView.island';

const PRODUCT_JSON = '/shop/p/linen-shirt?format=json';
const sand = { url: '/files/sand.jpg', alt: 'Sand shirt', width: 800, height: 1000 };
const ink = { url: '/files/ink.jpg', alt: 'Ink shirt', width: 800, height: 1000 };

function shirt() {
  const product = createShirtWithOptions({ images: [ink] });
  // The Sand variants have their own picture.
  product.variants = product.variants.map((v) => (v.attributes.Color === 'Sand' ? { ...v, image: sand } : v));
  return product;
}

/** A product card as the default theme renders it, with the quick view island after the list. */
function renderShopPage() {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<h3 id="product-title-item-1">Linen Shirt</h3>
     <button type="button" class="quick-view" data-item-id="item-1" data-group="shop"
       data-url="/shop/p/linen-shirt" aria-describedby="product-title-item-1">Quick View</button>`,
  );
  render(<QuickView settings={SETTINGS} crumb="page-crumb" />);
  return screen.getByRole('button', { name: 'Quick View' });
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuickView', () => {
  test('renders a closed, empty dialog until a Quick View button is clicked', () => {
    renderShopPage();
    expect(dialog().open).toBe(false);
    expect(dialog().children).toHaveLength(0);
  });

  test('tells the theme its buttons work once listening, and takes that back when unmounted', () => {
    renderShopPage();
    expect(document.documentElement.dataset.quickView).toBe('ready');
    cleanup();
    expect(document.documentElement.dataset.quickView).toBeUndefined();
  });

  test('opens on click, loads the product page JSON and shows its image, title, form and link', async () => {
    const fetchMock = mockFetch([{ url: PRODUCT_JSON, body: { item: shirt() } }]);
    const button = renderShopPage();

    fireEvent.click(button);

    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole('status').textContent).toBe('Loading…');
    expect(dialog().getAttribute('aria-label')).toBe('Linen Shirt');
    const title = await within(dialog()).findByRole('heading', { name: 'Linen Shirt' });
    expect(dialog().getAttribute('aria-labelledby')).toBe(title.id);
    expect(within(dialog()).getByLabelText('Size')).toBeDefined();
    expect(within(dialog()).getByRole('button', { name: 'Add To Cart' })).toBeDefined();
    expect(within(dialog()).getByRole<HTMLImageElement>('img').getAttribute('src')).toBe('/files/ink.jpg');
    const link = within(dialog()).getByRole('link', { name: 'View full details' });
    expect(link.getAttribute('href')).toBe('/shop/p/linen-shirt');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(PRODUCT_JSON);
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('shows the chosen variant’s own image', async () => {
    mockFetch([{ url: PRODUCT_JSON, body: { item: shirt() } }]);
    fireEvent.click(renderShopPage());
    await within(dialog()).findByRole('heading', { name: 'Linen Shirt' });

    fireEvent.change(within(dialog()).getByLabelText('Size'), { target: { value: 'M' } });
    fireEvent.change(within(dialog()).getByLabelText('Color'), { target: { value: 'Sand' } });

    const image = within(dialog()).getByRole<HTMLImageElement>('img');
    expect(image.getAttribute('src')).toBe('/files/sand.jpg');
    expect(image.alt).toBe('Sand shirt');
  });

  test('Escape closes the dialog, unlocks the page and returns focus to the Quick View button', async () => {
    mockFetch([{ url: PRODUCT_JSON, body: { item: shirt() } }]);
    const button = renderShopPage();
    fireEvent.click(button);
    await within(dialog()).findByRole('heading', { name: 'Linen Shirt' });

    fireEvent.keyDown(within(dialog()).getByLabelText('Size'), { key: 'Escape' });

    expect(dialog().open).toBe(false);
    expect(dialog().children).toHaveLength(0);
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
  });

  test('the close button closes the dialog', async () => {
    mockFetch([{ url: PRODUCT_JSON, body: { item: shirt() } }]);
    const button = renderShopPage();
    fireEvent.click(button);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));

    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  test('a failed load says "Unable to load. Try again." and Retry fetches again', async () => {
    const fetchMock = mockFetch([{ url: PRODUCT_JSON, status: 500, body: { message: 'boom' } }]);
    fireEvent.click(renderShopPage());

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('Unable to load. Try again.');
    expect(within(dialog()).queryByRole('heading')).toBeNull();

    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ item: shirt() }, { headers: { 'Content-Type': 'application/json' } })),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));

    await within(dialog()).findByRole('heading', { name: 'Linen Shirt' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(PRODUCT_JSON);
    expect(within(dialog()).queryByText('Unable to load. Try again.')).toBeNull();
  });

  test('an answer without a product counts as a failure', async () => {
    mockFetch([{ url: PRODUCT_JSON, body: { page: { title: 'Shop' } } }]);
    fireEvent.click(renderShopPage());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Unable to load. Try again.');
  });

  test('a product with a form needs the form in the answer; without it the dialog offers a retry', async () => {
    const product = { ...shirt(), additionalFieldsFormId: 'form-1' };
    mockFetch([{ url: PRODUCT_JSON, body: { item: product, additionalFieldsForm: null } }]);
    fireEvent.click(renderShopPage());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Unable to load. Try again.');
  });

  test('a product with its form in the answer opens with Add To Cart', async () => {
    const product = { ...shirt(), additionalFieldsFormId: 'form-1' };
    const form = { id: 'form-1', name: 'Options', version: 1, fields: [] };
    mockFetch([{ url: PRODUCT_JSON, body: { item: product, additionalFieldsForm: form } }]);
    fireEvent.click(renderShopPage());
    await within(dialog()).findByRole('heading', { name: 'Linen Shirt' });
    expect(within(dialog()).getByRole('button', { name: 'Add To Cart' })).toBeDefined();
  });

  test('an answer that arrives after the dialog closed is dropped', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    fireEvent.click(renderShopPage());
    fireEvent.keyDown(dialog(), { key: 'Escape' });

    await act(async () => answer(Response.json({ item: shirt() })));

    await waitFor(() => expect(dialog().open).toBe(false));
    expect(dialog().children).toHaveLength(0);
  });

  test('a button without data-url is left alone', () => {
    const fetchMock = mockFetch([]);
    renderShopPage();
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<button type="button" class="quick-view" data-item-id="item-2">Old card</button>',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Old card' }));
    expect(dialog().open).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
