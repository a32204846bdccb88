import { FORM_TEXTS, SERVER_SIGN_UP_MESSAGES } from '@plinth/commerce';
import { AppError } from '../../app-error';

/** No token with a submission that needs one: "Complete CAPTCHA before submitting." */
export function captchaRequired(): AppError {
  return new AppError('invalid', 'CAPTCHA_REQUIRED', FORM_TEXTS.captchaIncomplete);
}

/** A token that does not verify (wrong, replayed, expired, another site or action, low score). */
export function captchaFailed(): AppError {
  return new AppError('invalid', 'CAPTCHA_FAILED', FORM_TEXTS.captchaFailed);
}

/** Seconds a visitor is told to wait after the verifier did not answer. */
export const CAPTCHA_RETRY_AFTER_SECONDS = 5;

/** The verifier (reCAPTCHA Enterprise) timed out, could not be reached or failed: worth retrying. */
export function captchaUnavailable(): AppError {
  return new AppError('unavailable', 'CAPTCHA_UNAVAILABLE', SERVER_SIGN_UP_MESSAGES.captchaUnavailable, {
    retryAfter: CAPTCHA_RETRY_AFTER_SECONDS,
  });
}
