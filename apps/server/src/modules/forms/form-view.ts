import { isValidEmail } from '@plinth/commerce';
import { linkUrlProblem, type FieldErrors, type FormDefinition, type PublicForm } from '@plinth/contracts';
import type { formWriteSchema } from '@plinth/contracts/schemas';
import type { z } from 'zod';
import { parseStoredJson } from '../../stored-json';
import { sanitizeDescription } from '../products';
import { formInvalid } from './errors';
import type { FormRow } from './queries';

/** What `forms.definition` holds: the PublicForm without id, name and version. */
export type StoredFormDefinition = Omit<PublicForm, 'id' | 'name' | 'version'>;

const EMPTY_DEFINITION: StoredFormDefinition = {
  fields: [],
  submitLabel: 'Submit',
  parsedSubmissionMessage: '',
  submissionHTML: '',
  successRedirect: '',
  parsedDisclaimerMessage: '',
  captchaEnabled: true,
  captchaTheme: 'light',
  captchaAlignment: 'left',
};

/** A stored form as visitors get it (the definition was checked and sanitised when it was saved). */
export function toPublicForm(row: Pick<FormRow, 'id' | 'name' | 'version' | 'definition'>): PublicForm {
  const definition = parseStoredJson<StoredFormDefinition>(row.definition, EMPTY_DEFINITION);
  return { ...EMPTY_DEFINITION, ...definition, id: row.id, name: row.name, version: row.version };
}

/** The owner's whole form. */
export function toFormDefinition(row: FormRow): FormDefinition {
  return {
    ...toPublicForm(row),
    notificationEmail: row.notification_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type FormWriteInput = z.output<typeof formWriteSchema>;

/** A form as it is stored: name, the sanitised definition and who hears of submissions. */
export interface PreparedForm {
  name: string;
  definition: StoredFormDefinition;
  notificationEmail: string;
}

/**
 * Checks what the schema cannot (the redirect and the notification address) and sanitises the three
 * HTML texts with the product description's sanitiser, so what is stored is safe to insert as it is.
 */
export function prepareForm(input: FormWriteInput): PreparedForm {
  const problems: FieldErrors = {};
  const redirect = input.successRedirect;
  if (redirect !== '') {
    const problem = linkUrlProblem(redirect);
    if (problem) problems.successRedirect = problem;
    else if (!redirect.startsWith('/') && !/^https?:/i.test(redirect)) {
      problems.successRedirect = 'must be a path on this site or an http(s) address';
    }
  }
  if (input.notificationEmail !== '' && !isValidEmail(input.notificationEmail)) {
    problems.notificationEmail = 'is not a valid email address';
  }
  if (Object.keys(problems).length > 0) throw formInvalid(problems);
  return {
    name: input.name,
    notificationEmail: input.notificationEmail,
    definition: {
      fields: input.fields,
      submitLabel: input.submitLabel,
      parsedSubmissionMessage: sanitizeDescription(input.parsedSubmissionMessage),
      submissionHTML: sanitizeDescription(input.submissionHTML),
      successRedirect: redirect,
      parsedDisclaimerMessage: sanitizeDescription(input.parsedDisclaimerMessage),
      captchaEnabled: input.captchaEnabled,
      captchaTheme: input.captchaTheme,
      captchaAlignment: input.captchaAlignment,
    },
  };
}
