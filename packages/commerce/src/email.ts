import { MESSAGES } from './messages';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

// local@domain.tld: dot-separated atoms, hostname labels, a TLD of 2 to 4 letters (seed 000 section 5).
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,4}$`);

/** Checks the text as given; callers trim what the shopper typed first. */
export function isValidEmail(email: string): boolean {
  return email.length >= EMAIL_MIN_LENGTH && email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

export type EmailResult = { ok: true; email: string } | { ok: false; message: string };

/** The restock form's check: "Email cannot be blank", then "Email is invalid". Trims the input. */
export function validateRestockEmail(raw: string): EmailResult {
  const email = raw.trim();
  if (email === '') return { ok: false, message: MESSAGES.emailBlank };
  return isValidEmail(email) ? { ok: true, email } : { ok: false, message: MESSAGES.emailInvalid };
}

/** The form an email address is stored and compared in, for owner and customer accounts alike. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
