import { FORM_TEXTS, MESSAGES } from '@plinth/commerce';
import {
  FORM_API,
  readApiErrorBody,
  sendApiRequest,
  type FormContentSource,
  type FormValues,
} from '@plinth/contracts';
import { failureMessage } from '../api/api-request.client';

/** Where the form is, sent with each submission (seed 000 "Form submission"). */
export interface SiteFormPage {
  pageTitle: string;
  pageId: string;
  pagePath: string;
  contentSource: FormContentSource;
  pagePermissionTypeValue: number;
}

export interface SiteFormSubmission {
  formId: string;
  values: FormValues;
  page: SiteFormPage;
  crumb: string;
  /** The captcha's token, when the form has one. */
  captchaToken?: string;
  /**
   * False skips the server's separate validation call and tells the save to skip the island's check
   * (a caller that submits on purpose without it); the server's own check always runs.
   */
  validate?: boolean;
}

export type SiteFormOutcome =
  | { ok: true }
  /** `message` is shown with the form; `fieldErrors` (by field id) above each field's title. */
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Seed 000 section 8: the failure text of each status. A 400 with per-field errors shows them (and
 * "One or more fields is invalid…"), else the server's message, else the unknown error; a refused crumb
 * says the session expired, as every storefront write does.
 */
export function submissionFailure(status: number, body: unknown): Extract<SiteFormOutcome, { ok: false }> {
  const error = readApiErrorBody(body);
  const fail = (message: string, fieldErrors: Record<string, string> = {}) =>
    ({ ok: false, message, fieldErrors }) as const;
  if (status === 0) return fail(MESSAGES.checkConnection);
  if (status === 401) return fail(FORM_TEXTS.unableToSubmitForm);
  if (status === 403) return fail(failureMessage(status, body));
  if (status === 404) return fail(FORM_TEXTS.formNotConfigured);
  if (status === 429) return fail(FORM_TEXTS.formRateLimited);
  // The seed names 500; a 502-504 (a proxy, an outside dependency down) reads the same to a visitor.
  if (status >= 500) return fail(FORM_TEXTS.formServerError);
  if (status === 400) {
    const fieldErrors = error?.fieldErrors ?? {};
    if (Object.keys(fieldErrors).length > 0) return fail(MESSAGES.fieldsInvalid, fieldErrors);
    return fail(error?.message || MESSAGES.formUnknownError);
  }
  return fail(MESSAGES.formUnknownError);
}

function hasStringKey(body: unknown): body is { key: string } {
  return typeof body === 'object' && body !== null && typeof (body as { key?: unknown }).key === 'string';
}

/**
 * The submission protocol (seed 000 section 7): the server's validation of the values, a one-time key,
 * then the save. Never rejects: every failure is an outcome with the message to show.
 */
export async function submitSiteForm(submission: SiteFormSubmission): Promise<SiteFormOutcome> {
  const { formId, values, page, crumb, captchaToken } = submission;
  const validate = submission.validate ?? true;
  if (validate) {
    const checked = await sendApiRequest({
      method: 'POST',
      url: FORM_API.validate(formId),
      json: values,
      crumb,
    });
    if (!checked.ok) return submissionFailure(checked.status, checked.body);
  }
  const keyAnswer = await sendApiRequest({
    method: 'POST',
    url: FORM_API.submissionKey,
    crumb,
    credentials: 'include',
  });
  if (!keyAnswer.ok || !hasStringKey(keyAnswer.body)) return fail(FORM_TEXTS.formKeyFailed);
  const saved = await sendApiRequest({
    method: 'POST',
    url: FORM_API.save,
    crumb,
    credentials: 'include',
    json: {
      key: keyAnswer.body.key,
      formId,
      form: JSON.stringify(values),
      ...(captchaToken === undefined ? {} : { captchaKey: captchaToken }),
      ...page,
      ...(validate ? {} : { validate: false }),
    },
  });
  if (!saved.ok) return submissionFailure(saved.status, saved.body);
  const accepted =
    typeof saved.body === 'object' && saved.body !== null && (saved.body as { ok?: unknown }).ok === true;
  return accepted ? { ok: true } : fail(FORM_TEXTS.formProcessingError);
}

function fail(message: string): Extract<SiteFormOutcome, { ok: false }> {
  return { ok: false, message, fieldErrors: {} };
}
