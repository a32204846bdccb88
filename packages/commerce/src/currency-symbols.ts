/**
 * Symbols written before the amount, as CLDR en-US writes them. THB is the one deliberate departure:
 * CLDR en-US writes "THB 1.00", the product asks for "฿1.00".
 */
const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['USD', '$'],
  ['EUR', '€'],
  ['GBP', '£'],
  ['JPY', '¥'],
  ['CAD', 'CA$'],
  ['AUD', 'A$'],
  ['NZD', 'NZ$'],
  ['HKD', 'HK$'],
  ['MXN', 'MX$'],
  ['BRL', 'R$'],
  ['INR', '₹'],
  ['ILS', '₪'],
  ['PHP', '₱'],
  ['THB', '฿'],
]);

const NO_BREAK_SPACE = '\u00A0';

/** The symbol, or null for currencies written with their code. */
export function findCurrencySymbol(currency: string): string | null {
  return CURRENCY_SYMBOLS.get(currency) ?? null;
}

/**
 * What goes between the minus sign and the digits: the symbol, or for currencies without one the code
 * and a non-breaking space ("CHF 68.00"). Unknown codes are written the same way, so this never throws.
 */
export function currencyPrefix(currency: string): string {
  return findCurrencySymbol(currency) ?? currency + NO_BREAK_SPACE;
}
