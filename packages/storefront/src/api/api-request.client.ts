import { MESSAGES } from '@plinth/commerce';
import type { ApiError } from '@plinth/contracts';

/** Expected failures are values: the message is ready to show in an alert. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** CSRF token for a mutation, sent as X-CSRF-Token. */
  crumb?: string;
}

function isApiError(body: unknown): body is Partial<ApiError> {
  return typeof body === 'object' && body !== null;
}

/** Seed 000 section 8: the add-entry failure texts, reused for every cart call. */
export function failureMessage(status: number, body: unknown): string {
  const error = isApiError(body) ? body : {};
  if (status === 403 && error.crumbFail) {
    return navigator.cookieEnabled ? MESSAGES.sessionExpired : MESSAGES.cookiesDisabled;
  }
  if (status === 429) return MESSAGES.rateLimited;
  return typeof error.message === 'string' && error.message ? error.message : MESSAGES.formUnknownError;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Never rejects: a network failure becomes status 0 with the connection message. */
export async function apiRequest<T>({ method, url, body, crumb }: ApiRequest): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (crumb !== undefined) headers['X-CSRF-Token'] = crumb;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: MESSAGES.checkConnection };
  }
  const data = await readJson(response);
  if (!response.ok)
    return { ok: false, status: response.status, message: failureMessage(response.status, data) };
  return { ok: true, data: data as T };
}
