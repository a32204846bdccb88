import { formatCheckoutMessage, regionName } from '@plinth/commerce';
import type { OrderAddress, OrderView } from '@plinth/contracts';
import type { EmailSection } from './layout';

/**
 * What an order email shows beside the order view (issue 23 §5), looked up when the email is queued:
 * each line's image (absolute), the site's language (for the country's name, as the pages write it),
 * and how the order was paid.
 */
export interface OrderEmailExtras {
  /** Absolute image URLs by order line id; a line without an image is absent. */
  lineImages?: Record<string, string>;
  /** The site's language, e.g. "en"; English when absent (emails queued before it was kept). */
  language?: string;
  /** "Visa •••• 4242", "Gift card •••• QRST": one line per way the order was paid, when known. */
  paymentLines?: string[];
}

/** The shipping address, its country named as the order pages name it ("United States"). */
export function addressSections(order: OrderView, language = 'en'): EmailSection[] {
  if (!order.shippingAddress) return [];
  return [
    { title: formatCheckoutMessage('shippingAddress'), lines: addressLines(order.shippingAddress, language) },
  ];
}

function addressLines(address: OrderAddress, language: string): string[] {
  const place = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const name = `${address.firstName} ${address.lastName}`.trim();
  const country = address.country ? regionName(address.country, language) : '';
  return [name, address.line1, address.line2, place, country, address.phone].filter((line): line is string =>
    Boolean(line),
  );
}

/** The "Payment" section: how the order was paid, when anything of it is known. */
export function paymentSections(paymentLines: readonly string[] | undefined): EmailSection[] {
  if (!paymentLines || paymentLines.length === 0) return [];
  return [{ title: 'Payment', lines: [...paymentLines] }];
}

/** Card networks as they write their own names; an unknown brand is capitalised. */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** "Visa •••• 4242"; "Card •••• 4242" without a brand. */
export function cardPaymentLine(brand: string | null | undefined, last4: string): string {
  const key = (brand ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const name = key
    ? (CARD_BRAND_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' '))
    : 'Card';
  return `${name} •••• ${last4}`;
}

/** "Gift card •••• QRST": the code's last four, as the gift card admin and checkout show it. */
export function giftCardPaymentLine(code: string): string {
  return `Gift card •••• ${code.replace(/-/g, '').slice(-4).toUpperCase()}`;
}
