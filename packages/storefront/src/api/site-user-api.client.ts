import { MESSAGES } from '@plinth/commerce';
import {
  SITE_USER_API,
  SITE_USER_XSRF_HEADER,
  type CreateAccountRequest,
  type SignInRequest,
  type SiteUserResponse,
  type SiteUserSessionResponse,
} from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';
import { failureMessage } from './api-request.client';

export interface AccountFailure {
  ok: false;
  status: number;
  code: string | null;
  /** Ready to show in an alert. */
  message: string;
  /** Field name to message, when the server refused particular fields. */
  fieldErrors: Record<string, string>;
  crumbFail: boolean;
}
export type AccountResult<T> = { ok: true; data: T } | AccountFailure;

/** Refusals whose server text is more useful than the generic one for their status. */
const OWN_WORDS = new Set([
  'SITE_USER_TOO_MANY_ATTEMPTS',
  'SITE_USER_EMAIL_TAKEN',
  'SITE_USER_XSRF_MISMATCH',
]);

function toFailure(status: number, body: unknown): AccountFailure {
  const error = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof error.code === 'string' ? error.code : null;
  const fieldErrors =
    typeof error.fieldErrors === 'object' && error.fieldErrors !== null
      ? (error.fieldErrors as Record<string, string>)
      : {};
  const message =
    code && OWN_WORDS.has(code) && typeof error.message === 'string'
      ? error.message
      : failureMessage(status, body);
  return { ok: false, status, code, message, fieldErrors, crumbFail: error.crumbFail === true };
}

/** Never rejects: a network failure is status 0 with the connection message. */
async function accountRequest<T>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; crumb?: string; xsrfToken?: string } = {},
): Promise<AccountResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.crumb !== undefined) headers['X-CSRF-Token'] = options.crumb;
  if (options.xsrfToken !== undefined) headers[SITE_USER_XSRF_HEADER] = options.xsrfToken;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      status: 0,
      code: null,
      message: MESSAGES.checkConnection,
      fieldErrors: {},
      crumbFail: false,
    };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return response.ok ? { ok: true, data: body as T } : toFailure(response.status, body);
}

export function signIn(request: SignInRequest, fallbackCrumb: string) {
  return accountRequest<SiteUserSessionResponse>('POST', SITE_USER_API.session, {
    body: request,
    crumb: currentCrumb(fallbackCrumb),
  });
}

export function createAccount(request: CreateAccountRequest, fallbackCrumb: string) {
  return accountRequest<SiteUserSessionResponse>('POST', SITE_USER_API.account, {
    body: request,
    crumb: currentCrumb(fallbackCrumb),
  });
}

/**
 * Signs out, keeping a copy of the cart for the signed-out visitor. Retried once when the answer says
 * crumbFail (seed 001 section 4): the refusal leaves a fresh crumb cookie, which the retry reads.
 */
export async function signOut(fallbackCrumb: string): Promise<AccountResult<null>> {
  const send = () =>
    accountRequest<null>('DELETE', `${SITE_USER_API.session}?cloneCart=true`, {
      crumb: currentCrumb(fallbackCrumb),
    });
  const first = await send();
  return !first.ok && first.crumbFail ? send() : first;
}

export function saveLanguage(language: string, xsrfToken: string, fallbackCrumb: string) {
  return accountRequest<SiteUserResponse>('POST', SITE_USER_API.locale, {
    body: { language },
    crumb: currentCrumb(fallbackCrumb),
    xsrfToken,
  });
}
