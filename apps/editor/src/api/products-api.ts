import {
  PRODUCT_PREVIEW_PATH,
  type ProductBulkDeleteInput,
  type ProductBulkResult,
  type ProductBulkStatusInput,
  type ProductDetail,
  type ProductInput,
  type ProductList,
  type ProductListQuery,
} from '@plinth/contracts';
import { productBulkResultSchema, productDetailSchema, productListSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { currentSiteId, ownerFetch } from './owner-fetch';

const PRODUCTS = `${EDITOR_BASE}/api/products`;

/** The list filters besides the search text (status, type, stock); absent ones are not sent. */
export interface ProductListFilters {
  status?: ProductListQuery['status'];
  /** A PRODUCT_TYPE code. */
  type?: number | undefined;
  stock?: ProductListQuery['stock'];
  /** A tag's slug. */
  tag?: string | undefined;
  /** A category's slug (its subcategories' products too). */
  category?: string | undefined;
}

/** The list's address: ?q= first (the panel's tests and links read it), then the filters set. */
export function productListUrl(query: string, filters: ProductListFilters = {}): string {
  const params = new URLSearchParams();
  const q = query.trim();
  if (q) params.set('q', q);
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${PRODUCTS}?${search}` : PRODUCTS;
}

export async function listProducts(
  query: string,
  signal?: AbortSignal,
  filters: ProductListFilters = {},
): Promise<ProductList> {
  const answer = await ownerFetch<unknown>(productListUrl(query, filters), { signal });
  return checkedAnswer(productListSchema, answer, `GET ${PRODUCTS}`);
}

/** One status for many products; each product's outcome in the answer. */
export async function setProductsStatus(input: ProductBulkStatusInput): Promise<ProductBulkResult> {
  const answer = await ownerFetch<unknown>(`${PRODUCTS}/bulk-status`, { method: 'POST', json: input });
  return checkedAnswer(productBulkResultSchema, answer, `POST ${PRODUCTS}/bulk-status`);
}

export async function deleteProducts(input: ProductBulkDeleteInput): Promise<ProductBulkResult> {
  const answer = await ownerFetch<unknown>(`${PRODUCTS}/bulk-delete`, { method: 'POST', json: input });
  return checkedAnswer(productBulkResultSchema, answer, `POST ${PRODUCTS}/bulk-delete`);
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

/**
 * The product page as shoppers will see it, whatever its status (decision 0049). A new tab sends no
 * X-Website-Id, so the chosen site is in the query.
 */
export function productPreviewUrl(id: string): string {
  const site = currentSiteId();
  const path = PRODUCT_PREVIEW_PATH.replace(':id', encodeURIComponent(id));
  return site ? `${path}?${new URLSearchParams({ websiteId: site }).toString()}` : path;
}
