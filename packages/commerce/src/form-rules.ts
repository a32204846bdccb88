import {
  FORM_EMAIL_EXAMPLE,
  FORM_LIMITS,
  FORM_REQUIRED_PARTS,
  FORM_VALUE_PARTS,
  LIKERT_VALUES,
  plainFieldName,
  type FormAnswer,
  type FormField,
  type FormValue,
  type FormValues,
} from '@plinth/contracts';
import { isValidEmail } from './email';
import { MESSAGES } from './messages';
import { FORM_TEXTS, formatFormText, likertLabel } from './form-texts';

/**
 * Site forms' rules (seed 000 sections 3 and 5), one implementation for the browser's form island and
 * the server: value shapes, validation with the spec's messages, and the answer summaries owners read.
 */

type ListType = keyof typeof FORM_VALUE_PARTS;
const LIST_TYPES = new Set<string>(Object.keys(FORM_VALUE_PARTS));
const isListType = (type: string): type is ListType => LIST_TYPES.has(type);

/** A textarea's limit as the seed reads it: an integer; negative or not a number means 0 (no counter). */
export function parseMaxLength(raw: unknown): number {
  const value =
    typeof raw === 'number'
      ? Math.trunc(raw)
      : typeof raw === 'string'
        ? Number.parseInt(raw, 10)
        : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The "N / max" counter's text. */
export function characterCount(text: string, max: number): string {
  return formatFormText('characterCount', { count: [...text].length, max });
}

/** A hidden field's value: its key's query-string value when present, otherwise its own value. */
export function hiddenFieldValue(field: { key: string; value: string }, search: string): string {
  const fromQuery = new URLSearchParams(search).get(field.key);
  return fromQuery ?? field.value;
}

/**
 * A phone field's list: [Country, Areacode, Prefix, Line]. Three parts (no country code input) get a
 * blank first part.
 */
export function phoneValue(parts: readonly string[]): string[] {
  return parts.length === 3 ? ['', ...parts] : [...parts];
}

/** Fields that carry a value (sections carry none). */
export function valueFields(fields: readonly FormField[]): Exclude<FormField, { type: 'section' }>[] {
  return fields.filter((field): field is Exclude<FormField, { type: 'section' }> => field.type !== 'section');
}

function isBlank(value: FormValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.keys(value).length === 0;
}

function missingRequiredPart(type: ListType, value: FormValue | undefined): boolean {
  if (!Array.isArray(value)) return true;
  const parts: readonly string[] = FORM_VALUE_PARTS[type];
  return FORM_REQUIRED_PARTS[type].some((part) => (value[parts.indexOf(part)] ?? '').trim() === '');
}

export type FormErrors = Record<string, string>;

export type FormValidation = { ok: true } | { ok: false; errors: FormErrors; message: string };

/**
 * The seed's checks, per field id: "Required" for an empty required field (for a list-valued field, any
 * of its needed parts; likert has no required check), the textarea's character limit, and the email
 * rule. Any error also gives "One or more fields is invalid, please check your entries." as `message`.
 */
export function validateFormValues(fields: readonly FormField[], values: FormValues): FormValidation {
  const errors: FormErrors = {};
  for (const field of valueFields(fields)) {
    if (field.type === 'hidden' || field.type === 'likert') continue;
    const value = values[field.id];
    if (field.required) {
      const empty = isListType(field.type) ? missingRequiredPart(field.type, value) : isBlank(value);
      if (empty) {
        errors[field.id] = MESSAGES.required;
        continue;
      }
    }
    if (field.type === 'textarea' && typeof value === 'string') {
      const max = parseMaxLength(field.maxLength);
      if (max > 0 && [...value].length > max) errors[field.id] = FORM_TEXTS.characterLimitExceeded;
    }
    if (field.type === 'email' && typeof value === 'string' && value.trim() !== '') {
      if (!isValidEmail(value.trim())) {
        errors[field.id] = formatFormText('emailNotValidFormat', { email: FORM_EMAIL_EXAMPLE });
      }
    }
  }
  return Object.keys(errors).length === 0
    ? { ok: true }
    : { ok: false, errors, message: MESSAGES.fieldsInvalid };
}

export type ParsedFormValues = { ok: true; values: FormValues } | { ok: false; message: string };

function answerMax(field: FormField): number {
  if (field.type === 'textarea') return FORM_LIMITS.textareaMax;
  if (field.type === 'hidden') return FORM_LIMITS.hiddenValueMax;
  return FORM_LIMITS.lineMax;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((part) => typeof part === 'string');

/** One field's value in its seed shape, or null when it has another shape or a value the field cannot have. */
function readValue(field: Exclude<FormField, { type: 'section' }>, raw: unknown): FormValue | null {
  const max = answerMax(field);
  if (isListType(field.type)) {
    if (!isStringList(raw)) return null;
    const list = field.type === 'phone' ? phoneValue(raw) : raw;
    if (list.length !== FORM_VALUE_PARTS[field.type].length) return null;
    return list.some((part) => part.length > max) ? null : list;
  }
  switch (field.type) {
    case 'checkbox': {
      if (!isStringList(raw) || raw.length > field.options.length) return null;
      if (raw.some((choice) => !field.options.includes(choice))) return null;
      return field.options.filter((option) => raw.includes(option));
    }
    case 'radio':
    case 'select':
      if (typeof raw !== 'string') return null;
      return raw === '' || field.options.includes(raw) ? raw : null;
    case 'likert': {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
      const answers: Record<string, string[]> = {};
      for (const [statement, chosen] of Object.entries(raw)) {
        if (!field.options.includes(statement) || !isStringList(chosen) || chosen.length > 1) return null;
        if (chosen.some((answer) => !(LIKERT_VALUES as readonly string[]).includes(answer))) return null;
        if (chosen.length === 1) answers[statement] = chosen;
      }
      return answers;
    }
    default:
      if (typeof raw !== 'string' || raw.length > max) return null;
      return raw;
  }
}

/**
 * The server's reading of a submission's `form` JSON string: every value in its field's shape, options
 * from the field's own list, bounded lengths. Ids the form does not have are dropped; a value of another
 * shape refuses the whole submission with "Could not parse the form fields, please check your entries."
 */
export function parseFormValues(fields: readonly FormField[], json: string): ParsedFormValues {
  const refused = { ok: false, message: FORM_TEXTS.formParseFailed } as const;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return refused;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refused;
  const record = raw as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of valueFields(fields)) {
    if (!Object.hasOwn(record, field.id)) continue;
    const value = readValue(field, record[field.id]);
    if (value === null) return refused;
    values[field.id] = value;
  }
  return { ok: true, values };
}

const joinFilled = (parts: readonly (string | undefined)[], separator: string): string =>
  parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(separator);

function summaryOf(field: Exclude<FormField, { type: 'section' }>, value: FormValue): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const [a, b, c, d, e, f] = value;
    switch (field.type) {
      case 'address':
        return joinFilled([a, b, c, joinFilled([d, e], ' '), f], ', ');
      case 'date':
        return joinFilled([a, b, c], '/');
      case 'name':
        return joinFilled([a, b], ' ');
      case 'time': {
        const clock = joinFilled([a, b, c], ':');
        return clock === '' ? '' : joinFilled([clock, d], ' ');
      }
      case 'phone': {
        const local = joinFilled([b ? `(${b.trim()})` : '', joinFilled([c, d], '-')], ' ');
        return joinFilled([a ? `+${a.trim().replace(/^\+/, '')}` : '', local], ' ');
      }
      default:
        return joinFilled(value, ', ');
    }
  }
  return Object.entries(value)
    .map(([statement, chosen]) => `${statement}: ${likertLabel(Number(chosen[0])) ?? FORM_TEXTS.noAnswer}`)
    .join('; ');
}

