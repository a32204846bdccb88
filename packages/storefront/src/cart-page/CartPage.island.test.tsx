// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createCart, createCartEntry } from '@plinth/contracts/testing';
import { mockFetch } from '@plinth/contracts/testing';
import { CartPage } from './CartPage.island';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const twoShirts = () => createCart([createCartEntry()]);

describe('CartPage', () => {
  test('an empty cart says so and links back to the shop', () => {
    render(<CartPage cart={createCart()} crumb="c" />);
    expect(screen.getByText('You have nothing in your shopping cart.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
  });

  test('lists each entry with its variant, unit price, line total and the subtotal', () => {
    render(<CartPage cart={twoShirts()} crumb="c" />);
    expect(screen.getByRole('link', { name: 'Linen Shirt' }).getAttribute('href')).toBe(
      '/shop/p/linen-shirt',
    );
    expect(screen.getByText('Size: M, Color: Sand')).toBeDefined();
    expect(screen.getByText('$68.00')).toBeDefined();
    expect(screen.getAllByText('$136.00')).toHaveLength(2);
  });

  test('says taxes and shipping come at checkout, under the subtotal', () => {
    render(<CartPage cart={twoShirts()} crumb="c" />);
    const note = screen.getByText('Taxes and shipping calculated at checkout');
    const subtotal = screen.getByText('Subtotal');
    expect(subtotal.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('a line on sale strikes its original price through, and names both prices', () => {
    const mug = createCartEntry({
      title: 'Ceramic Mug',
      quantity: 1,
      purchasePriceCents: 1800,
      originalPriceCents: 2400,
      subTotal: 1800,
    });
    const { container } = render(<CartPage cart={createCart([mug])} crumb="c" />);
    const price = container.querySelector('.plinth-cart-row__unit-price');
    expect(price?.querySelector('s')?.textContent).toBe('Original price $24.00');
    expect(price?.textContent).toBe('Original price $24.00 Sale price $18.00');
    cleanup();
    const plain = render(<CartPage cart={twoShirts()} crumb="c" />).container;
    expect(plain.querySelector('.plinth-cart-row__unit-price s')).toBeNull();
  });

  test('without JavaScript each row posts its quantity, its steppers and its removal with the crumb', () => {
    const { container } = render(<CartPage cart={twoShirts()} crumb="crumb-1" />);
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('action'))).toEqual([
      '/cart/entries/entry-1/quantity',
      '/cart/entries/entry-1/quantity',
      '/cart/entries/entry-1/remove',
    ]);
    for (const form of forms)
      expect(form.querySelector<HTMLInputElement>('[name="crumb"]')?.value).toBe('crumb-1');
    // The steppers post through the first (hidden) form, so the field's own value does not win.
    const stepForm = forms[0]?.id;
    const fewer = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect([fewer.getAttribute('form'), fewer.getAttribute('name'), fewer.getAttribute('value')]).toEqual([
      stepForm,
      'quantity',
      '1',
    ]);
    expect([more.getAttribute('form'), more.getAttribute('value')]).toEqual([stepForm, '3']);
  });

  test('without JavaScript − at 1 posts the removal', () => {
    render(<CartPage cart={createCart([createCartEntry({ quantity: 1 })])} crumb="c" />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' }).getAttribute('formaction')).toBe(
      '/cart/entries/entry-1/remove',
    );
  });

  test('a quantity change is sent after a pause in typing', async () => {
    vi.useFakeTimers();
    const updated = createCart([createCartEntry({ quantity: 3, subTotal: 20400 })]);
    const fetchMock = mockFetch([
      {
        method: 'PUT',
        url: '/api/commerce/shopping-cart/entries/entry-1/quantity',
        body: { shoppingCart: updated },
      },
    ]);
    render(<CartPage cart={twoShirts()} crumb="c" />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ quantity: 3 });
    expect(screen.getAllByText('$204.00')).toHaveLength(2);
  });

  test('+ sends one more after a pause, and the row shows it is saving', async () => {
    vi.useFakeTimers();
    let answer: (() => void) | undefined;
    const fetchMock = mockFetch([
      {
        method: 'PUT',
        url: '/api/commerce/shopping-cart/entries/entry-1/quantity',
        wait: new Promise<void>((resolve) => (answer = resolve)),
        body: { shoppingCart: createCart([createCartEntry({ quantity: 4, subTotal: 27200 })]) },
      },
    ]);
    const { container } = render(<CartPage cart={twoShirts()} crumb="c" />);
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('4');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fetchMock.calls.map((call) => call.json)).toEqual([{ quantity: 4 }]);
    const row = container.querySelector('.plinth-cart-row');
    expect(row?.getAttribute('aria-busy')).toBe('true');
    expect(row?.textContent).toContain('Saving…');
    await act(async () => answer?.());
    expect(row?.getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByText('$272.00')).toHaveLength(2);
  });

  test('0 removes the line, says so, moves focus to Undo and Undo puts it back', async () => {
    const entry = createCartEntry({ quantity: 2, additionalFields: null });
    const heading = document.createElement('main');
    heading.innerHTML = '<h1>Cart</h1>';
    document.body.append(heading);
    const restored = createCartEntry({ id: 'entry-2', quantity: 2 });
    const fetchMock = mockFetch([
      {
        method: 'DELETE',
        url: '/api/commerce/shopping-cart/entries/entry-1',
        body: { shoppingCart: createCart([]) },
      },
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        body: { shoppingCart: createCart([restored]), newlyAdded: restored },
      },
    ]);
    render(<CartPage cart={createCart([entry])} crumb="c" />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(await screen.findByText('You have nothing in your shopping cart.')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Linen Shirt was removed from your cart.');
    // Focus moves in an effect once the list has re-rendered.
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(document.activeElement).toBe(undo));

    fireEvent.click(undo);
    const title = await screen.findByRole('link', { name: 'Linen Shirt' });
    expect(fetchMock.calls.find((call) => call.method === 'POST')?.json).toEqual({
      itemId: 'item-1',
      sku: 'SH-M-Sand',
      quantity: 2,
      additionalFields: null,
    });
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(title));
    heading.remove();
  });

  test('after Remove focus moves to Undo, with the other lines still listed', async () => {
    const mug = createCartEntry({ id: 'entry-2', title: 'Ceramic Mug', productUrl: '/shop/p/ceramic-mug' });
    mockFetch([
      {
        method: 'DELETE',
        url: '/api/commerce/shopping-cart/entries/entry-1',
        body: { shoppingCart: createCart([mug]) },
      },
    ]);
    render(<CartPage cart={createCart([createCartEntry(), mug])} crumb="c" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await screen.findByText('Linen Shirt was removed from your cart.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' })));
    expect(screen.getByRole('link', { name: 'Ceramic Mug' })).toBeDefined();
  });

  test.each([
    [3, 3, true],
    [2, 3, false],
    [2, null, false],
  ])('a line of %i with a stock limit of %s: + disabled is %s', (quantity, stockLimit, disabled) => {
    render(<CartPage cart={createCart([createCartEntry({ quantity, stockLimit })])} crumb="c" />);
    const increase = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    expect(increase.disabled).toBe(disabled);
  });

  test('more than stock holds what is available and the row says so', async () => {
    vi.useFakeTimers();
    mockFetch([
      {
        method: 'PUT',
        url: '/api/commerce/shopping-cart/entries/entry-1/quantity',
        status: 409,
        body: {
          code: 'CART_INSUFFICIENT_STOCK',
          message: 'Sorry, we do not have enough of that item available.',
        },
      },
      {
        url: '/api/commerce/inventory/stock/',
        body: { results: [{ sku: 'SH-M-Sand', unlimited: false, qtyInStock: 2 }] },
      },
    ]);
    render(<CartPage cart={twoShirts()} crumb="c" />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '5' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('alert').textContent).toBe('Only 2 available. Your quantity is now 2.');
    expect(input.value).toBe('2');
  });

  test('a failed removal says "Unable to remove item" on its row and keeps the row', async () => {
    mockFetch([
      {
        method: 'DELETE',
        url: '/api/commerce/shopping-cart/entries/entry-1',
        status: 500,
        body: { code: 'X', message: 'Something went wrong.' },
      },
    ]);
    const { container } = render(<CartPage cart={twoShirts()} crumb="c" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText('Something went wrong.', { exact: false });
    const alert = container.querySelector('.plinth-cart-row [role="alert"]');
    expect(alert?.textContent).toBe('Unable to remove item: Something went wrong.');
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeDefined();
  });

  test('an invalid quantity is refused on its row before sending and the previous value restored', () => {
    const fetchMock = mockFetch([]);
    render(<CartPage cart={twoShirts()} crumb="c" />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe(
      'Unable to update quantity: Quantity must be a whole number',
    );
    expect(input.value).toBe('2');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
