import { MESSAGES } from '@plinth/commerce';
import {
  CHECKOUT_API,
  readApiErrorBody,
  sendApiRequest,
  type CheckoutQuoteRequest,
  type CheckoutQuoteResponse,
  type PlaceOrderAuthenticationResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  withCartParam,
} from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';
import { failureMessage } from './api-request.client';

export interface CheckoutFailure {
  ok: false;
  status: number;
  code: string | null;
  message: string;
  fieldErrors: Record<string, string>;
}
export type CheckoutResult<T> = { ok: true; data: T } | CheckoutFailure;

/** Never rejects: a network failure is status 0 with the connection message. */
async function checkoutRequest<T>(url: string, body: unknown, crumb: string): Promise<CheckoutResult<T>> {
  const send = () => sendApiRequest({ method: 'POST', url, json: body, crumb: currentCrumb(crumb) });
  let answer = await send();
  // A refused crumb leaves a fresh crumb cookie: one retry reads it (seed 001 section 4).
  if (answer.connected && answer.status === 403 && readApiErrorBody(answer.body)?.crumbFail)
    answer = await send();
  if (!answer.connected) {
    return { ok: false, status: 0, code: null, message: MESSAGES.checkConnection, fieldErrors: {} };
  }
  if (answer.ok) return { ok: true, data: answer.body as T };
  const error = readApiErrorBody(answer.body);
  return {
    ok: false,
    status: answer.status,
    code: error?.code ?? null,
    message: failureMessage(answer.status, answer.body),
    fieldErrors: error?.fieldErrors ?? {},
  };
}

/** `cartToken`: an express cart's checkout (`?cart=`); null for the visitor's own cart. */
export function requestQuote(body: CheckoutQuoteRequest, crumb: string, cartToken: string | null = null) {
  return checkoutRequest<CheckoutQuoteResponse>(withCartParam(CHECKOUT_API.quote, cartToken), body, crumb);
}

/** 201/200: the order; 202: the card's bank wants 3-D Secure first (decision 0066). */
export function requestPlaceOrder(body: PlaceOrderRequest, crumb: string, cartToken: string | null = null) {
  return checkoutRequest<PlaceOrderResponse | PlaceOrderAuthenticationResponse>(
    withCartParam(CHECKOUT_API.orders, cartToken),
    body,
    crumb,
  );
}
