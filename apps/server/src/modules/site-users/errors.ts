import { formatAccountMessage, type FieldErrors } from '@plinth/commerce';
import { AppError } from '../../app-error';

/** The same words for an unknown email and a wrong password, so the answer never says which exist. */
export function badCredentials(): AppError {
  return new AppError('unauthorized', 'SITE_USER_BAD_CREDENTIALS', formatAccountMessage('badCredentials'));
}

export function signInRequired(): AppError {
  return new AppError('unauthorized', 'SITE_USER_AUTH_REQUIRED', formatAccountMessage('signInRequired'));
}

/** A customer write without the session's X-SiteUser-XSRF-Token. */
export function xsrfMismatch(): AppError {
  return new AppError('forbidden', 'SITE_USER_XSRF_MISMATCH', formatAccountMessage('xsrfMismatch'));
}

export function tooManySignIns(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'rate_limited',
    'SITE_USER_TOO_MANY_ATTEMPTS',
    formatAccountMessage('tooManySignIns', { minutes: `${minutes} minute${minutes === 1 ? '' : 's'}` }),
    { retryAfter: Math.ceil(retryAfterMs / 1000) },
  );
}

/** Field-by-field problems with a form; `fieldErrors` maps each field to its message. */
export function invalidFields<F extends string>(fieldErrors: FieldErrors<F>): AppError {
  const named = Object.entries<string | undefined>(fieldErrors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return new AppError('invalid', 'SITE_USER_INVALID', formatAccountMessage('fieldsInvalid'), {
    fieldErrors: Object.fromEntries(named),
  });
}

export function invalidLanguage(): AppError {
  return invalidFields({ language: formatAccountMessage('languageInvalid') });
}
