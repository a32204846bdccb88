import { PHONE_DIGITS } from '@plinth/contracts';

/**
 * A lenient phone check for checkout (issue 23 §5): digits, spaces, "+", "-" and brackets, holding
 * 7 to 20 digits. Carriers read the number as typed, so it is kept as typed, not reformatted.
 */
export function isValidPhone(phone: string): boolean {
  if (!/^[\d\s+\-()]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
