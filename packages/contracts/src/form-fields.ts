/**
 * Site forms (issue 11, seed 000 sections 2, 3, 5 and 8; seed 001 section 3): the field model, the value
 * shapes a submission carries, the protocol's paths and the limits. Zod-free: the storefront's form
 * island reads these; the schemas that check them at the server are in forms-api.ts.
 */

/** Every field type of both seeds, in the order the editor's "Add field" menu lists them. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The label the editor shows for each field type. */
export const FORM_FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  website: 'Website',
  currency: 'Currency',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Likert scale',
  hidden: 'Hidden',
};

export const FORM_LIMITS = {
  nameMax: 100,
  fieldsMax: 60,
  fieldIdMax: 40,
  titleMax: 200,
  descriptionMax: 1000,
  placeholderMax: 200,
  optionsMax: 50,
  optionMax: 200,
  /** A textarea's maxLength, when set: 1 to this. */
  textareaMaxLength: 10_000,
  /** An answer without its own maxLength: single-line fields, then textareas. */
  lineMax: 500,
  textareaMax: 10_000,
  currencySymbolMax: 8,
  hiddenKeyMax: 100,
  hiddenValueMax: 500,
  /** parsedSubmissionMessage, submissionHTML and parsedDisclaimerMessage, as stored (sanitised HTML). */
  htmlMax: 20_000,
  successRedirectMax: 2083,
  submitLabelMax: 60,
  notificationEmailMax: 256,
  /** The body of a submission: the `form` JSON string. */
  submissionJsonMax: 100_000,
  pageTitleMax: 300,
  pagePathMax: 2000,
} as const;

/** Seed 001 section 3: which properties each field type can edit. */
interface FieldBase {
  /** Stable within its form; the key of its value in a submission and of its error in an answer. */
  id: string;
  title: string;
  description: string;
}
export interface TextLikeField extends FieldBase {
  type: 'text' | 'email' | 'number' | 'website';
  placeholder: string;
  required: boolean;
}
export interface TextareaField extends FieldBase {
  type: 'textarea';
  placeholder: string;
  required: boolean;
  /** The character limit with its "N / max" counter; null for none. */
  maxLength: number | null;
}
export interface CurrencyField extends FieldBase {
  type: 'currency';
  currencySymbol: string;
  required: boolean;
}
export interface PlainField extends FieldBase {
  type: 'password' | 'twitter' | 'date' | 'time' | 'name' | 'address';
  required: boolean;
}
export interface PhoneField extends FieldBase {
  type: 'phone';
  showCountryCode: boolean;
  required: boolean;
}
export interface SectionField extends FieldBase {
  type: 'section';
  underline: boolean;
}
export interface OptionsField extends FieldBase {
  type: 'radio' | 'checkbox' | 'select';
  options: string[];
  required: boolean;
}
export interface LikertField extends FieldBase {
  type: 'likert';
  /** The statements; each is answered on the scale -2 to 2. */
  options: string[];
  required: boolean;
}
export interface HiddenField {
  id: string;
  type: 'hidden';
  /** The query-string parameter that fills it, when present. */
  key: string;
  value: string;
}
export type FormField =
  | TextLikeField
  | TextareaField
  | CurrencyField
  | PlainField
  | PhoneField
  | SectionField
  | OptionsField
  | LikertField
  | HiddenField;

export const CAPTCHA_THEMES = ['light', 'dark'] as const;
export type CaptchaTheme = (typeof CAPTCHA_THEMES)[number];
export const CAPTCHA_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type CaptchaAlignment = (typeof CAPTCHA_ALIGNMENTS)[number];

/**
 * A form as visitors get it (seed 000's Form entity): what the island renders and the server checks a
 * submission against. The HTML fields are stored sanitised (safe to insert as they are).
 */
export interface PublicForm {
  id: string;
  name: string;
  /** The stored definition's version; a submission is kept with the version it answered. */
  version: number;
  fields: FormField[];
  submitLabel: string;
  /** Shown in place of the form after a successful submission (sanitised HTML). */
  parsedSubmissionMessage: string;
  /** Extra HTML shown after a successful submission (sanitised: scripts never run). */
  submissionHTML: string;
  /** Where the visitor goes after submitting; '' keeps them on the page with the message. */
  successRedirect: string;
  /** Small print under the form (sanitised HTML). */
  parsedDisclaimerMessage: string;
  captchaEnabled: boolean;
  captchaTheme: CaptchaTheme;
  captchaAlignment: CaptchaAlignment;
}

/** The owner's whole form: the public part plus who is told of each submission. */
export interface FormDefinition extends PublicForm {
  /** Where the notification email goes; '' sends it to the site's Administrators. */
  notificationEmail: string;
  createdAt: string;
  updatedAt: string;
}

export const DEFAULT_SUBMIT_LABEL = 'Submit';
export const DEFAULT_SUBMISSION_MESSAGE = '<p>Thank you!</p>';

