import type { Money } from '@plinth/contracts';
import { currencyPrefix } from './currency-symbols';
import { fractionDigits } from './currencies';

/** An amount in minor units: cents, or yen for JPY. */
export type MinorUnits = number | bigint;

/**
 * Display goes through BigInt string math, never float division, so every digit is exact. Pass a bigint
 * past Number.MAX_SAFE_INTEGER (about 90 trillion dollars in cents): such a number is already inexact.
 * A fractional number is rounded to the nearest minor unit (float arithmetic upstream leaves 0.30000000000000004);
 * a non-finite one is a bug and throws a RangeError.
 */
function toBigInt(minor: MinorUnits): bigint {
  if (typeof minor === 'bigint') return minor;
  if (!Number.isFinite(minor)) throw new RangeError(`Money amount must be finite, got ${minor}`);
  return BigInt(Math.round(minor));
}

function splitDigits(minor: MinorUnits, currency: string) {
  const amount = toBigInt(minor);
  const negative = amount < 0n;
  const digits = fractionDigits(currency);
  const padded = (negative ? -amount : amount).toString().padStart(digits + 1, '0');
  const cut = padded.length - digits;
  return { negative, integer: padded.slice(0, cut), fraction: padded.slice(cut) };
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "68.00" for 6800 USD, "1200" for 1200 JPY, "-5.00" for -500: the decimal string of the Money contract. */
export function toDecimalString(minor: MinorUnits, currency: string): string {
  const { negative, integer, fraction } = splitDigits(minor, currency);
  return (negative ? '-' : '') + integer + (fraction ? `.${fraction}` : '');
}

/**
 * "$1,234.50", "¥1,200", "CHF 68.00" (non-breaking space), "-$5.00". Never throws for an unknown
 * currency code: it is written like CHF.
 */
export function formatMoney(minor: MinorUnits, currency: string): string {
  const { negative, integer, fraction } = splitDigits(minor, currency);
  const number = groupThousands(integer) + (fraction ? `.${fraction}` : '');
  return (negative ? '-' : '') + currencyPrefix(currency) + number;
}

export function toMoney(minor: MinorUnits, currency: string): Money {
  return { value: toDecimalString(minor, currency), currency };
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The inverse of toDecimalString: "68.00" USD gives 6800, "68.5" gives 6850, "1200" JPY gives 1200.
 * Null when the text is not a plain decimal, has more fraction digits than the currency allows, or is too
 * large to be an exact number.
 */
export function parseDecimalString(value: string, currency: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  const digits = fractionDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(`${sign}${integer}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor || 0 : null;
}

/** The Money contract back to minor units; null when the value is not a decimal string. */
export function fromMoney(money: Money): number | null {
  return parseDecimalString(money.value, money.currency);
}
