// @vitest-environment jsdom
import { ADDED_DELAY_MS, ADDED_RESET_MS } from '@plinth/commerce';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createCart, createCartEntry } from '@plinth/contracts/testing';
import {
  createOptionVariants,
  createProduct,
  createShirtWithOptions,
  createVariant,
  SETTINGS,
} from '@plinth/contracts/testing';
import { setCookies } from '../../test/fixtures/cookies';
import { mockFetch } from '@plinth/contracts/testing';
import { CART_UPDATED_EVENT, type CartUpdatedDetail } from '../events';
import { navigateTo } from '../browser/navigate.client';
import { ProductForm } from './ProductForm.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const stockOf = (product: ReturnType<typeof createProduct>) => ({
  results: product.variants.map(({ sku, unlimited, qtyInStock }) => ({ sku, unlimited, qtyInStock })),
});

let clearCookies = () => {};
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProductForm', () => {
  test('shows one labelled select per option, each starting with "Select {variantName}"', () => {
    render(<ProductForm product={createShirtWithOptions()} settings={SETTINGS} crumb="c" />);
    const size = screen.getByLabelText<HTMLSelectElement>('Size');
    const color = screen.getByLabelText<HTMLSelectElement>('Color');
    expect(size.options[0]?.textContent).toBe('Select Size');
    expect(color.options[0]?.textContent).toBe('Select Color');
    expect([...size.options].map((o) => o.value)).toEqual(['', 'S', 'M']);
  });

  test('hides the quantity input when only one is in stock', () => {
    const product = createProduct({ variants: [createVariant({ qtyInStock: 1 })] });
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });

  test('shows the sale price beside the struck original, both labelled for screen readers, and the sale badge', () => {
    const product = createProduct({
      variants: [createVariant({ price: 6800, salePrice: 5000, onSale: true })],
    });
    const { container } = render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    expect(container.querySelector('form')?.classList.contains('on-sale')).toBe(true);
    expect(container.querySelector('.plinth-price__current')?.textContent).toBe('Sale price $50.00');
    expect(container.querySelector('s')?.textContent).toBe('Original price $68.00');
    expect(screen.getByText('sale')).toBeDefined();
  });

  test('marks option values that are sold out with the other choices, and keeps them selectable', () => {
    const product = createShirtWithOptions();
    for (const variant of product.variants) {
      if (variant.attributes.Size === 'M' && variant.attributes.Color === 'Ink') variant.qtyInStock = 0;
    }
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    const color = screen.getByLabelText('Color');
    expect(within(color).getByRole('option', { name: 'Ink' })).toBeDefined();
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
    const ink = within(color).getByRole<HTMLOptionElement>('option', { name: 'Ink (sold out)' });
    expect(ink.disabled).toBe(false);
  });

  test('Subscribe posts the item to the subscription endpoint and goes to the subscription checkout', async () => {
    vi.useRealTimers();
    const fetchMock = mockFetch([
      { method: 'POST', url: '/api/3/commerce/cart/subscription', body: () => ({ cartToken: 'tok_123' }) },
    ]);
    const product = createProduct({ isSubscribable: true });
    const { container } = render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/cart/subscribe');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
    expect(button.disabled).toBe(false);
    fireEvent.submit(container.querySelector('form')!);
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/checkout?cartToken=tok_123'));
    expect(fetchMock.calls[0]?.json).toEqual({
      itemId: product.id,
      sku: product.variants[0]?.sku,
      qty: 1,
      additionalFields: null,
    });
  });

  test('a refused Subscribe shows the server message in the alert', async () => {
    vi.useRealTimers();
    mockFetch([
      {
        method: 'POST',
        url: '/api/3/commerce/cart/subscription',
        status: 409,
        body: () => ({
          code: 'CART_INSUFFICIENT_STOCK',
          message: 'Sorry, we do not have enough of that item available.',
        }),
      },
    ]);
    const { container } = render(
      <ProductForm product={createProduct({ isSubscribable: true })} settings={SETTINGS} crumb="c" />,
    );
    fireEvent.submit(container.querySelector('form')!);
    expect(await screen.findByText('Sorry, we do not have enough of that item available.')).toBeDefined();
    expect(screen.getByText('Unable to subscribe')).toBeDefined();
  });

  test("shows the owner's custom button text, trimmed, even for a subscribable product", () => {
    const product = createProduct({
      isSubscribable: true,
      useCustomAddButtonText: true,
      customAddButtonText: ' Get a bag every fortnight ',
    });
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    const button = screen.getByRole<HTMLButtonElement>('button');
    expect(button.textContent).toBe('Get a bag every fortnight');
    expect(button.disabled).toBe(false);
  });

  test('a sold-out subscribable product says "Sold out", with no note', () => {
    const product = createProduct({ isSubscribable: true, variants: [createVariant({ qtyInStock: 0 })] });
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sold out' });
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  test('a missing option is reported in the alert without any request', async () => {
    const fetchMock = mockFetch([]);
    render(<ProductForm product={createShirtWithOptions()} settings={SETTINGS} crumb="c" />);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Unable to Add Item');
    expect(alert.textContent).toContain('Please select the Color option.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('adding goes Adding… → Added! → Add To Cart and announces the cart update', async () => {
    clearCookies = setCookies({ crumb: 'fresh-crumb' });
    const product = createShirtWithOptions();
    const cart = createCart([createCartEntry()]);
    const fetchMock = mockFetch([
      { url: '/api/commerce/inventory/stock/', body: stockOf(product) },
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        body: { shoppingCart: cart, newlyAdded: cart.entries[0] },
      },
    ]);
    const updates: CartUpdatedDetail[] = [];
    const listener = (event: Event) => updates.push((event as CustomEvent<CartUpdatedDetail>).detail);
    window.addEventListener(CART_UPDATED_EVENT, listener);
    render(<ProductForm product={product} settings={SETTINGS} crumb="stale-crumb" />);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Color'), { target: { value: 'Sand' } });
    const button = screen.getByRole('button', { name: 'Add To Cart' });

    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(ADDED_DELAY_MS - 1));
    expect(button.textContent).toBe('Adding…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.textContent).toBe('Added!');
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(ADDED_RESET_MS - 1));
    expect(button.textContent).toBe('Added!');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.textContent).toBe('Add To Cart');

    window.removeEventListener(CART_UPDATED_EVENT, listener);
    expect(updates).toEqual([
      { shoppingCart: cart, newlyAdded: cart.entries[0], productName: 'Linen Shirt' },
    ]);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      itemId: 'item-1',
      sku: 'SH-M-Sand',
      quantity: 1,
      additionalFields: null,
    });
    expect((post?.[1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('fresh-crumb');
    // No cart cookie: nothing can be in the cart yet, so the cart is not fetched.
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/commerce/shopping-cart')).toBe(false);
  });

  test('counts what the cart already holds against the freshest stock', async () => {
    clearCookies = setCookies({ plinth_cart: 'token' });
    const product = createProduct({ variants: [createVariant({ sku: 'SQ-1', qtyInStock: 9 })] });
    const fetchMock = mockFetch([
      {
        url: '/api/commerce/inventory/stock/',
        body: { results: [{ sku: 'SQ-1', unlimited: false, qtyInStock: 3 }] },
      },
      {
        url: '/api/commerce/shopping-cart',
        body: createCart([
          createCartEntry({
            itemId: 'item-1',
            quantity: 2,
            chosenVariant: { sku: 'SQ-1', attributes: {} },
          }),
        ]),
      },
    ]);
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toContain(
      'Sorry, we do not have enough of that item available.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('an expired session is explained in the alert and the button idles again', async () => {
    mockFetch([
      { url: '/api/commerce/inventory/stock/', body: { results: [] } },
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        status: 403,
        body: { code: 'CRUMB', message: 'x', crumbFail: true },
      },
    ]);
    render(<ProductForm product={createProduct()} settings={SETTINGS} crumb="c" />);
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toContain(
      'Your session has expired. Please reload the page and try again.',
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button.textContent).toBe('Add To Cart');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  describe('gift cards', () => {
    const giftCard = () =>
      createProduct({
        title: 'Gift Card',
        productType: 4,
        options: [{ name: 'Amount', values: ['$25', '$50'] }],
        variants: createOptionVariants([
          { attributes: { Amount: '$25' }, sku: 'GIFT-25', unlimited: true },
          { attributes: { Amount: '$50' }, sku: 'GIFT-50', unlimited: true },
        ]),
      });

    test('asks for the recipient beside labelled fields, in the "Unable to purchase Gift Card" alert, without a request', async () => {
      const fetchMock = mockFetch([]);
      render(<ProductForm product={giftCard()} settings={SETTINGS} crumb="c" />);
      fireEvent.click(screen.getByLabelText('$50'));
      fireEvent.change(screen.getByLabelText('Recipient email'), { target: { value: 'grace@' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading').textContent).toBe('Unable to purchase Gift Card');
      expect(alert.textContent).toContain("Enter the recipient's name.");
      const name = screen.getByLabelText('Recipient name');
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        "Enter the recipient's name.",
      );
      expect(screen.getByLabelText('Recipient email').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByLabelText('Message (optional)').getAttribute('aria-invalid')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    test('the denomination is asked for first', async () => {
      mockFetch([]);
      render(<ProductForm product={giftCard()} settings={SETTINGS} crumb="c" />);
      fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert').textContent).toContain('Select a denomination for the Gift Card');
    });

    test('sends the recipient with the line as its additional fields', async () => {
      const product = giftCard();
      const cart = createCart([createCartEntry()]);
      const fetchMock = mockFetch([
        { url: '/api/commerce/inventory/stock/', body: stockOf(product) },
        {
          method: 'POST',
          url: '/api/commerce/shopping-cart/entries',
          body: { shoppingCart: cart, newlyAdded: cart.entries[0] },
        },
      ]);
      render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
      fireEvent.click(screen.getByLabelText('$25'));
      fireEvent.change(screen.getByLabelText('Recipient name'), { target: { value: ' Grace ' } });
      fireEvent.change(screen.getByLabelText('Recipient email'), { target: { value: 'grace@example.com' } });
      fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Enjoy' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(post?.[1]?.body as string)).toEqual({
        itemId: 'item-1',
        sku: 'GIFT-25',
        quantity: 1,
        additionalFields: JSON.stringify({
          giftCard: { recipientName: 'Grace', recipientEmail: 'grace@example.com', message: 'Enjoy' },
        }),
      });
    });
  });
});
