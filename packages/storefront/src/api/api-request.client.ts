import { MESSAGES } from '@plinth/commerce';
import { readApiErrorBody, sendApiRequest, type RequestMethod } from '@plinth/contracts';

/** Expected failures are values: the message is ready to show in an alert. */
export type ApiResult<T> =
  | { ok: true; data: T }
  /**
   * fieldErrors: a 400's per-field errors (by field id), when the answer has them; code: the error
   * model's stable code, when the answer follows it.
   */
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string>; code?: string };

export interface ApiRequest {
  method: RequestMethod;
  url: string;
  body?: unknown;
  /** CSRF token for a mutation, sent as X-CSRF-Token. */
  crumb?: string;
}

/** Seed 000 section 8: the add-entry failure texts, reused for every cart call. */
export function failureMessage(status: number, body: unknown): string {
  const error = readApiErrorBody(body);
  if (status === 403 && error?.crumbFail) {
    return navigator.cookieEnabled ? MESSAGES.sessionExpired : MESSAGES.cookiesDisabled;
  }
  if (status === 429) return MESSAGES.rateLimited;
  return error?.message || MESSAGES.formUnknownError;
}

/** Never rejects: a network failure becomes status 0 with the connection message. */
export async function apiRequest<T>({ method, url, body, crumb }: ApiRequest): Promise<ApiResult<T>> {
  const answer = await sendApiRequest({ method, url, json: body, crumb });
  if (!answer.connected) return { ok: false, status: 0, message: MESSAGES.checkConnection };
  if (!answer.ok) {
    const error = readApiErrorBody(answer.body);
    const fieldErrors = error?.fieldErrors;
    return {
      ok: false,
      status: answer.status,
      message: failureMessage(answer.status, answer.body),
      ...(error ? { code: error.code } : {}),
      ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    };
  }
  return { ok: true, data: answer.body as T };
}