/**
 * Value shapes (seed 000 section 3), keyed by field id in the `form` JSON string:
 * - text, textarea, email, number, website, currency, password, twitter, select, radio: a string
 *   (radio's is the checked option, '' when none);
 * - address: [Line1, Line2, City, State, Zip, Country];
 * - date: [Month, Day, Year];
 * - name: [First, Last];
 * - time: [Hour, Minute, Second, Ampm];
 * - phone: [Country, Areacode, Prefix, Line]; a field without the country code has three inputs and its
 *   list gets a blank first part, so the list always has four;
 * - checkbox: the checked options, in option order;
 * - likert: { statement: [answer] } with the answer "-2" to "2" (a statement not answered is left out);
 * - hidden: the query-string value of its key when present, otherwise its own value;
 * - section: no value.
 */
export type FormValue = string | string[] | Record<string, string[]>;
export type FormValues = Record<string, FormValue>;

/** The parts of each list-valued type, in order (answer summaries name them). */
export const FORM_VALUE_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
} as const;

/** The parts a required list-valued field needs filled; the others may stay blank. */
export const FORM_REQUIRED_PARTS = {
  address: ['Line1', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  time: ['Hour', 'Minute'],
  phone: ['Areacode', 'Prefix', 'Line'],
} as const;

/** Likert answers, as sent: -2 (Strongly Disagree) to 2 (Strongly Agree). */
export const LIKERT_VALUES = ['-2', '-1', '0', '1', '2'] as const;

export const AMPM_VALUES = ['AM', 'PM'] as const;

/** The example in "Email addresses should follow the format {email}." */
export const FORM_EMAIL_EXAMPLE = 'user@domain.com';

/** contentSource of a submission: the page is an item ('i') or a collection ('c'). */
export const FORM_CONTENT_SOURCES = ['i', 'c'] as const;
export type FormContentSource = (typeof FORM_CONTENT_SOURCES)[number];

/** The submission protocol (seed 000 section 7). */
export const FORM_API = {
  /** POST {values keyed by field id} -> 200 {ok: true} | 400 fieldErrors keyed by field id. */
  validate: (formId: string) => `/api/rest/forms/validate/${encodeURIComponent(formId)}`,
  validatePattern: '/api/rest/forms/validate/:formId',
  /** POST (empty body) -> {key}: a one-time key for one submission. */
  submissionKey: '/api/form/FormSubmissionKey',
  /** POST FormSubmissionRequest -> {ok: true, submissionId}. */
  save: '/api/form/SaveFormSubmission',
  /** POST application/x-www-form-urlencoded: the same form without JavaScript (Plinth's own). */
  plainSubmit: (formId: string) => `/forms/${encodeURIComponent(formId)}/submit`,
  plainSubmitPattern: '/forms/:formId/submit',
  /** POST {formId, visitorCookie} -> 204: the census form-render event (seed 001), for analytics. */
  censusFormRender: '/api/census/form-render',
} as const;

/**
 * The owner API of forms (Plinth's own paths, /config/api/forms): list, create, read, update, delete;
 * submissions list, read, delete and CSV export.
 */
export const OWNER_FORMS_API = {
  forms: '/config/api/forms',
  form: (formId: string) => `/config/api/forms/${encodeURIComponent(formId)}`,
  submissions: (formId: string) => `/config/api/forms/${encodeURIComponent(formId)}/submissions`,
  submission: (formId: string, submissionId: string) =>
    `/config/api/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`,
  /** GET text/csv: every submission of the form (filtered by ?q= like the list). */
  submissionsCsv: (formId: string) => `/config/api/forms/${encodeURIComponent(formId)}/submissions.csv`,
} as const;

/**
 * One answer of a stored submission as the owner sees it (seed 000 "Form answer field"): the field's type
 * and title then, and its value; `summary` is the value as one line of text (formatted, "N/A" when
 * missing). Stored text is never HTML: every consumer escapes it.
 */
export interface FormAnswer {
  fieldId: string;
  type: Exclude<FormFieldType, 'section'>;
  rawTitle: string;
  value: FormValue | null;
  summary: string;
}

/**
 * Input names of the form without JavaScript (a plain POST to FORM_API.plainSubmit, urlencoded):
 * `field:<id>` for one value (text and the like, radio, select; checkbox repeats it once per checked
 * option, hidden carries its own value), `field:<id>:<n>` for part n of a list-valued field (address,
 * date, name, time, phone: n as in FORM_VALUE_PARTS, so a phone without its country code sends 1 to 3)
 * and for likert statement n (value "-2" to "2"). The page fields keep their protocol names.
 */
export function plainFieldName(fieldId: string, part?: number): string {
  return part === undefined ? `field:${fieldId}` : `field:${fieldId}:${part}`;
}
export const PLAIN_FORM_PAGE_FIELDS = ['pageTitle', 'pageId', 'pagePath', 'contentSource'] as const;
