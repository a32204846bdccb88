/**
 * A price as a spreadsheet writes it, in minor units: "12", "12.5", "1234.50" and "1,234.50"
 * (thousands commas) are read; "abc", "1.234,50", "-3" and "12.345" (more decimals than the currency
 * has, not all zeros) are not (null).
 */
export function parsePriceText(text: string, fractionDigits: number): number | null {
  const compact = text.trim();
  const plain = /^\d+(?:\.\d+)?$/.test(compact);
  const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(compact);
  if (!plain && !grouped) return null;
  const [whole = '', fraction = ''] = compact.replace(/,/g, '').split('.');
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (/[^0]/.test(fraction.slice(fractionDigits))) return null;
  const cents = Number(`${whole}${kept}`);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Minor units back to the text Shopify writes: "1234.50" (no thousands separator), "1200" for JPY. */
export function formatPriceText(cents: number, fractionDigits: number): string {
  if (fractionDigits === 0) return String(cents);
  const text = String(cents).padStart(fractionDigits + 1, '0');
  return `${text.slice(0, -fractionDigits)}.${text.slice(-fractionDigits)}`;
}
