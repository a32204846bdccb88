import { COOKIE } from './cart-api';
import type { ApiError } from './api-error';

/**
 * The one request core of the browser clients (storefront cart and account calls, the editor's owner
 * calls): headers, the crumb, fetch with a dropped connection as a value, the JSON answer and the one
 * error model read without zod. Each client turns the result into its own shape on top.
 */

/** The decoded value of a cookie, or null when there is none by that name. */
export function readCookie(
  name: string,
  cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The crumb cookie's value, the CSRF token every write sends back in X-CSRF-Token. Over https the server
 * names it `__Host-crumb` (only this host can set it), over http `crumb`; the first wins.
 */
export function readCrumbCookie(cookieHeader?: string): string | null {
  return readCookie(COOKIE.secureCrumb, cookieHeader) ?? readCookie(COOKIE.crumb, cookieHeader);
}

const ERROR_KEYS = new Set(['code', 'message', 'fieldErrors', 'crumbFail', 'retryAfter', 'permission']);

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * An error answer's body when it follows the one error model (contracts' apiErrorSchema, which the
 * schema entry's readApiError parses with zod), else null: an empty body, a proxy's HTML page, or a body
 * from something that is not Plinth. Written without zod for the storefront's budget; api-request.test.ts
 * checks it agrees with the schema.
 */
export function readApiErrorBody(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const error = body as Record<string, unknown>;
  if (!Object.keys(error).every((key) => ERROR_KEYS.has(key))) return null;
  if (typeof error.code !== 'string' || !error.code || typeof error.message !== 'string') return null;
  if (error.fieldErrors !== undefined && !isStringRecord(error.fieldErrors)) return null;
  if (error.crumbFail !== undefined && error.crumbFail !== true) return null;
  const retryAfter = error.retryAfter;
  if (retryAfter !== undefined && !(Number.isInteger(retryAfter) && (retryAfter as number) >= 0)) return null;
  if (error.permission !== undefined && typeof error.permission !== 'string') return null;
  return error as ApiError;
}

export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestInit {
  method: RequestMethod;
  url: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart uploads). */
  body?: FormData;
  /** CSRF token for a write, sent as X-CSRF-Token. */
  crumb?: string;
  /** Further headers (the editor's X-Website-Id, a customer's XSRF token). */
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

export type ApiAnswer =
  /** The server answered; body is its JSON (null when empty or not JSON), error the model when refused. */
  | { connected: true; ok: boolean; status: number; body: unknown; error: ApiError | null }
  /** No answer: the connection dropped (status 0). */
  | { connected: false; ok: false; status: 0; body: null; error: null };

/** Accept, Content-Type for a JSON body, the crumb when given, then the caller's own headers. */
export function apiRequestHeaders(request: Pick<ApiRequestInit, 'json' | 'crumb' | 'headers'>) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  if (request.crumb !== undefined) headers['X-CSRF-Token'] = request.crumb;
  return { ...headers, ...request.headers };
}

/** A response text as JSON; null when empty or not JSON (a proxy's HTML error page). */
export function parseJsonText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends one API call. Never rejects for a dropped connection (that is `connected: false`); rejects only
 * when the caller's signal aborted the call, with the abort's own error.
 */
export async function sendApiRequest(request: ApiRequestInit): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: apiRequestHeaders(request),
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      credentials: request.credentials ?? 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { connected: false, ok: false, status: 0, body: null, error: null };
  }
  const body = response.status === 204 ? null : parseJsonText(await response.text().catch(() => ''));
  return {
    connected: true,
    ok: response.ok,
    status: response.status,
    body,
    error: response.ok ? null : readApiErrorBody(body),
  };
}
