/**
 * The test card fields as the shopper types them (issue 23 §5): the number in groups of four, the
 * expiry as MM/YY. Formatting only: the server reads the same fields with or without it (it drops the
 * spaces and takes MM/YY or MM/YYYY), and without JavaScript nothing is reformatted.
 */

const MAX_CARD_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1229" → "12/29", "122029" → "12/2029" (what autofill may give), "1/29" → "01/29". The slash comes
 * only after the third digit, so deleting back over it never puts it back.
 */
export function formatCardExpiry(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (/^\s*\d\s*\//.test(raw)) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Where the caret goes in `formatted` to stay after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '') && ++seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}
