import { afterEach, describe, expect, test, vi } from 'vitest';
import { CART_API } from '../cart-api';
import { createCart, createCartEntry } from './cart-builders';
import { mockFetch } from './mock-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('mockFetch checks mocked answers against the contract', () => {
  test('a cart wrapped in { shoppingCart } is refused for GET: the server answers the bare cart', () => {
    const cart = createCart([createCartEntry()]);
    expect(() => mockFetch([{ url: CART_API.cart, body: { shoppingCart: cart } }])).toThrow(
      /GET \/api\/commerce\/shopping-cart is not a shape the server sends/,
    );
    expect(() => mockFetch([{ url: CART_API.cart, body: cart }])).not.toThrow();
  });

  test('an API error outside the one error model is refused, unless marked as not Plinth', () => {
    expect(() =>
      mockFetch([{ url: CART_API.entries, method: 'POST', status: 400, body: { error: 'x' } }]),
    ).toThrow(/not a shape the server sends/);
    const notPlinth = {
      url: '/config/api/members',
      status: 502,
      body: { error: 'Bad gateway' },
      notPlinth: true,
    };
    expect(() => mockFetch([notPlinth])).not.toThrow();
  });

  test('a pattern route is checked when it answers, and the failure is kept', async () => {
    const fetchMock = mockFetch([
      {
        url: /^\/api\/commerce\/shopping-cart\/entries\/.+\/quantity$/,
        method: 'PUT',
        body: { entries: [] },
      },
    ]);
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    await expect(fetch(CART_API.entryQuantity('e1'), { method: 'PUT' })).rejects.toThrow(/shoppingCart/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('uncaughtException', onError);
    expect(fetchMock.failures).toHaveLength(1);
  });

  test('answers, records calls and fails like a dropped connection', async () => {
    const fetchMock = mockFetch([
      { url: CART_API.stock('i1').split('?')[0]!, body: { results: [] } },
      { url: CART_API.cart, networkError: true },
    ]);
    const stock = await fetch(CART_API.stock('i1'));
    expect(await stock.json()).toEqual({ results: [] });
    await expect(fetch(CART_API.cart)).rejects.toThrow(TypeError);
    expect(fetchMock.callsTo('GET', '/api/commerce/inventory/stock/')).toHaveLength(1);
    expect((await fetch('/nowhere')).status).toBe(404);
  });
});
