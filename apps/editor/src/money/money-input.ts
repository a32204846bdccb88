import { fractionDigits, parseDecimalString, toDecimalString } from '@plinth/commerce';
import { editorMessage } from '../messages';

export type MoneyParse = { ok: true; cents: number } | { ok: false; message: string };

/** What an input shows for an amount in minor units: "12.50" for 1250 USD, "1200" for 1200 JPY. */
export function centsToInput(cents: number, currency: string): string {
  return toDecimalString(cents, currency);
}

/** "12.50" in dollars, "1200" in yen: the example in the error message. */
export function moneyExample(currency: string): string {
  return fractionDigits(currency) === 0 ? '1200' : '12.50';
}

/**
 * Reads a price typed in major units into minor units with the currency's fraction digits (two, or none
 * for JPY): "12.5" is 1250 cents, "1,234" is 123400, "1200" yen is 1200. Spaces and thousands commas are
 * ignored; a negative amount, letters or more decimals than the currency has are refused.
 */
export function parseMoneyInput(text: string, currency: string): MoneyParse {
  let plain = text.replace(/[\s,]/g, '');
  if (plain.startsWith('.')) plain = `0${plain}`;
  if (plain.endsWith('.')) plain = plain.slice(0, -1);
  const cents = plain.startsWith('-') ? null : parseDecimalString(plain, currency);
  if (cents === null)
    return { ok: false, message: editorMessage('invalidPrice', { example: moneyExample(currency) }) };
  return { ok: true, cents };
}
