import {
  CART_API,
  type CartResponse,
  type UpdateAdditionalFieldsRequest,
  type UpdateAdditionalFieldsResponse,
} from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';
import { apiRequest, type ApiResult } from './api-request.client';
import { queueCartWrite } from './cart-api.client';

// The cart page's line writes, apart from the adds every page can make: only the cart page loads them, so
// the product page does not pay for them (decision 0012, issue 13). They queue with the adds.

export function updateEntryQuantity(
  entryId: string,
  quantity: number,
  fallbackCrumb: string,
): Promise<ApiResult<CartResponse>> {
  return queueCartWrite(() =>
    apiRequest<CartResponse>({
      method: 'PUT',
      url: CART_API.entryQuantity(entryId),
      body: { quantity },
      crumb: currentCrumb(fallbackCrumb),
    }),
  );
}

export function removeCartEntry(entryId: string, fallbackCrumb: string): Promise<ApiResult<CartResponse>> {
  return queueCartWrite(() =>
    apiRequest<CartResponse>({
      method: 'DELETE',
      url: CART_API.entry(entryId),
      crumb: currentCrumb(fallbackCrumb),
    }),
  );
}

/** A line's product form answers replaced (issue 11 part 6). */
export function updateEntryAdditionalFields(
  entryId: string,
  request: UpdateAdditionalFieldsRequest,
  fallbackCrumb: string,
): Promise<ApiResult<UpdateAdditionalFieldsResponse>> {
  return queueCartWrite(() =>
    apiRequest<UpdateAdditionalFieldsResponse>({
      method: 'PUT',
      url: CART_API.entryAdditionalFields(entryId),
      body: request,
      crumb: currentCrumb(fallbackCrumb),
    }),
  );
}
