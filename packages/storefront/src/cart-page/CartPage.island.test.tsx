// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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

  test('without JavaScript each row posts its quantity and its removal with the crumb', () => {
    const { container } = render(<CartPage cart={twoShirts()} crumb="crumb-1" />);
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('action'))).toEqual([
      '/cart/entries/entry-1/quantity',
      '/cart/entries/entry-1/remove',
    ]);
    for (const form of forms)
      expect(form.querySelector<HTMLInputElement>('[name="crumb"]')?.value).toBe('crumb-1');
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

  test('a failed removal shows "Unable to remove item" and keeps the row', async () => {
    mockFetch([
      {
        method: 'DELETE',
        url: '/api/commerce/shopping-cart/entries/entry-1',
        status: 500,
        body: { code: 'X', message: 'Something went wrong.' },
      },
    ]);
    render(<CartPage cart={twoShirts()} crumb="c" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('Unable to remove item');
    expect(alert.textContent).toContain('Something went wrong.');
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeDefined();
  });

  test('an invalid quantity is refused before sending and the previous value restored', () => {
    const fetchMock = mockFetch([]);
    render(<CartPage cart={twoShirts()} crumb="c" />);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toContain('Quantity must be a whole number');
    expect(input.value).toBe('2');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
