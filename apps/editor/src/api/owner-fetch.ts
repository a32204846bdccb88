import {
  apiRequestHeaders,
  parseJsonText,
  readApiErrorBody,
  readCrumbCookie,
  sendApiRequest,
  type ApiAnswer,
  type RequestMethod,
} from '@plinth/contracts';
import { ApiError } from './api-error';
import { EDITOR_MESSAGES } from '../messages';

/**
 * The editor's layer over the one request core (contracts' api-request.ts): X-Website-Id for the chosen
 * site, the crumb on every write with one retry after a crumb refusal, and sign-out on a 401.
 */
export type HttpMethod = RequestMethod;

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

/** A response text as JSON; null when empty or not JSON (a proxy's HTML error page). */
export const parseBody = parseJsonText;

/** The server's error answer (contracts' apiErrorSchema) as an ApiError; a body in no known shape gets the fallback. */
function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = readApiErrorBody(body);
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
  return apiRequestHeaders({ json: request.json, ...siteAndCrumb(method) });
}

function siteAndCrumb(method: HttpMethod): { crumb?: string; headers: Record<string, string> } {
  return {
    crumb: method === 'GET' ? undefined : (readCrumbCookie() ?? ''),
    headers: context.siteId ? { 'X-Website-Id': context.siteId } : {},
  };
}

async function send(path: string, method: HttpMethod, request: OwnerRequest): Promise<ApiAnswer> {
  const answer = await sendApiRequest({
    method,
    url: path,
    json: request.json,
    body: request.body,
    credentials: 'include',
    signal: request.signal,
    ...siteAndCrumb(method),
  });
  if (!answer.connected) throw new ApiError(0, 'NETWORK_ERROR', EDITOR_MESSAGES.networkError);
  return answer;
}

/**
 * One owner API call: credentials included, X-Website-Id for the chosen site, X-CSRF-Token on writes.
 * Resolves with the JSON answer (null for 204); rejects with an ApiError carrying the server's message.
 * A write refused for a missing crumb is sent once more: the first answer set a fresh crumb cookie.
 */
export async function ownerFetch<T>(path: string, request: OwnerRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  let answer = await send(path, method, request);
  if (answer.status === 403 && method !== 'GET' && answer.error?.crumbFail) {
    answer = await send(path, method, request);
  }
  if (answer.ok) return answer.body as T;
  throw createOwnerError(answer.status, answer.body, request);
}

/** A write refused because the crumb was missing or stale; the refusal itself set a fresh crumb cookie. */
export function isCrumbFail(body: unknown): boolean {
  return readApiErrorBody(body)?.crumbFail === true;
}
