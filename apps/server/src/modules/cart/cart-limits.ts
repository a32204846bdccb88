import { ADD_TO_CART_ERROR, MESSAGES } from '@plinth/commerce';

/**
 * How big one cart may grow (security review L5). A line is one entry: a variant with its own form
 * answers. The total quantity bounds what one cart can claim; the form-answer bytes bound its storage
 * and the size of every cart answer (each line's answers are at most 10,000 characters already).
 */
export const MAX_CART_LINES = 100;
export const MAX_CART_QUANTITY = 99_999;
export const MAX_CART_FORM_BYTES = 100_000;

/** Anonymous carts nobody has changed for this long are deleted (the cart cookie lasts as long). */
export const CART_RETENTION_DAYS = 30;

const DIGITS = /^\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

export type WireQuantity = { ok: true; quantity: unknown } | { ok: false; code: string; message: string };

/**
 * The quantity as a request may send it: an integer, or a string of digits alone. Absent means 1 (the
 * browser's default). '1e3', ' 5', '' and '0x10' are not quantities: "Quantity must be a number.";
 * '-2' and '2.5' are numbers but not whole ones. The range (1 to 9999) is the add-to-cart rules' to
 * check, so the value passed on keeps the spec's order of messages.
 */
export function readWireQuantity(raw: unknown): WireQuantity {
  if (raw === undefined || raw === null) return { ok: true, quantity: undefined };
  if (typeof raw === 'number') return { ok: true, quantity: raw };
  if (typeof raw === 'string' && DIGITS.test(raw)) return { ok: true, quantity: Number(raw) };
  const message =
    typeof raw === 'string' && DECIMAL.test(raw) ? MESSAGES.quantityNotWhole : MESSAGES.quantityNotNumber;
  return { ok: false, code: ADD_TO_CART_ERROR.QUANTITY_INVALID, message };
}

/** Bytes of form answers a line stores. */
export function formBytes(additionalFields: string | null): number {
  return additionalFields === null ? 0 : Buffer.byteLength(additionalFields, 'utf8');
}
