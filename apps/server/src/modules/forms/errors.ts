import { FORM_TEXTS, MESSAGES } from '@plinth/commerce';
import type { FieldErrors } from '@plinth/contracts';
import { AppError } from '../../app-error';

/** 400 for an owner's form that does not pass: every field's message, the first one as the message. */
export function formInvalid(fieldErrors: FieldErrors): AppError {
  const [first] = Object.entries(fieldErrors);
  const message = first ? `${first[0]} ${first[1]}` : MESSAGES.fieldsInvalid;
  return new AppError('invalid', 'FORM_INVALID', message, { fieldErrors });
}

/** 404 for the owner API and the protocol alike: "This form has not been configured yet." */
export function formNotFound(): AppError {
  return new AppError('not_found', 'FORM_NOT_FOUND', FORM_TEXTS.formNotConfigured);
}

export function formSubmissionNotFound(): AppError {
  return new AppError('not_found', 'FORM_SUBMISSION_NOT_FOUND', 'This submission does not exist.');
}

/** 409: someone saved the form since the editor loaded it. */
export function formVersionConflict(): AppError {
  return new AppError(
    'conflict',
    'FORM_VERSION_CONFLICT',
    'This form was changed elsewhere since you opened it. Reload it to see the changes, then edit again.',
  );
}

/** 409: a live page or a product uses the form (decision 0040: deleting would break them silently). */
export function formInUse(where: string): AppError {
  return new AppError('conflict', 'FORM_IN_USE', `This form is used on ${where}. Remove it there first.`);
}

/** 401: the one-time key is missing, unknown, expired or spent. */
export function formKeyInvalid(): AppError {
  return new AppError('unauthorized', 'FORM_KEY_INVALID', FORM_TEXTS.unableToSubmitForm);
}

/** 429 per client or per form, with the seconds to wait. */
export function formRateLimited(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', 'FORM_RATE_LIMITED', FORM_TEXTS.formRateLimited, {
    retryAfter: Math.max(1, retryAfterSeconds),
  });
}

/** 400: the `form` JSON is not JSON, or a value has another shape than its field's. */
export function formParseFailed(): AppError {
  return new AppError('invalid', 'FORM_PARSE_FAILED', FORM_TEXTS.formParseFailed);
}

/** 400 with each field's error keyed by field id: "One or more fields is invalid, please check your entries." */
export function formFieldsInvalid(fieldErrors: FieldErrors): AppError {
  return new AppError('invalid', 'FORM_FIELDS_INVALID', MESSAGES.fieldsInvalid, { fieldErrors });
}

/** 409: the site has as many forms as it may. */
export function tooManyForms(max: number): AppError {
  return new AppError(
    'conflict',
    'FORM_LIMIT_REACHED',
    `You can have at most ${max} forms. Delete one first.`,
  );
}
