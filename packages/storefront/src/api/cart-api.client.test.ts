// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setCookies } from '../../test/fixtures/cookies';
import { createCart, createCartEntry, mockFetch } from '@plinth/contracts/testing';
import { addCartEntry, fetchCart } from './cart-api.client';
import { removeCartEntry, updateEntryQuantity } from './cart-line-api.client';

interface PendingRequest {
  method: string;
  url: string;
  crumb: string | undefined;
  respond: (status: number, body: unknown) => void;
  fail: () => void;
}

/** A fetch whose answers the test gives by hand, so it sees which requests have started. */
function manualFetch() {
  const started: PendingRequest[] = [];
  const fetchMock = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        started.push({
          method: init?.method ?? 'GET',
          url,
          crumb: headers['X-CSRF-Token'],
          respond: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return started;
}

/** Lets every settled promise run its callbacks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const add = (sku: string) =>
  addCartEntry({ itemId: 'item-1', sku, quantity: 1, additionalFields: null }, 'c');

let clearCookies = () => {};
afterEach(() => {
  clearCookies();
  vi.unstubAllGlobals();
});

describe('cart writes', () => {
  test('two adds fired at once run one after another and resolve in order', async () => {
    const started = manualFetch();
    const settled: string[] = [];
    const first = add('SQ-1').finally(() => settled.push('first'));
    const second = add('SQ-2').finally(() => settled.push('second'));

    await flush();
    expect(started).toHaveLength(1);
    started[0]?.respond(200, { sku: 'SQ-1' });
    await flush();

    expect(settled).toEqual(['first']);
    expect(started).toHaveLength(2);
    expect(started[1]?.method).toBe('POST');
    started[1]?.respond(200, { sku: 'SQ-2' });

    expect(await first).toEqual({ ok: true, data: { sku: 'SQ-1' } });
    expect(await second).toEqual({ ok: true, data: { sku: 'SQ-2' } });
    expect(settled).toEqual(['first', 'second']);
  });

  test('a failed write lets the next one start, and the next reads the crumb the first left', async () => {
    const started = manualFetch();
    clearCookies = setCookies({ crumb: 'crumb-1' });
    const first = add('SQ-1');
    const second = updateEntryQuantity('entry-1', 2, 'c');
    const third = removeCartEntry('entry-1', 'c');

    await flush();
    expect(started.map((r) => r.method)).toEqual(['POST']);
    expect(started[0]?.crumb).toBe('crumb-1');
    clearCookies = setCookies({ crumb: 'crumb-2' });
    started[0]?.respond(500, { code: 'INTERNAL', message: 'Boom' });
    expect(await first).toEqual({ ok: false, status: 500, message: 'Boom', code: 'INTERNAL' });

    await flush();
    expect(started.map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(started[1]?.url).toBe('/api/commerce/shopping-cart/entries/entry-1/quantity');
    expect(started[1]?.crumb).toBe('crumb-2');
    started[1]?.fail();
    expect(await second).toMatchObject({ ok: false, status: 0 });

    await flush();
    expect(started.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE']);
    started[2]?.respond(200, { shoppingCart: null });
    expect(await third).toEqual({ ok: true, data: { shoppingCart: null } });
  });
});

describe('fetchCart', () => {
  test('reads the bare ShoppingCart the server sends (seed 000 section 7), as it is', async () => {
    const cart = createCart([createCartEntry({ quantity: 3 })]);
    mockFetch([{ url: '/api/commerce/shopping-cart', body: cart }]);
    expect(await fetchCart()).toEqual({ ok: true, data: cart });
  });
});
