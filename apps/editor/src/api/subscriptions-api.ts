import { SUBSCRIPTION_API, type OwnerSubscription } from '@plinth/contracts';
import {
  ownerSubscriptionListResponseSchema,
  ownerSubscriptionResponseSchema,
} from '@plinth/contracts/schemas';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** The site's subscriptions, newest first (at most SUBSCRIPTION_LIST_LIMIT of them). */
export async function listSubscriptions(signal?: AbortSignal): Promise<OwnerSubscription[]> {
  const answer = await ownerFetch<unknown>(SUBSCRIPTION_API.ownerList, { signal });
  return checkedAnswer(ownerSubscriptionListResponseSchema, answer, `GET ${SUBSCRIPTION_API.ownerList}`)
    .subscriptions;
}

/** Active or past due → cancelled; answers the subscription as it now is (409 when it already ended). */
export async function cancelSubscription(subscriptionId: string): Promise<OwnerSubscription> {
  const url = SUBSCRIPTION_API.ownerCancel.replace(':subscriptionId', encodeURIComponent(subscriptionId));
  const answer = await ownerFetch<unknown>(url, { method: 'POST', json: {} });
  return checkedAnswer(ownerSubscriptionResponseSchema, answer, `POST ${SUBSCRIPTION_API.ownerCancel}`)
    .subscription;
}
