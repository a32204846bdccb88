// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createCart, createCartEntry } from '@plinth/contracts/testing';
import { createProduct, createShirtWithOptions, SETTINGS } from '@plinth/contracts/testing';
import { CartPage } from './cart-page/CartPage.island';
import { hydrateIslands } from './hydrate-islands.client';
import { ProductForm } from './product-form/ProductForm.island';
import { renderIsland } from './render.server';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrateIslands', () => {
  test('hydrates server HTML without mismatches, each island from its own props', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const props = { product: createShirtWithOptions(), settings: SETTINGS, crumb: 'c' };
    const subscription = { ...props, product: createProduct({ isSubscribable: true }) };
    document.body.innerHTML =
      renderIsland('product-form', props) +
      renderIsland('product-form', { ...props, initialSelection: { Size: 'M' } }) +
      renderIsland('product-form', subscription);
    await act(async () => {
      hydrateIslands('product-form', ProductForm);
      await Promise.resolve();
    });
    const [first, second] = screen.getAllByLabelText<HTMLSelectElement>('Size');
    expect([first?.value, second?.value]).toEqual(['', 'M']);
    fireEvent.change(first!, { target: { value: 'S' } });
    expect(first?.value).toBe('S');
    const subscribe = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
    // Subscriptions work (decision 0031): the hydrated button is live.
    expect(subscribe.disabled).toBe(false);
    expect(subscribe.getAttribute('aria-disabled')).not.toBe('true');
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('hides the no-JavaScript Update button once the cart page is live', async () => {
    document.body.innerHTML = renderIsland('cart-page', {
      cart: createCart([createCartEntry()]),
      crumb: 'c',
    });
    expect(screen.getByRole('button', { name: 'Update' })).toBeDefined();
    await act(async () => {
      hydrateIslands('cart-page', CartPage);
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
