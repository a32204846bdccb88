import { MESSAGES } from '@plinth/commerce';
import {
  readApiErrorBody,
  sendApiRequest,
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
  const error = readApiErrorBody(body);
  const code = error?.code ?? null;
  const message = code && OWN_WORDS.has(code) && error ? error.message : failureMessage(status, body);
  return {
    ok: false,
    status,
    code,
    message,
    fieldErrors: error?.fieldErrors ?? {},
    crumbFail: error?.crumbFail === true,
  };
}

/** Never rejects: a network failure is status 0 with the connection message. */
async function accountRequest<T>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; crumb?: string; xsrfToken?: string } = {},
): Promise<AccountResult<T>> {
  const answer = await sendApiRequest({
    method,
    url,
    json: options.body,
    crumb: options.crumb,
    headers: options.xsrfToken === undefined ? {} : { [SITE_USER_XSRF_HEADER]: options.xsrfToken },
  });
  if (!answer.connected) {
    return {
      ok: false,
      status: 0,
      code: null,
      message: MESSAGES.checkConnection,
      fieldErrors: {},
      crumbFail: false,
    };
  }
  return answer.ok ? { ok: true, data: answer.body as T } : toFailure(answer.status, answer.body);
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
