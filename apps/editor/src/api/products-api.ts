import { type ProductDetail, type ProductInput, type ProductList } from '@plinth/contracts';
import { productDetailSchema, productListSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const PRODUCTS = `${EDITOR_BASE}/api/products`;

export async function listProducts(query: string, signal?: AbortSignal): Promise<ProductList> {
  const q = query.trim();
  const answer = await ownerFetch<unknown>(q ? `${PRODUCTS}?q=${encodeURIComponent(q)}` : PRODUCTS, {
    signal,
  });
  return checkedAnswer(productListSchema, answer, `GET ${PRODUCTS}`);
}

export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const answer = await ownerFetch<unknown>(`${PRODUCTS}/${encodeURIComponent(id)}`, { signal });
  return checkedAnswer(productDetailSchema, answer, `GET ${PRODUCTS}/{id}`);
}

/** Rejects with an ApiError whose fieldErrors name the fields to fix. */
export async function createProduct(input: ProductInput): Promise<ProductDetail> {
  const answer = await ownerFetch<unknown>(PRODUCTS, { method: 'POST', json: input });
  return checkedAnswer(productDetailSchema, answer, `POST ${PRODUCTS}`);
}

export async function updateProduct(id: string, input: ProductInput): Promise<ProductDetail> {
  const answer = await ownerFetch<unknown>(`${PRODUCTS}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
  });
  return checkedAnswer(productDetailSchema, answer, `PUT ${PRODUCTS}/{id}`);
}

export async function deleteProduct(id: string): Promise<void> {
  await ownerFetch<null>(`${PRODUCTS}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
