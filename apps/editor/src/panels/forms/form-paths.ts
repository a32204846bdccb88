import type { FormSubmission } from '@plinth/contracts';
import { EDITOR_BASE } from '../../router/router';

export const FORMS_PATH = `${EDITOR_BASE}/forms`;
export const formPath = (formId: string) => `${FORMS_PATH}/${encodeURIComponent(formId)}`;
export const submissionsPath = (formId: string) => `${formPath(formId)}/submissions`;

/** When a submission came, in the owner's locale. */
export const submittedAt = (submission: Pick<FormSubmission, 'createdAt'>) =>
  new Date(submission.createdAt).toLocaleString();
