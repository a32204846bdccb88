/** The 26 store currencies (seed 000 section 3). Order is the order shown in the owner's settings. */
export const SUPPORTED_CURRENCIES = [
  'USD',
  'CAD',
  'GBP',
  'AUD',
  'EUR',
  'CHF',
  'NOK',
  'SEK',
  'DKK',
  'NZD',
  'SGD',
  'HKD',
  'MXN',
  'CZK',
  'ILS',
  'MYR',
  'PHP',
  'PLN',
  'THB',
  'BRL',
  'ARS',
  'COP',
  'INR',
  'IDR',
  'ZAR',
  'JPY',
] as const;
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

/** A store that never chose a currency sells in US dollars. */
export const DEFAULT_CURRENCY = 'USD' satisfies CurrencyCode;

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_CURRENCIES);

/** Case-sensitive: currency codes travel upper-case everywhere in Plinth. */
export function isSupportedCurrency(code: string): code is CurrencyCode {
  return SUPPORTED.has(code);
}

/** Digits after the decimal point; 2 for every currency but JPY, including codes we do not know. */
export function fractionDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}
