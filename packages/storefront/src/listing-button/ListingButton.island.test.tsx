// @vitest-environment jsdom
import { SELECT_OPTION_FLASH_MS } from '@plinth/commerce';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { navigateTo } from '../browser/navigate.client';
import { ListingButton, type ListingButtonProps } from './ListingButton.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

const props: ListingButtonProps = {
  itemId: 'item-1',
  sku: 'SQ-1',
  requiresSelection: false,
  soldOut: false,
  productTitle: 'Linen Shirt',
  productUrl: '/shop/p/linen-shirt',
  addButtonText: 'Add To Cart',
  crumb: 'c',
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ListingButton', () => {
  test('a sold-out product shows "Sold out", disabled', () => {
    render(<ListingButton {...props} soldOut />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sold out' }).disabled).toBe(true);
  });

  test('an ordinary product has an enabled button with no note', () => {
    render(<ListingButton {...props} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add To Cart' });
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  test('a subscribable product subscribes and goes on to the subscription checkout', async () => {
    const fetchMock = mockFetch([
      { method: 'POST', url: '/api/3/commerce/cart/subscription', body: { cartToken: 'tok/1' } },
    ]);
    render(<ListingButton {...props} addButtonText="Subscribe" subscribable />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDefined();
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/checkout?cartToken=tok%2F1'));
    expect(fetchMock.callsTo('POST', '/api/3/commerce/cart/subscription')[0]?.json).toEqual({
      itemId: 'item-1',
      sku: 'SQ-1',
      qty: 1,
      additionalFields: null,
    });
  });

  test("a refused Subscribe shows the server's message under Unable to subscribe", async () => {
    mockFetch([
      {
        method: 'POST',
        url: '/api/3/commerce/cart/subscription',
        status: 409,
        body: { code: 'SOLD_OUT', message: 'Sorry, Coffee Beans is sold out.' },
      },
    ]);
    render(<ListingButton {...props} addButtonText="Subscribe" subscribable />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to subscribe');
    expect(alert.textContent).toContain('Sorry, Coffee Beans is sold out.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' }).disabled).toBe(false);
  });

  test('a product that needs a choice flashes "Select Option", disabled, then restores', () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch([]);
    render(<ListingButton {...props} sku={null} requiresSelection />);
    const button = screen.getByRole<HTMLButtonElement>('button');
    fireEvent.click(button);
    expect(button.textContent).toBe('Select Option');
    expect(button.disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(SELECT_OPTION_FLASH_MS);
    });
    expect(button.textContent).toBe('Add To Cart');
    expect(button.disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a rate-limited add shows the alert with "Please try again in a few seconds."', async () => {
    mockFetch([
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        status: 429,
        body: { code: 'RATE', message: 'x' },
      },
    ]);
    render(<ListingButton {...props} />);
    fireEvent.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again in a few seconds.');
  });
});
