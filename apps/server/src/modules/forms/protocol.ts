import { createHash, randomBytes } from 'node:crypto';
import { answerSummaries, parseFormValues, validateFormValues } from '@plinth/commerce';
import { CAPTCHA_ACTION, type FormContentSource, type FormValues, type PublicForm } from '@plinth/contracts';
import { newId, writeTransaction, type Executor } from '@plinth/db';
import { clientAddressKey } from '../../security/sign-in-limiter';
import type { Site } from '../sites';
import { formFieldsInvalid, formKeyInvalid, formNotFound, formParseFailed, formRateLimited } from './errors';
import { toPublicForm } from './form-view';
import { queueSubmissionNotice } from './notification';
import { findFormRow } from './queries';
import {
  countClientKeys,
  countClientSubmissions,
  countFormSubmissionsSince,
  deleteExpiredSubmissionKeys,
  findUsableSubmissionKey,
  insertSubmissionKey,
  insertSubmissionRow,
  spendSubmissionKey,
  type WindowCount,
} from './submission-store/queries';
import type { FormsApp } from './service';

/** A one-time key is good for an hour: long enough to fill in a long form. */
export const SUBMISSION_KEY_TTL_MS = 60 * 60 * 1000;
/** Keys one client may ask for per window, as a multiple of its submissions (a visitor may retry). */
const KEYS_PER_SUBMISSION = 4;

const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The client as the limits count it: the sha256 of its address key (an IPv6 /64 counts as one). */
export function clientKeyOf(ip: string): string {
  return sha256(clientAddressKey(ip));
}

/** The 429 when `used` has reached `max`; the wait runs until the oldest counted row leaves the window. */
function refuseOverLimit(used: WindowCount, max: number, windowMs: number, nowMs: number): void {
  if (used.count < max) return;
  const oldest = used.oldest ? Date.parse(used.oldest) : nowMs;
  throw formRateLimited(Math.ceil((oldest + windowMs - nowMs) / 1000));
}

/** The site's form, or 404 "This form has not been configured yet." */
export async function getPublicForm(db: Executor, site: Site, formId: string): Promise<PublicForm> {
  const row = await findFormRow(db, site.id, formId);
  if (!row) throw formNotFound();
  return toPublicForm(row);
}

/** POST /api/form/FormSubmissionKey: a random key, stored as its sha256 with an expiry; limited per client. */
export async function issueSubmissionKey(app: FormsApp, site: Site, ip: string): Promise<{ key: string }> {
  const nowMs = app.now();
  const clientKey = clientKeyOf(ip);
  const since = iso(nowMs - app.limits.windowMs);
  const issued = await countClientKeys(app.db.kysely, site.id, clientKey, since);
  refuseOverLimit(issued, app.limits.perClient * KEYS_PER_SUBMISSION, app.limits.windowMs, nowMs);
  const key = randomBytes(32).toString('base64url');
  await writeTransaction(app.db, async (trx) => {
    await deleteExpiredSubmissionKeys(trx, iso(nowMs));
    await insertSubmissionKey(trx, {
      key_hash: sha256(key),
      website_id: site.id,
      created_at: iso(nowMs),
      expires_at: iso(nowMs + SUBMISSION_KEY_TTL_MS),
      client_key: clientKey,
    });
  });
  return { key };
}

/** The values in their fields' shapes, checked; throws the 400s of the protocol. */
export function checkedValues(form: PublicForm, json: string): FormValues {
  const parsed = parseFormValues(form.fields, json);
  if (!parsed.ok) throw formParseFailed();
  const validation = validateFormValues(form.fields, parsed.values);
  if (!validation.ok) throw formFieldsInvalid(validation.errors);
  return parsed.values;
}

/** POST /api/rest/forms/validate/{formId}: the server's checks without storing anything. */
export async function validateSubmission(
  app: FormsApp,
  site: Site,
  formId: string,
  values: unknown,
): Promise<{ ok: true }> {
  const form = await getPublicForm(app.db.kysely, site, formId);
  checkedValues(form, JSON.stringify(values));
  return { ok: true };
}

export interface SubmissionInput {
  formId: string;
  /** The `form` JSON string of the protocol. */
  form: string;
  /** The one-time key (the protocol's); null for the no-JavaScript form, which has none. */
  key: string | null;
  captchaKey: string | undefined;
  pageTitle: string;
  pageId: string;
  contentSource: FormContentSource;
  pagePath: string;
  ip: string;
  /** The site's address as the visitor used it (the email's link to the editor). */
  origin: string;
}

export interface SubmissionDeps {
  /** The captcha module's check (throws its 400s or a 503). */
  verifyCaptcha(token: string | undefined): Promise<void>;
}

/**
 * A submission, in the protocol's order: the key (401), the form (404), the limits per client and per
 * form (429), the captcha of a captcha form, then the values (400). The key is spent in the
 * transaction that stores the submission and queues the owner's notification, so one key gives at most
 * one submission however many requests carry it.
 */
export async function saveSubmission(
  app: FormsApp,
  site: Site,
  input: SubmissionInput,
  deps: SubmissionDeps,
): Promise<{ id: string; form: PublicForm }> {
  const db = app.db.kysely;
  const nowMs = app.now();
  const now = iso(nowMs);
  const keyHash = input.key === null ? null : sha256(input.key);
  if (keyHash !== null && !(await findUsableSubmissionKey(db, site.id, keyHash, now))) throw formKeyInvalid();
  const form = await getPublicForm(db, site, input.formId);
  const clientKey = clientKeyOf(input.ip);
  const since = iso(nowMs - app.limits.windowMs);
  refuseOverLimit(
    await countClientSubmissions(db, site.id, clientKey, since),
    app.limits.perClient,
    app.limits.windowMs,
    nowMs,
  );
  refuseOverLimit(
    await countFormSubmissionsSince(db, form.id, since),
    app.limits.perForm,
    app.limits.windowMs,
    nowMs,
  );
  if (form.captchaEnabled) await deps.verifyCaptcha(input.captchaKey);
  const values = checkedValues(form, input.form);
  const answers = answerSummaries(form.fields, values);
  const id = newId();
  await writeTransaction(app.db, async (trx) => {
    if (keyHash !== null && !(await spendSubmissionKey(trx, site.id, keyHash, now))) throw formKeyInvalid();
    await insertSubmissionRow(trx, {
      id,
      website_id: site.id,
      form_id: form.id,
      form_version: form.version,
      answers: JSON.stringify(values),
      search_text: answers
        .filter((answer) => answer.value !== null)
        .map((answer) => answer.summary)
        .join('\n')
        .toLowerCase(),
      page_title: input.pageTitle,
      page_path: input.pagePath,
      page_id: input.pageId,
      content_source: input.contentSource,
      created_at: now,
      client_key: clientKey,
    });
    await queueSubmissionNotice(app, trx, site, {
      submissionId: id,
      form,
      answers,
      pageTitle: input.pageTitle,
      pagePath: input.pagePath,
      submittedAt: now,
      origin: input.origin,
    });
  });
  app.wakeJobs();
  return { id, form };
}

export const FORM_CAPTCHA_ACTION = CAPTCHA_ACTION.form;
