import {
  CART_API,
  type AddToCartRequest,
  type AddToCartResponse,
  type ShoppingCart,
  type StockResponse,
} from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';
import { apiRequest, type ApiResult } from './api-request.client';

/** The freshest stock of every variant of an item. */
export function fetchStock(itemId: string): Promise<ApiResult<StockResponse>> {
  return apiRequest<StockResponse>({ method: 'GET', url: CART_API.stock(itemId) });
}

/** The visitor's cart: the body is the bare ShoppingCart entity (seed 000 section 7, "shape as entity"). */
export function fetchCart(): Promise<ApiResult<ShoppingCart>> {
  return apiRequest<ShoppingCart>({ method: 'GET', url: CART_API.cart });
}

/** Settles when the last queued cart write has settled; never rejects. */
let lastCartWrite: Promise<unknown> = Promise.resolve();

/**
 * Runs cart writes one after another, page-wide: every island shares this module (Vite's shared chunk), so
 * a write starts only once the previous one has settled, success or failure. Two first adds fired at once
 * would otherwise each create a cart, and the second cart's cookie would replace the first's. The crumb is
 * read when the write starts, so it is the one the previous response left. The cart page's own writes
 * (cart-line-api.client.ts) queue here too.
 */
export function queueCartWrite<T>(write: () => Promise<T>): Promise<T> {
  const result = lastCartWrite.then(write);
  lastCartWrite = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

export function addCartEntry(
  request: AddToCartRequest,
  fallbackCrumb: string,
): Promise<ApiResult<AddToCartResponse>> {
  return queueCartWrite(() =>
    apiRequest<AddToCartResponse>({
      method: 'POST',
      url: CART_API.entries,
      body: request,
      crumb: currentCrumb(fallbackCrumb),
    }),
  );
}
