// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createProduct, createVariant, mockFetch, SETTINGS } from '@plinth/contracts/testing';
import { navigateTo } from '../browser/navigate.client';
import { ProductForm } from '../product-form/ProductForm.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const INSTALLMENTS = {
  context: {
    afterPayAvailable: true,
    afterPayMin: 1000,
    afterPayMax: 2000,
    shopperLanguage: 'en',
    stripeAccountCountry: 'US',
  },
  numInstallments: 4,
};

const product = () =>
  createProduct({ variants: [createVariant({ sku: 'ST-1', price: 500, qtyInStock: 50 })] });
const stock = { results: [{ sku: 'ST-1', unlimited: false, qtyInStock: 50 }] };

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Buy now', () => {
  test('absent unless the owner turned it on', () => {
    render(<ProductForm product={product()} settings={SETTINGS} crumb="c" />);
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  test('"Adding…", then straight to the checkout of that item alone, never "Added!"', async () => {
    const fetchMock = mockFetch([
      { url: '/api/commerce/inventory/stock/', body: stock },
      {
        method: 'POST',
        url: '/api/commerce/cart/express',
        body: { cartToken: 'tok_0123456789abcdef', checkoutUrl: '/checkout?cart=tok_0123456789abcdef' },
      },
    ]);
    render(<ProductForm product={product()} settings={SETTINGS} crumb="c" buyNow />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(navigateTo).toHaveBeenCalledWith('/checkout?cart=tok_0123456789abcdef');
    expect(screen.queryByText('Added!')).toBeNull();
    const express = fetchMock.calls.filter((call) => call.url === '/api/commerce/cart/express');
    expect(express.map((call) => call.json)).toEqual([
      { itemId: product().id, sku: 'ST-1', quantity: 3, additionalFields: null },
    ]);
    expect(fetchMock.calls.some((call) => call.url === '/api/commerce/shopping-cart/entries')).toBe(false);
  });

  test('a refusal shows in the "Unable to Purchase Item" alert and the button comes back', async () => {
    mockFetch([
      { url: '/api/commerce/inventory/stock/', body: stock },
      {
        method: 'POST',
        url: '/api/commerce/cart/express',
        status: 403,
        body: { code: 'CRUMB_FAIL', message: 'x', crumbFail: true },
      },
    ]);
    render(<ProductForm product={product()} settings={SETTINGS} crumb="c" buyNow />);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Unable to Purchase Item');
    expect(within(alert).getByText(/Your session has expired|Please enable cookies/)).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDefined();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  test('a no-JavaScript refusal arrives in the express alert', () => {
    render(<ProductForm product={product()} settings={SETTINGS} crumb="c" buyNow expressError="Sold out." />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Unable to Purchase Item');
  });
});

describe('installment messaging on the product form', () => {
  test('follows the quantity across the minimum and the maximum', () => {
    const { container } = render(
      <ProductForm product={product()} settings={SETTINGS} crumb="c" installments={INSTALLMENTS} />,
    );
    const text = () => container.querySelector('.plinth-installments__text')?.textContent;
    expect(text()).toBe('Afterpay available for orders over $10.00');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    expect(text()).toBe('or 4 interest-free payments of $3.75 with Afterpay');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '5' } });
    expect(text()).toBe('Afterpay available for orders up to $20.00');
    const link = screen.getByRole('link', { name: /Learn more/ });
    expect(link.getAttribute('href')).toBe('/installments/info/en_US');
  });

  test('nothing for a product that is not physical, or while it is off', () => {
    const digital = createProduct({ productType: 2, variants: [createVariant({ price: 1500 })] });
    const { container } = render(
      <ProductForm product={digital} settings={SETTINGS} crumb="c" installments={INSTALLMENTS} />,
    );
    expect(container.querySelector('.plinth-installments')).toBeNull();
    cleanup();
    const off = render(<ProductForm product={product()} settings={SETTINGS} crumb="c" />);
    expect(off.container.querySelector('.plinth-installments')).toBeNull();
  });
});
