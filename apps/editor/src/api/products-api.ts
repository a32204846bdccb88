import type { ProductDetail, ProductInput, ProductList } from '@plinth/contracts';
import { ownerFetch } from './owner-fetch';
import { EDITOR_BASE } from '../router/router';

const PRODUCTS = `${EDITOR_BASE}/api/products`;

export function listProducts(query: string, signal?: AbortSignal): Promise<ProductList> {
  const q = query.trim();
  return ownerFetch<ProductList>(q ? `${PRODUCTS}?q=${encodeURIComponent(q)}` : PRODUCTS, { signal });
}

export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return ownerFetch<ProductDetail>(`${PRODUCTS}/${encodeURIComponent(id)}`, { signal });
}

/** Rejects with an ApiError whose fieldErrors name the fields to fix. */
export function createProduct(input: ProductInput): Promise<ProductDetail> {
  return ownerFetch<ProductDetail>(PRODUCTS, { method: 'POST', json: input });
}

export function updateProduct(id: string, input: ProductInput): Promise<ProductDetail> {
  return ownerFetch<ProductDetail>(`${PRODUCTS}/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

export async function deleteProduct(id: string): Promise<void> {
  await ownerFetch<null>(`${PRODUCTS}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
