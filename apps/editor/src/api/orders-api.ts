import type {
  OrderStatus,
  OwnerOrder,
  OwnerOrderList,
  RefundOrderRequest,
  ShippingCarrier,
} from '@plinth/contracts';
import { ownerOrderListSchema, ownerOrderResponseSchema } from '@plinth/contracts/schemas';
import { EDITOR_BASE } from '../router/router';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

const ORDERS = `${EDITOR_BASE}/api/orders`;

export interface OrderFilter {
  q: string;
  status: OrderStatus | null;
}

/** The site's orders, newest first (at most ORDER_LIST_LIMIT of them). */
export async function listOrders(filter: OrderFilter, signal?: AbortSignal): Promise<OwnerOrderList> {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  const url = params.size > 0 ? `${ORDERS}?${params}` : ORDERS;
  return checkedAnswer(ownerOrderListSchema, await ownerFetch<unknown>(url, { signal }), `GET ${ORDERS}`);
}

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<OwnerOrder> {
  const answer = await ownerFetch<unknown>(`${ORDERS}/${encodeURIComponent(orderId)}`, { signal });
  return checkedAnswer(ownerOrderResponseSchema, answer, `GET ${ORDERS}/{orderId}`).order;
}

export type OrderAction = 'fulfill' | 'cancel' | 'refund';

/** Mark fulfilled (with an optional tracking number), cancel or refund; answers the order as it now is. */
export async function changeOrder(
  orderId: string,
  action: OrderAction,
  body: {
    trackingNumber?: string | null;
    carrier?: ShippingCarrier | null;
    /** Fulfil only these units (decision 0067); absent, everything left. */
    lines?: { lineId: string; quantity: number }[];
  } = {},
): Promise<OwnerOrder> {
  const answer = await ownerFetch<unknown>(`${ORDERS}/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    json: body,
  });
  return checkedAnswer(ownerOrderResponseSchema, answer, `POST ${ORDERS}/{orderId}/${action}`).order;
}

/** Refunds by amount, by lines (restocked if asked) or, with an empty body, everything left. */
export async function refundOrder(
  orderId: string,
  body: NonNullable<RefundOrderRequest>,
): Promise<OwnerOrder> {
  const answer = await ownerFetch<unknown>(`${ORDERS}/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
    json: body,
  });
  return checkedAnswer(ownerOrderResponseSchema, answer, `POST ${ORDERS}/{orderId}/refund`).order;
}
