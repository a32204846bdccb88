// @vitest-environment jsdom
import { SELECT_OPTION_FLASH_MS } from '@plinth/commerce';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch } from '@plinth/contracts/testing';
import { ListingButton, type ListingButtonProps } from './ListingButton.island';

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

  test('a subscribable product shows its button disabled, described by the note, and sends nothing', () => {
    const fetchMock = mockFetch([]);
    const { container } = render(<ListingButton {...props} addButtonText="Subscribe" subscribable />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Subscriptions open in a coming release.',
    );
    fireEvent.submit(container.querySelector('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
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
