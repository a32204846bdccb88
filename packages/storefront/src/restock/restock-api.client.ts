import { FORM_TEXTS, MESSAGES } from '@plinth/commerce';
import { readApiErrorBody, RESTOCK_API, sendApiRequest, type RestockSignUpRequest } from '@plinth/contracts';
import { currentCrumb } from '../browser/cookies.client';

export type RestockSignUpResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * POST the seed's sign-up payload. Never rejects. A refusal shows the server's own message (seed 000
 * section 8, "Restock failure shows the server's data.message"), with "Unable to submit form. Please try
 * again later." when it gave none; a stale crumb and a rate limit get the storefront's usual texts.
 */
export async function signUpForRestock(
  request: RestockSignUpRequest,
  fallbackCrumb: string,
): Promise<RestockSignUpResult> {
  const answer = await sendApiRequest({
    method: 'POST',
    url: RESTOCK_API.signUp,
    json: request,
    crumb: currentCrumb(fallbackCrumb),
  });
  if (!answer.connected) return { ok: false, status: 0, message: MESSAGES.checkConnection };
  if (answer.ok) return { ok: true };
  const error = readApiErrorBody(answer.body);
  if (answer.status === 403 && error?.crumbFail) {
    return {
      ok: false,
      status: 403,
      message: navigator.cookieEnabled ? MESSAGES.sessionExpired : MESSAGES.cookiesDisabled,
    };
  }
  if (answer.status === 429 && !error?.message)
    return { ok: false, status: 429, message: MESSAGES.rateLimited };
  return { ok: false, status: answer.status, message: error?.message || FORM_TEXTS.unableToSubmitForm };
}
