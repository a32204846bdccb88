import { defineMessages, type MessageParams } from '@plinth/contracts';

/**
 * The texts of site forms, the captcha and the restock form (seed 000 sections 4, 5, 8 and 9, quoted
 * exactly; the restock form's own labels are Plinth's). Apart from MESSAGES because every text there
 * ships in the islands' shared JavaScript on every page, while these load only with a form, a captcha
 * or the restock form (packages/storefront/vite.config.ts keeps `form-*` files out of that chunk).
 */
export const FORM_TEXTS = {
  restockNotifyMe: 'Notify me when available',
  restockHeading: 'Get an email when this is back in stock',
  restockEmailLabel: 'Email address',
  restockSubmit: 'Submit',
  restockJoinMailingList: 'Also join our mailing list',
  characterCount: '{count} / {max}',
  characterLimitExceeded: 'You have exceeded the character limit.',
  emailNotValidFormat: 'Email is not valid. Email addresses should follow the format {email}.',
  unableToSubmitForm: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formServerError: 'Unable to send form. Please try again later.',
  formProcessingError: 'Error processing form submission. Please reload and try again.',
  formKeyFailed: 'Could not get a form submission key, please try again later.',
  formParseFailed: 'Could not parse the form fields, please check your entries.',
  formProblemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  formProblemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  noAnswer: 'N/A',
  likertStronglyDisagree: 'Strongly Disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly Agree',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  captchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  captchaSiteKeyMissing: 'Enterprise V3 ReCaptcha site key not found',
  captchaNotSetUp: 'ReCaptcha has not been set up!',
} as const;

export type FormTextId = keyof typeof FORM_TEXTS;

/** The text with each {name} filled. */
export const formatFormText: (id: FormTextId, params?: MessageParams) => string =
  defineMessages(FORM_TEXTS).format;

/** Likert scale labels for the answers -2 to 2, in order. */
export const LIKERT_LABELS = [
  FORM_TEXTS.likertStronglyDisagree,
  FORM_TEXTS.likertDisagree,
  FORM_TEXTS.likertNeutral,
  FORM_TEXTS.likertAgree,
  FORM_TEXTS.likertStronglyAgree,
] as const;

/** The label of a likert answer from -2 to 2; null for anything else. */
export function likertLabel(answer: number): string | null {
  return LIKERT_LABELS[answer + 2] ?? null;
}
