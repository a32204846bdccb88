// @vitest-environment jsdom
import { CART_POPOVER_MS } from '@plinth/commerce';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createCart, createCartEntry } from '@plinth/contracts/testing';
import { setCookies } from '../../test/fixtures/cookies';
import { mockFetch } from '@plinth/contracts/testing';
import { dispatchCartUpdated } from '../events';
import { CartPill } from './CartPill.island';

let clearCookies = () => {};
afterEach(() => {
  cleanup();
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pillLink = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>('a[href="/cart"]');
const pillCount = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.plinth-cart-pill__count');

describe('CartPill', () => {
  test('while the cart is empty the link says "Cart" and hides its count', () => {
    const { container } = render(<CartPill initialQuantity={0} />);
    expect(pillLink(container)?.getAttribute('aria-label')).toBe('Cart');
    expect(pillLink(container)?.textContent).toBe('Cart');
    expect(pillCount(container)?.hidden).toBe(true);
  });

  test("without the owner's header link only the popover is there", () => {
    const { container } = render(<CartPill initialQuantity={3} showLink={false} />);
    expect(pillLink(container)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('is marked as the current page on /cart', () => {
    const { container } = render(<CartPill initialQuantity={3} current />);
    expect(pillLink(container)?.getAttribute('aria-current')).toBe('page');
  });

  test.each([
    [1, '1', 'Cart, one item in cart'],
    [5, '5', 'Cart, 5 items in cart'],
    [100, '100', 'Cart, 100 items in cart'],
    [101, '100+', 'Cart, more than 100 items in cart'],
  ])('with %i items shows "%s" labelled "%s"', (quantity, text, label) => {
    const { container } = render(<CartPill initialQuantity={quantity} />);
    const link = pillLink(container);
    expect(pillCount(container)?.hidden).toBe(false);
    expect(pillCount(container)?.textContent).toBe(text);
    expect(link?.textContent).toBe(`Cart${text}`);
    expect(link?.getAttribute('aria-label')).toBe(label);
  });

  test('does not ask for the cart without a cart cookie or a signed-in visitor', () => {
    const fetchMock = mockFetch([]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    clearCookies = setCookies({ SiteUserInfo: 'not json' });
    render(<CartPill initialQuantity={0} />);
    expect(fetchMock).not.toHaveBeenCalled();
    // An unparsable SiteUserInfo cookie counts as signed out and is reported.
    expect(error).toHaveBeenCalledWith('Unparsable SiteUserInfo cookie; treating the visitor as signed out.');
    error.mockRestore();
  });

  test('loads the cart at start for a signed-in visitor', async () => {
    clearCookies = setCookies({ SiteUserInfo: JSON.stringify({ authenticated: true, siteUserId: 'u1' }) });
    mockFetch([
      {
        url: '/api/commerce/shopping-cart',
        body: createCart([createCartEntry({ quantity: 3 })]),
      },
    ]);
    render(<CartPill initialQuantity={0} />);
    expect(await screen.findByRole('link', { name: 'Cart, 3 items in cart' })).toBeDefined();
  });

  test('an add updates the count and shows the popover for CART_POPOVER_MS', () => {
    vi.useFakeTimers();
    const { container } = render(<CartPill initialQuantity={0} />);
    act(() =>
      dispatchCartUpdated({
        shoppingCart: createCart([createCartEntry({ quantity: 1 })]),
        productName: 'Linen Shirt',
      }),
    );
    expect(pillLink(container)?.getAttribute('aria-label')).toBe('Cart, one item in cart');
    expect(screen.getByRole('status').textContent).toBe('Linen Shirt was added to your cart.');
    act(() => {
      vi.advanceTimersByTime(CART_POPOVER_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('the popover shows the added line with View cart and Check out links', async () => {
    const entry = createCartEntry({
      quantity: 1,
      purchasePriceCents: 6800,
      imageUrl: '/assets/demo/linen-shirt.svg',
      chosenVariant: { sku: 'SHIRT-M', attributes: { Size: 'M', Color: 'Sand' } },
    });
    const { container } = render(<CartPill initialQuantity={0} />);
    act(() =>
      dispatchCartUpdated({
        shoppingCart: createCart([entry]),
        newlyAdded: entry,
        productName: 'Linen Shirt',
      }),
    );
    expect((await screen.findByRole('link', { name: 'View cart' })).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByText('Size: M, Color: Sand')).toBeDefined();
    expect(screen.getByText('$68.00')).toBeDefined();
    expect(container.querySelector('.plinth-cart-popover img')?.getAttribute('src')).toBe(
      '/assets/demo/linen-shirt.svg',
    );
  });

  test('the popover stays while focus is inside it and goes 3 s after focus leaves', async () => {
    const entry = createCartEntry({ quantity: 1 });
    render(<CartPill initialQuantity={0} />);
    act(() =>
      dispatchCartUpdated({ shoppingCart: createCart([entry]), newlyAdded: entry, productName: 'Mug' }),
    );
    const viewCart = await screen.findByRole('link', { name: 'View cart' });
    // The lazily loaded item's effects (its focus and pointer listeners) run before anything happens.
    await act(async () => {});
    vi.useFakeTimers();
    act(() => viewCart.focus());
    act(() => {
      vi.advanceTimersByTime(CART_POPOVER_MS * 2);
    });
    expect(screen.getByRole('status').textContent).toBe('Mug was added to your cart.');
    act(() => viewCart.blur());
    act(() => {
      vi.advanceTimersByTime(CART_POPOVER_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('the popover stays while the pointer is over it and goes 3 s after it leaves', async () => {
    const entry = createCartEntry({ quantity: 1 });
    const { container } = render(<CartPill initialQuantity={0} />);
    act(() =>
      dispatchCartUpdated({ shoppingCart: createCart([entry]), newlyAdded: entry, productName: 'Mug' }),
    );
    await screen.findByRole('link', { name: 'View cart' });
    // The lazily loaded item's effects (its focus and pointer listeners) run before anything happens.
    await act(async () => {});
    const popover = container.querySelector('.plinth-cart-popover');
    if (!popover) throw new Error('no popover');
    vi.useFakeTimers();
    act(() => {
      popover.dispatchEvent(new MouseEvent('mouseenter'));
    });
    act(() => {
      vi.advanceTimersByTime(CART_POPOVER_MS * 2);
    });
    expect(screen.getByRole('status').textContent).toBe('Mug was added to your cart.');
    act(() => {
      popover.dispatchEvent(new MouseEvent('mouseleave'));
    });
    act(() => {
      vi.advanceTimersByTime(CART_POPOVER_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('closing the popover from inside returns focus to the Cart link', async () => {
    const entry = createCartEntry({ quantity: 1 });
    render(<CartPill initialQuantity={0} />);
    act(() =>
      dispatchCartUpdated({ shoppingCart: createCart([entry]), newlyAdded: entry, productName: 'Mug' }),
    );
    await screen.findByRole('link', { name: 'View cart' });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => close.click());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cart, one item in cart' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('a cart page change updates the count without a popover', () => {
    render(<CartPill initialQuantity={4} />);
    act(() => dispatchCartUpdated({ shoppingCart: createCart([createCartEntry({ quantity: 2 })]) }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items in cart' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
