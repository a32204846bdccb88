import { readApiError } from '@plinth/contracts/schemas';
import { ApiError } from './api-error';
import { readCrumb } from './crumb-cookie';
import { EDITOR_MESSAGES } from '../messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OwnerRequest {
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart uploads). */
  body?: FormData;
  signal?: AbortSignal;
  /**
   * False for calls where a 401 is an answer to show (sign-in, accepting an invitation with a wrong
   * password) rather than a sign that the session ended.
   */
  sessionRequired?: boolean;
}

interface RequestContext {
  /** The site the editor works on, sent in X-Website-Id; null until the session is known. */
  siteId: string | null;
  /** Called when the server says the owner is no longer signed in. */
  onSignedOut: () => void;
}

const context: RequestContext = { siteId: null, onSignedOut: () => {} };

/** The session provider sets the chosen site and what a lost session does. */
export function configureOwnerRequests(change: Partial<RequestContext>): void {
  Object.assign(context, change);
}

export function currentSiteId(): string | null {
  return context.siteId;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  return parseBody(await response.text());
}

/** A response text as JSON; null when empty or not JSON (a proxy's HTML error page). */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The server's error answer (contracts' apiErrorSchema) as an ApiError; a body in no known shape gets the fallback. */
function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = readApiError(body);
  return new ApiError(
    status,
    error?.code ?? `HTTP_${status}`,
    error?.message || fallbackMessage,
    error?.fieldErrors ?? {},
  );
}

/**
 * The ApiError for a refused owner call, carrying the server's message and field errors. A 401 also
 * tells the session provider the owner is signed out, unless the call said a 401 is an answer to show.
 */
export function createOwnerError(
  status: number,
  body: unknown,
  options: { sessionRequired?: boolean; fallbackMessage?: string } = {},
): ApiError {
  const error = toApiError(status, body, options.fallbackMessage ?? EDITOR_MESSAGES.somethingWentWrong);
  if (status === 401 && options.sessionRequired !== false) context.onSignedOut();
  return error;
}

/** Accept, X-Website-Id for the chosen site, and the crumb on writes; Content-Type for JSON bodies. */
export function ownerHeaders(
  method: HttpMethod,
  request: Pick<OwnerRequest, 'json'> = {},
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  if (context.siteId) headers['X-Website-Id'] = context.siteId;
  if (method !== 'GET') headers['X-CSRF-Token'] = readCrumb() ?? '';
  return headers;
}

async function send(path: string, method: HttpMethod, request: OwnerRequest): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      credentials: 'include',
      headers: ownerHeaders(method, request),
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', EDITOR_MESSAGES.networkError);
  }
}

/**
 * One owner API call: credentials included, X-Website-Id for the chosen site, X-CSRF-Token on writes.
 * Resolves with the JSON answer (null for 204); rejects with an ApiError carrying the server's message.
 * A write refused for a missing crumb is sent once more: the first answer set a fresh crumb cookie.
 */
export async function ownerFetch<T>(path: string, request: OwnerRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  let response = await send(path, method, request);
  let body = await readBody(response);
  if (response.status === 403 && method !== 'GET' && isCrumbFail(body)) {
    response = await send(path, method, request);
    body = await readBody(response);
  }
  if (response.ok) return body as T;
  throw createOwnerError(response.status, body, request);
}

/** A write refused because the crumb was missing or stale; the refusal itself set a fresh crumb cookie. */
export function isCrumbFail(body: unknown): boolean {
  return readApiError(body)?.crumbFail === true;
}
