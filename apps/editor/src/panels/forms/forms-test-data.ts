import type { FormDefinition, FormField, FormSubmission, FormSummary } from '@plinth/contracts';
import {
  formDefinitionSchema,
  formListSchema,
  formSubmissionListSchema,
  formSubmissionSchema,
} from '@plinth/contracts/schemas';

/** Test answers of the forms owner API, parsed with their contracts so a mock cannot drift. */
export function formDefinition(overrides: Partial<FormDefinition> = {}): FormDefinition {
  return formDefinitionSchema.parse({
    id: 'f1',
    name: 'Contact',
    version: 3,
    fields: [
      { id: 'name', type: 'name', title: 'Name', description: '', required: true },
      { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
      {
        id: 'message',
        type: 'textarea',
        title: 'Message',
        description: '',
        placeholder: '',
        required: false,
        maxLength: 500,
      },
    ] satisfies FormField[],
    submitLabel: 'Send',
    parsedSubmissionMessage: '<p>Thank you!</p>',
    submissionHTML: '',
    successRedirect: '',
    parsedDisclaimerMessage: '',
    captchaEnabled: true,
    captchaTheme: 'light',
    captchaAlignment: 'left',
    notificationEmail: '',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });
}

export function formSummary(overrides: Partial<FormSummary> = {}): FormSummary {
  return formListSchema.parse({
    forms: [
      {
        id: 'f1',
        name: 'Contact',
        version: 3,
        fieldCount: 3,
        submissionCount: 2,
        usedOn: [{ kind: 'page', id: 'p1', title: 'Contact us' }],
        updatedAt: '2026-03-02T10:00:00.000Z',
        ...overrides,
      },
    ],
  }).forms[0]!;
}

export function submission(
  id: string,
  answers: Partial<FormSubmission['answers'][number]>[] = [],
): FormSubmission {
  return formSubmissionSchema.parse({
    id,
    formId: 'f1',
    formVersion: 3,
    createdAt: '2026-03-03T09:30:00.000Z',
    pageTitle: 'Contact us',
    pagePath: '/contact',
    answers: answers.map((a, i) => ({
      fieldId: `q${i}`,
      type: 'text',
      rawTitle: `Question ${i}`,
      value: a.summary ?? '',
      summary: '',
      ...a,
    })),
  });
}

export function submissionList(submissions: FormSubmission[], total: number, nextCursor: string | null) {
  return formSubmissionListSchema.parse({ submissions, total, nextCursor });
}
