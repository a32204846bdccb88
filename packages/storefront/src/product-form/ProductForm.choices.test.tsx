// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createCart,
  createCartEntry,
  createProduct,
  createShirtWithOptions,
  mockFetch,
  SETTINGS,
} from '@plinth/contracts/testing';
import { ProductForm } from './ProductForm.island';

vi.mock('../browser/navigate.client', () => ({ navigateTo: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a sold-out variant (issue 13 part 2)', () => {
  test('choosing it turns the button into a disabled "Sold out"; another variant brings Add To Cart back', () => {
    const product = createShirtWithOptions();
    for (const variant of product.variants) {
      if (variant.attributes.Size === 'M' && variant.attributes.Color === 'Ink') variant.qtyInStock = 0;
    }
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Color'), { target: { value: 'Ink' } });
    const soldOut = screen.getByRole<HTMLButtonElement>('button', { name: 'Sold out' });
    expect(soldOut.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Color'), { target: { value: 'Sand' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add To Cart' }).disabled).toBe(false);
  });
});

describe('focus after a failed add (issue 13 part 4)', () => {
  test('moves from the button the failure disabled to the alert, and back to the button when it closes', async () => {
    mockFetch([
      { url: '/api/commerce/inventory/stock/', body: { results: [] } },
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        status: 409,
        body: {
          code: 'CART_INSUFFICIENT_STOCK',
          message: 'Sorry, we do not have enough of that item available.',
        },
      },
    ]);
    render(<ProductForm product={createProduct()} settings={SETTINGS} crumb="c" />);
    const button = screen.getByRole('button', { name: 'Add To Cart' });
    button.focus();
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const alert = screen.getByRole('alert');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(alert);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('leaves focus where the shopper moved it (a select) when the alert appears', async () => {
    mockFetch([]);
    render(<ProductForm product={createShirtWithOptions()} settings={SETTINGS} crumb="c" />);
    const size = screen.getByLabelText('Size');
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    size.focus();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toContain('Please select the Size and Color options.');
    expect(document.activeElement).toBe(size);
  });
});

describe('"One-time purchase" / "Subscribe" (issue 13 part 5)', () => {
  const beans = () =>
    createProduct({
      id: 'beans',
      isSubscribable: true,
      oneTimePurchase: true,
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
    });

  test('without JavaScript both buttons post the form, each to its own address', () => {
    const html = renderToString(<ProductForm product={beans()} settings={SETTINGS} crumb="c" />);
    expect(html).toContain('formAction="/cart/add"');
    expect(html).toContain('>Subscribe</span>');
    expect(html).not.toContain('type="radio"');
  });

  test('the island offers a radio group that switches the one button; the price does not repeat the period', async () => {
    vi.useRealTimers();
    const { container } = render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" />);
    const group = await screen.findByRole('group', { name: 'Purchase option' });
    const subscribe = within(group).getByRole<HTMLInputElement>('radio', { name: 'Subscribe' });
    const once = within(group).getByRole<HTMLInputElement>('radio', { name: 'One-time purchase' });
    expect(subscribe.checked).toBe(true);
    expect(container.querySelector('.plinth-price')?.textContent).toBe('$68.00');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Subscribe']);

    fireEvent.click(once);
    expect(container.querySelector('.plinth-price')?.textContent).toBe('$68.00');
    const add = screen.getByRole('button', { name: 'Add To Cart' });
    expect(add.getAttribute('formaction')).toBe('/cart/add');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });

  test("the theme's subscription tag on the product hides while one-time purchase is chosen", async () => {
    vi.useRealTimers();
    const article = document.createElement('article');
    article.className = 'product';
    article.innerHTML = '<p class="product__subscription">Subscription · Every 2 weeks</p><div></div>';
    document.body.append(article);
    const tag = article.querySelector<HTMLElement>('.product__subscription');
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" />, {
      container: article.lastElementChild as HTMLElement,
    });
    const group = await screen.findByRole('group', { name: 'Purchase option' });
    expect(tag?.hidden).toBe(false);
    fireEvent.click(within(group).getByRole('radio', { name: 'One-time purchase' }));
    expect(tag?.hidden).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Subscribe' }));
    expect(tag?.hidden).toBe(false);
    article.remove();
  });

  test('"One-time purchase" adds to the cart, and "Subscribe" brings its button back', async () => {
    vi.useRealTimers();
    const entry = createCartEntry({ itemId: 'beans' });
    const fetchMock = mockFetch([
      {
        method: 'GET',
        url: '/api/commerce/inventory/stock/?itemId=beans',
        body: { results: [{ sku: 'SQ-1', unlimited: true, qtyInStock: 0 }] },
      },
      {
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        body: { shoppingCart: createCart([entry]), newlyAdded: entry },
      },
    ]);
    render(<ProductForm product={beans()} settings={SETTINGS} crumb="c" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'One-time purchase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('button', { name: 'Added!' }, { timeout: 3000 })).toBeDefined();
    expect(fetchMock.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/commerce/shopping-cart/entries',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDefined();
  });
});

describe('the picture follows the colour (issue 13 part 3)', () => {
  test('choosing a colour before the size announces a variant of that colour when they share a picture', () => {
    const product = createShirtWithOptions();
    product.variants = product.variants.map((v) => ({
      ...v,
      image: { url: `/files/${v.attributes.Color}.jpg`, alt: '', width: 8, height: 10 },
    }));
    const seen: string[] = [];
    const listener = (event: Event) =>
      seen.push((event as CustomEvent<{ variant: { image: { url: string } } }>).detail.variant.image.url);
    window.addEventListener('plinth:variant-change', listener);
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    fireEvent.change(screen.getByLabelText('Color'), { target: { value: 'Ink' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '' } });
    window.removeEventListener('plinth:variant-change', listener);
    expect(seen).toEqual(['/files/Ink.jpg', '/files/Ink.jpg', '/files/Ink.jpg']);
  });

  test('a size alone, whose variants show different pictures, announces nothing', () => {
    const product = createShirtWithOptions();
    product.variants = product.variants.map((v) => ({
      ...v,
      image: { url: `/files/${v.attributes.Color}.jpg`, alt: '', width: 8, height: 10 },
    }));
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener('plinth:variant-change', listener);
    render(<ProductForm product={product} settings={SETTINGS} crumb="c" />);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'M' } });
    window.removeEventListener('plinth:variant-change', listener);
    expect(seen).toHaveLength(0);
  });
});
