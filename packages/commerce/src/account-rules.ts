import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@plinth/contracts';
import { formatAccountMessage } from './account-messages';
import { isValidEmail } from './email';

/** Customer account limits, checked the same way by the account island and the server. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;
/** Customers' passwords follow the same limits as owners' (@plinth/contracts passwords.ts). */
export const ACCOUNT_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;
export const ACCOUNT_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;
export const LANGUAGE_TAG_MAX_LENGTH = 16;

export type SignUpField = 'name' | 'email' | 'password';
export type SignInField = 'email' | 'password';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormCheck<T, F extends string> =
  { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors<F> };

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

export interface SignInValues {
  email: string;
  password: string;
}

function checkEmail(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return formatAccountMessage('emailBlank');
  return isValidEmail(email) ? null : formatAccountMessage('emailInvalid');
}

function checkNewPassword(password: string): string | null {
  if (password.length < ACCOUNT_PASSWORD_MIN_LENGTH)
    return formatAccountMessage('passwordTooShort', { min: ACCOUNT_PASSWORD_MIN_LENGTH });
  if (password.length > ACCOUNT_PASSWORD_MAX_LENGTH)
    return formatAccountMessage('passwordTooLong', { max: ACCOUNT_PASSWORD_MAX_LENGTH });
  return null;
}

function checkName(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return formatAccountMessage('nameBlank');
  if (name.length > ACCOUNT_NAME_MAX_LENGTH)
    return formatAccountMessage('nameTooLong', { max: ACCOUNT_NAME_MAX_LENGTH });
  return null;
}

function collect<F extends string>(checks: [F, string | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

/** The create-account form: name and email trimmed; the password is kept exactly as typed. */
export function validateSignUp(input: SignUpValues): FormCheck<SignUpValues, SignUpField> {
  const fieldErrors = collect<SignUpField>([
    ['name', checkName(input.name)],
    ['email', checkEmail(input.email)],
    ['password', checkNewPassword(input.password)],
  ]);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    value: { name: input.name.trim(), email: input.email.trim(), password: input.password },
  };
}

/**
 * The sign-in form only asks for something that could be an account: a well-formed email and a
 * password. Whether they match is the server's answer, worded the same for both ways of being wrong.
 */
export function validateSignIn(input: SignInValues): FormCheck<SignInValues, SignInField> {
  const fieldErrors = collect<SignInField>([
    ['email', checkEmail(input.email)],
    ['password', input.password === '' ? formatAccountMessage('passwordBlank') : null],
  ]);
  if (input.password.length > ACCOUNT_PASSWORD_MAX_LENGTH)
    fieldErrors.password = formatAccountMessage('passwordTooLong', { max: ACCOUNT_PASSWORD_MAX_LENGTH });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { email: input.email.trim(), password: input.password } };
}

// A BCP 47 shape without the registry: a 2-3 letter language, then subtags of 1-8 letters or digits.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/** "en", "fr-CA", "zh-Hant-TW": at most 16 characters. */
export function isLanguageTag(value: string): boolean {
  return value.length <= LANGUAGE_TAG_MAX_LENGTH && LANGUAGE_TAG.test(value);
}
