import {
  OWNER_FORMS_API,
  type FormDefinition,
  type FormList,
  type FormSubmission,
  type FormSubmissionList,
  type FormWrite,
} from '@plinth/contracts';
import {
  formDefinitionSchema,
  formListSchema,
  formSubmissionListSchema,
  formSubmissionSchema,
} from '@plinth/contracts/schemas';
import { EDITOR_MESSAGES } from '../messages';
import { ApiError } from './api-error';
import { checkedAnswer } from './checked-answer';
import { createOwnerError, ownerFetch, ownerHeaders, parseBody } from './owner-fetch';

/** The owner API of forms (contracts' OWNER_FORMS_API, forms-api.ts). */
const FORMS = OWNER_FORMS_API.forms;

/** The error code of a save made over an older version (the form changed since it was loaded). */
export const FORM_VERSION_CONFLICT = 'FORM_VERSION_CONFLICT';

export async function listForms(signal?: AbortSignal): Promise<FormList> {
  return checkedAnswer(formListSchema, await ownerFetch<unknown>(FORMS, { signal }), `GET ${FORMS}`);
}

export async function getForm(formId: string, signal?: AbortSignal): Promise<FormDefinition> {
  const answer = await ownerFetch<unknown>(OWNER_FORMS_API.form(formId), { signal });
  return checkedAnswer(formDefinitionSchema, answer, `GET ${FORMS}/{formId}`);
}

/** Rejects with an ApiError whose fieldErrors name the fields to fix ("fields.3.options"). */
export async function createForm(input: FormWrite): Promise<FormDefinition> {
  const answer = await ownerFetch<unknown>(FORMS, { method: 'POST', json: input });
  return checkedAnswer(formDefinitionSchema, answer, `POST ${FORMS}`);
}

/** `input.expectedVersion` is the version loaded: a newer one on the server answers 409 FORM_VERSION_CONFLICT. */
export async function updateForm(formId: string, input: FormWrite): Promise<FormDefinition> {
  const answer = await ownerFetch<unknown>(OWNER_FORMS_API.form(formId), { method: 'PUT', json: input });
  return checkedAnswer(formDefinitionSchema, answer, `PUT ${FORMS}/{formId}`);
}

/** The server refuses (409) a form still placed on a page or a product; its message says where. */
export async function deleteForm(formId: string): Promise<void> {
  await ownerFetch<null>(OWNER_FORMS_API.form(formId), { method: 'DELETE' });
}

export interface SubmissionQuery {
  q?: string;
  cursor?: string | null;
  limit?: number;
}

/** The query string of a submissions list or of its CSV ("" when there is nothing to ask). */
export function submissionsSearch({ q, cursor, limit }: SubmissionQuery): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function listSubmissions(
  formId: string,
  query: SubmissionQuery,
  signal?: AbortSignal,
): Promise<FormSubmissionList> {
  const answer = await ownerFetch<unknown>(
    `${OWNER_FORMS_API.submissions(formId)}${submissionsSearch(query)}`,
    { signal },
  );
  return checkedAnswer(formSubmissionListSchema, answer, `GET ${FORMS}/{formId}/submissions`);
}

export async function getSubmission(
  formId: string,
  submissionId: string,
  signal?: AbortSignal,
): Promise<FormSubmission> {
  const answer = await ownerFetch<unknown>(OWNER_FORMS_API.submission(formId, submissionId), { signal });
  return checkedAnswer(formSubmissionSchema, answer, `GET ${FORMS}/{formId}/submissions/{submissionId}`);
}

export async function deleteSubmission(formId: string, submissionId: string): Promise<void> {
  await ownerFetch<null>(OWNER_FORMS_API.submission(formId, submissionId), { method: 'DELETE' });
}

/** The CSV export's address with the list's search, for the Export CSV link. */
export function submissionsCsvUrl(formId: string, q: string): string {
  return `${OWNER_FORMS_API.submissionsCsv(formId)}${submissionsSearch({ q })}`;
}

/**
 * The CSV as a file, read with the editor's headers (X-Website-Id names the chosen site, which a plain
 * link cannot send: the server would fall back to the Host's site).
 */
export async function fetchSubmissionsCsv(formId: string, q: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(submissionsCsvUrl(formId, q), {
      credentials: 'include',
      headers: { ...ownerHeaders('GET'), Accept: 'text/csv' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', EDITOR_MESSAGES.networkError);
  }
  if (!response.ok) throw createOwnerError(response.status, parseBody(await response.text()));
  return response.blob();
}
