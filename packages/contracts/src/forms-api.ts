import { z } from 'zod';
import {
  CAPTCHA_ALIGNMENTS,
  CAPTCHA_THEMES,
  DEFAULT_SUBMISSION_MESSAGE,
  DEFAULT_SUBMIT_LABEL,
  FORM_CONTENT_SOURCES,
  FORM_FIELD_TYPES,
  FORM_LIMITS as L,
  type FormField,
} from './form-fields';
import { CAPTCHA_TOKEN_MAX_LENGTH } from './captcha';

/**
 * Site forms' request and answer schemas (issue 11; paths in form-fields.ts, docs/forms.md). The owner
 * writes a form whole (PUT), the server keeps every version a submission answered.
 */

const id = z.string().min(1).max(64);
export const formIdParams = z.object({ formId: id }).strict();
export const formSubmissionParams = z.object({ formId: id, submissionId: id }).strict();

const fieldId = z
  .string()
  .min(1)
  .max(L.fieldIdMax)
  .regex(/^[A-Za-z0-9_-]+$/, 'may use letters, digits, "-" and "_" only');
const title = z.string().trim().min(1, 'Enter a title').max(L.titleMax);
const description = z.string().max(L.descriptionMax).default('');
const placeholder = z.string().max(L.placeholderMax).default('');
const required = z.boolean().default(false);
const options = z
  .array(z.string().trim().min(1, 'Enter the option').max(L.optionMax))
  .min(1, 'Add at least one option')
  .max(L.optionsMax)
  .refine((list) => new Set(list).size === list.length, 'Each option must be different');

const base = { id: fieldId, title, description };

export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.enum(['text', 'email', 'number', 'website']), placeholder, required }).strict(),
  z
    .object({
      ...base,
      type: z.literal('textarea'),
      placeholder,
      required,
      maxLength: z.number().int().min(1).max(L.textareaMaxLength).nullable().default(null),
    })
    .strict(),
  z
    .object({
      ...base,
      type: z.literal('currency'),
      currencySymbol: z.string().max(L.currencySymbolMax).default('$'),
      required,
    })
    .strict(),
  z
    .object({
      ...base,
      type: z.enum(['password', 'twitter', 'date', 'time', 'name', 'address']),
      required,
    })
    .strict(),
  z
    .object({ ...base, type: z.literal('phone'), showCountryCode: z.boolean().default(false), required })
    .strict(),
  z.object({ ...base, type: z.literal('section'), underline: z.boolean().default(false) }).strict(),
  z.object({ ...base, type: z.enum(['radio', 'checkbox', 'select']), options, required }).strict(),
  z.object({ ...base, type: z.literal('likert'), options, required }).strict(),
  z
    .object({
      id: fieldId,
      type: z.literal('hidden'),
      key: z.string().trim().min(1, 'Enter the query-string key').max(L.hiddenKeyMax),
      value: z.string().max(L.hiddenValueMax).default(''),
    })
    .strict(),
]);

// The schema's output is the contracts' FormField (checked here so the two never drift).
type SchemaField = z.output<typeof formFieldSchema>;
const sameShape: [SchemaField] extends [FormField]
  ? [FormField] extends [SchemaField]
    ? true
    : false
  : false = true;
void sameShape;

/** PUT /config/api/forms/:formId and POST /config/api/forms: the whole form as the owner edits it. */
export const formWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(L.nameMax),
    fields: z
      .array(formFieldSchema)
      .max(L.fieldsMax)
      .refine((list) => new Set(list.map((f) => f.id)).size === list.length, 'Each field needs its own id')
      .default([]),
    submitLabel: z.string().trim().min(1).max(L.submitLabelMax).default(DEFAULT_SUBMIT_LABEL),
    /** Sanitised by the server before it is stored; the answer carries the stored HTML. */
    parsedSubmissionMessage: z.string().max(L.htmlMax).default(DEFAULT_SUBMISSION_MESSAGE),
    submissionHTML: z.string().max(L.htmlMax).default(''),
    /** A path on the site ("/thanks") or an http(s) address; '' for none. */
    successRedirect: z.string().trim().max(L.successRedirectMax).default(''),
    parsedDisclaimerMessage: z.string().max(L.htmlMax).default(''),
    captchaEnabled: z.boolean().default(true),
    captchaTheme: z.enum(CAPTCHA_THEMES).default('light'),
    captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS).default('left'),
    notificationEmail: z.string().trim().max(L.notificationEmailMax).default(''),
    /** PUT only: the version the editor loaded; a stale one gets 409 FORM_VERSION_CONFLICT. */
    expectedVersion: z.number().int().min(1).optional(),
  })
  .strict();
