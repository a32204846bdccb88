import {
  SUBSCRIPTION_API,
  type SubscriptionCartRequest,
  type SubscriptionCartResponse,
} from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';
import { apiRequest, type ApiResult } from './api-request.client';

/**
 * POST /api/3/commerce/cart/subscription: a subscription cart holding this one item; the answer's
 * cartToken names it for the subscription checkout. A failure carries the server's message (seed 000
 * section 8: "Subscription failure shows the server message").
 */
export function requestSubscriptionCart(
  body: SubscriptionCartRequest,
  crumb: string,
): Promise<ApiResult<SubscriptionCartResponse>> {
  return apiRequest<SubscriptionCartResponse>({
    method: 'POST',
    url: SUBSCRIPTION_API.cart,
    body,
    crumb: currentCrumb(crumb),
  });
}