/**
 * Each field's answer as owners read it (seed 000 "Form answer field"): the raw value and a one-line
 * summary, "N/A" when missing. Text only: whoever shows it escapes it.
 */
export function answerSummaries(fields: readonly FormField[], values: FormValues): FormAnswer[] {
  return valueFields(fields).map((field) => {
    const value = values[field.id];
    const summary = value === undefined ? '' : summaryOf(field, value);
    return {
      fieldId: field.id,
      type: field.type,
      rawTitle: field.type === 'hidden' ? field.key : field.title,
      value: value ?? null,
      summary: summary === '' ? FORM_TEXTS.noAnswer : summary,
    };
  });
}

/**
 * The values of a form posted without JavaScript (input names: contracts' plainFieldName), in the same
 * shapes the island sends, for parseFormValues. Names the form does not have are ignored.
 */
export function valuesFromPlainForm(
  fields: readonly FormField[],
  entries: Iterable<readonly [string, string]>,
): FormValues {
  const posted = new Map<string, string[]>();
  for (const [name, value] of entries) {
    const list = posted.get(name);
    if (list) list.push(value);
    else posted.set(name, [value]);
  }
  const first = (name: string) => posted.get(name)?.[0] ?? '';
  const values: FormValues = {};
  for (const field of valueFields(fields)) {
    if (isListType(field.type)) {
      const parts = FORM_VALUE_PARTS[field.type].map((_, index) => first(plainFieldName(field.id, index)));
      if (parts.some((part) => part !== '')) values[field.id] = parts;
    } else if (field.type === 'checkbox') {
      const checked = posted.get(plainFieldName(field.id));
      if (checked) values[field.id] = checked;
    } else if (field.type === 'likert') {
      const answers: Record<string, string[]> = {};
      field.options.forEach((statement, index) => {
        const answer = first(plainFieldName(field.id, index));
        if (answer !== '') answers[statement] = [answer];
      });
      values[field.id] = answers;
    } else if (posted.has(plainFieldName(field.id))) {
      values[field.id] = first(plainFieldName(field.id));
    }
  }
  return values;
}
