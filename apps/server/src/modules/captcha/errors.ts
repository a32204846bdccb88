import { MESSAGES } from '@plinth/commerce';
import { AppError } from '../../app-error';

/** No token with a submission that needs one: "Complete CAPTCHA before submitting." */
export function captchaRequired(): AppError {
  return new AppError('invalid', 'CAPTCHA_REQUIRED', MESSAGES.captchaIncomplete);
}

/** A token that does not verify (wrong, replayed, expired, another action, low score). */
export function captchaFailed(): AppError {
  return new AppError('invalid', 'CAPTCHA_FAILED', MESSAGES.captchaFailed);
}
