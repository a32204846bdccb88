import {
  DEFAULT_SUBMISSION_MESSAGE,
  DEFAULT_SUBMIT_LABEL,
  FORM_FIELD_TYPE_LABELS,
  FORM_LIMITS,
  type FieldErrors,
  type FormDefinition,
  type FormField,
  type FormFieldType,
  type FormWrite,
} from '@plinth/contracts';
import { formWriteSchema } from '@plinth/contracts/schemas';
import { schemaErrors } from '../../state/use-editor-form';

/** What the builder edits: the whole form as it is written (formWriteSchema), without the version. */
export type FormDraft = Required<Omit<FormWrite, 'expectedVersion' | 'fields'>> & { fields: FormField[] };

export const MAX_LENGTH_PROBLEM = `Enter a whole number from 1 to ${FORM_LIMITS.textareaMaxLength}, or leave it empty for no limit.`;

export function draftOfDefinition(form: FormDefinition): FormDraft {
  return {
    name: form.name,
    fields: form.fields,
    submitLabel: form.submitLabel,
    parsedSubmissionMessage: form.parsedSubmissionMessage,
    submissionHTML: form.submissionHTML,
    successRedirect: form.successRedirect,
    parsedDisclaimerMessage: form.parsedDisclaimerMessage,
    captchaEnabled: form.captchaEnabled,
    captchaTheme: form.captchaTheme,
    captchaAlignment: form.captchaAlignment,
    notificationEmail: form.notificationEmail,
  };
}

/**
 * What a new form starts with (issue 24 §4), as a contact form needs them: Name (first and last),
 * Email and Message required, Subject optional. The owner renames, removes or adds from there.
 */
export function starterFields(): FormField[] {
  return [
    { id: 'name', type: 'name', title: 'Name', description: '', required: true },
    { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true },
    { id: 'subject', type: 'text', title: 'Subject', description: '', placeholder: '', required: false },
    {
      id: 'message',
      type: 'textarea',
      title: 'Message',
      description: '',
      placeholder: '',
      required: true,
      maxLength: null,
    },
  ];
}

/** A new form's body: the name and the starter fields, everything else the contract's defaults. */
export function newFormWrite(name: string): FormWrite {
  return {
    name,
    fields: starterFields(),
    submitLabel: DEFAULT_SUBMIT_LABEL,
    parsedSubmissionMessage: DEFAULT_SUBMISSION_MESSAGE,
  };
}

/** What the Title box suggests for a new field of each type, as "e.g. …". */
export const FIELD_TITLE_EXAMPLES: Readonly<Record<FormFieldType, string>> = {
  text: 'Company',
  textarea: 'Message',
  email: 'Email',
  number: 'Number of guests',
  website: 'Your website',
  currency: 'Budget',
  password: 'Password',
  twitter: 'Twitter handle',
  date: 'Preferred date',
  time: 'Preferred time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'About you',
  radio: 'Size',
  checkbox: 'Interests',
  select: 'Topic',
  likert: 'How did we do?',
  hidden: '',
};

/** An id no field of the form has yet, made from the type ("email-2"). */
export function freeFieldId(fields: readonly FormField[], type: FormFieldType): string {
  const taken = new Set(fields.map((field) => field.id));
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? type : `${type}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * A new field of a type with exactly that type's properties (seed 001 section 3) and a usable start.
 * Its title is empty: the owner types the label visitors see (the Title box suggests one), so a
 * type's name ("Text area") never reaches a visitor; saving without one says "Enter a title".
 */
export function newField(type: FormFieldType, fields: readonly FormField[]): FormField {
  const id = freeFieldId(fields, type);
  const base = { id, title: '', description: '' };
  switch (type) {
    case 'text':
    case 'email':
    case 'number':
    case 'website':
      return { ...base, type, placeholder: '', required: false };
    case 'textarea':
      return { ...base, type, placeholder: '', required: false, maxLength: null };
    case 'currency':
      return { ...base, type, currencySymbol: '$', required: false };
    case 'password':
    case 'twitter':
    case 'date':
    case 'time':
    case 'name':
    case 'address':
      return { ...base, type, required: false };
    case 'phone':
      return { ...base, type, showCountryCode: false, required: false };
    case 'section':
      return { ...base, type, underline: false };
    case 'radio':
    case 'checkbox':
    case 'select':
      return { ...base, type, options: ['Option 1', 'Option 2'], required: false };
    case 'likert':
      return { ...base, type, options: ['Statement 1'], required: false };
    case 'hidden':
      return { id, type, key: id, value: '' };
  }
}

/** A copy placed right after the field, with an id of its own and "(copy)" in its title. */
export function duplicateField(fields: readonly FormField[], index: number): FormField[] {
  const field = fields[index];
  if (!field) return [...fields];
  const id = freeFieldId(fields, field.type);
  const copy: FormField =
    field.type === 'hidden'
      ? { ...field, id, key: `${field.key}-copy` }
      : { ...field, id, title: `${field.title} (copy)` };
  return [...fields.slice(0, index + 1), copy, ...fields.slice(index + 1)];
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The name a field goes by in lists and announcements: its title, or the hidden field's key. */
export function fieldName(field: FormField): string {
  if (field.type === 'hidden') return field.key.trim() || field.id;
  return field.title.trim() || FORM_FIELD_TYPE_LABELS[field.type];
}

function badMaxLength(value: number | null): boolean {
  return value !== null && (!Number.isInteger(value) || value < 1 || value > FORM_LIMITS.textareaMaxLength);
}

/**
 * The draft's problems, keyed as the server keys them ("fields.3.options"): the contract's own
 * formWriteSchema, with one plainer message for a textarea's character limit.
 */
export function draftErrors(draft: FormDraft): FieldErrors {
  const errors = schemaErrors(formWriteSchema, draft);
  draft.fields.forEach((field, index) => {
    if (field.type === 'textarea' && badMaxLength(field.maxLength))
      errors[`fields.${index}.maxLength`] = MAX_LENGTH_PROBLEM;
  });
  return errors;
}

/** The messages about one field (its path prefix removed: "options", "options.1", "title"). */
export function errorsOfField(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `fields.${index}`;
  const found: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === prefix) found[''] = message;
    else if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] = message;
  }
  return found;
}