export type FormWrite = z.input<typeof formWriteSchema>;

const publicFormShape = {
  id: z.string(),
  name: z.string(),
  version: z.number().int().min(1),
  fields: z.array(formFieldSchema),
  submitLabel: z.string(),
  parsedSubmissionMessage: z.string(),
  submissionHTML: z.string(),
  successRedirect: z.string(),
  parsedDisclaimerMessage: z.string(),
  captchaEnabled: z.boolean(),
  captchaTheme: z.enum(CAPTCHA_THEMES),
  captchaAlignment: z.enum(CAPTCHA_ALIGNMENTS),
};
export const publicFormSchema = z.object(publicFormShape);

export const formDefinitionSchema = z.object({
  ...publicFormShape,
  notificationEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const formSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  fieldCount: z.number().int(),
  submissionCount: z.number().int(),
  /** Where the form is used: block pages (by title) and products (additional fields), for the editor. */
  usedOn: z.array(z.object({ kind: z.enum(['page', 'product']), id: z.string(), title: z.string() })),
  updatedAt: z.string(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;
export const formListSchema = z.object({ forms: z.array(formSummarySchema) });
export type FormList = z.infer<typeof formListSchema>;

/** POST /api/form/FormSubmissionKey's answer (seed 000: `data.key`). */
export const formSubmissionKeyAnswerSchema = z.object({ key: z.string() });
export type FormSubmissionKeyAnswer = z.infer<typeof formSubmissionKeyAnswerSchema>;

/**
 * POST /api/form/SaveFormSubmission (seed 000 "Form submission"): `form` is the JSON string of the
 * values keyed by field id; formId names the form (the seed's list leaves it implicit).
 */
export const formSubmissionRequestSchema = z
  .object({
    key: z.string().min(1).max(200),
    formId: id,
    form: z.string().max(L.submissionJsonMax),
    captchaKey: z.string().max(CAPTCHA_TOKEN_MAX_LENGTH).optional(),
    pageTitle: z.string().max(L.pageTitleMax).default(''),
    pageId: z.string().max(64).default(''),
    contentSource: z.enum(FORM_CONTENT_SOURCES).default('i'),
    pagePath: z.string().max(L.pagePathMax).default(''),
    pagePermissionTypeValue: z.number().int().min(0).max(1000).default(1),
    /** The island's own check can be switched off per submission; the server's never is. */
    validate: z.boolean().optional(),
  })
  .strict();
export type FormSubmissionRequest = z.input<typeof formSubmissionRequestSchema>;

export const formSubmissionAnswerSchema = z.object({ ok: z.literal(true), submissionId: z.string() });
export type FormSubmissionAnswer = z.infer<typeof formSubmissionAnswerSchema>;

export const formValidateAnswerSchema = z.object({ ok: z.literal(true) });

const formValueSchema = z.union([z.string(), z.array(z.string()), z.record(z.string(), z.array(z.string()))]);
const formAnswerSchema = z.object({
  fieldId: z.string(),
  type: z.enum(FORM_FIELD_TYPES.filter((t) => t !== 'section') as [string, ...string[]]),
  rawTitle: z.string(),
  value: formValueSchema.nullable(),
  summary: z.string(),
});

export const formSubmissionsQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

export const formSubmissionSchema = z.object({
  id: z.string(),
  formId: z.string(),
  formVersion: z.number().int(),
  createdAt: z.string(),
  pageTitle: z.string(),
  pagePath: z.string(),
  answers: z.array(formAnswerSchema),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** GET .../submissions.csv: the submissions as one CSV document. */
export const formSubmissionsCsvSchema = z.string().describe('A CSV document (text/csv)');

export const formSubmissionListSchema = z.object({
  submissions: z.array(formSubmissionSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type FormSubmissionList = z.infer<typeof formSubmissionListSchema>;

/**
 * POST /api/census/form-render (seed 001's census event): a form was shown. Always 204; an unknown form
 * stores nothing (the answer does not tell).
 */
export const formRenderEventSchema = z
  .object({
    formId: id,
    /** The visitor's analytics cookie value, when the tracker has one. */
    visitorCookie: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]*$/)
      .default(''),
  })
  .strict();
export type FormRenderEvent = z.input<typeof formRenderEventSchema>;
