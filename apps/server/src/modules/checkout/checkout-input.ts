import { formatCheckoutMessage, isValidEmail, isValidPhone } from '@plinth/commerce';
import type {
  CardInput,
  CheckoutAddress,
  FieldErrors,
  OrderAddress,
  ShippingLocation,
} from '@plinth/contracts';
import type { CardDetails } from '../payments';

export interface CheckoutFormInput {
  email?: string | undefined;
  shippingAddress?: CheckoutAddress | undefined;
  card?: CardInput | undefined;
  paymentMethodId?: string | undefined;
}

export interface CheckoutFormRules {
  /** Placing the order: empty required fields are errors. A quote only reports what is wrong. */
  complete: boolean;
  /** A physical item is shipped to an address (not picked up). */
  addressRequired: boolean;
  /** There is something to pay. */
  cardRequired: boolean;
  /**
   * What pays: the card fields (default), or a provider's payment method made in the browser (Stripe,
   * decision 0033), when the card fields are neither checked nor kept.
   */
  cardInput?: 'card' | 'paymentMethod';
  now: Date;
}

export interface CheckoutForm {
  fieldErrors: FieldErrors;
  email: string;
  address: OrderAddress;
  /** For shipping and tax: set once a valid country is known. */
  location: ShippingLocation | null;
  card: CardDetails;
  paymentMethodId: string | undefined;
}

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
] as const;
/** Not every country has regions or postal codes; the second line and the phone are the shopper's choice. */
const OPTIONAL_ADDRESS_FIELDS = new Set(['line2', 'region', 'postalCode', 'phone']);

/**
 * Reads the checkout form: trims it, checks each field, and keys the messages by the field's path in
 * the request body ("email", "shippingAddress.city", "card.number") for showing beside the field.
 */
export function readCheckoutForm(input: CheckoutFormInput, rules: CheckoutFormRules): CheckoutForm {
  const errors: FieldErrors = {};
  const required = formatCheckoutMessage('required');

  const email = (input.email ?? '').trim();
  if (email === '') {
    if (rules.complete) errors.email = required;
  } else if (!isValidEmail(email)) {
    errors.email = formatCheckoutMessage('emailInvalid');
  }

  const raw = input.shippingAddress ?? {};
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, (raw[field] ?? '').trim()]),
  ) as Required<OrderAddress>;
  address.country = address.country.toUpperCase();
  if (address.phone !== '' && !isValidPhone(address.phone)) {
    errors['shippingAddress.phone'] = formatCheckoutMessage('phoneInvalid');
  }
  const countryValid = /^[A-Z]{2}$/.test(address.country);
  if (address.country !== '' && !countryValid) {
    errors['shippingAddress.country'] = formatCheckoutMessage('countryInvalid');
  }
  if (rules.complete && rules.addressRequired) {
    for (const field of ADDRESS_FIELDS) {
      if (address[field] === '' && !OPTIONAL_ADDRESS_FIELDS.has(field)) {
        errors[`shippingAddress.${field}`] = required;
      }
    }
  }

  const byPaymentMethod = rules.cardInput === 'paymentMethod';
  // With a payment method, raw card fields a form still posted are dropped here, never passed on.
  const card = byPaymentMethod
    ? { number: '', expiry: '', securityCode: '' }
    : {
        number: (input.card?.number ?? '').replace(/[\s-]/g, ''),
        expiry: (input.card?.expiry ?? '').replace(/\s/g, ''),
        securityCode: (input.card?.securityCode ?? '').trim(),
      };
  const paymentMethodId = byPaymentMethod ? input.paymentMethodId : undefined;
  if (rules.complete && rules.cardRequired) {
    if (!byPaymentMethod) Object.assign(errors, cardErrors(card, rules.now));
    else if (!paymentMethodId) errors['card.number'] = formatCheckoutMessage('cardDetailsRequired');
  }

  const location = countryValid
    ? { country: address.country, region: address.region, city: address.city, postalCode: address.postalCode }
    : null;
  return { fieldErrors: errors, email, address, location, card, paymentMethodId };
}

function cardErrors(card: CardDetails, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const required = formatCheckoutMessage('required');
  if (card.number === '') errors['card.number'] = required;
  else if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
    errors['card.number'] = formatCheckoutMessage('cardNumberInvalid');
  }
  const expiry = /^(\d{2})\/(\d{2}|\d{4})$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (card.expiry === '') errors['card.expiry'] = required;
  else if (!expiry || month < 1 || month > 12)
    errors['card.expiry'] = formatCheckoutMessage('cardExpiryInvalid');
  else {
    const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
    // A card is good through the last day of its expiry month.
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      errors['card.expiry'] = formatCheckoutMessage('cardExpired');
    }
  }
  if (card.securityCode === '') errors['card.securityCode'] = required;
  else if (!/^\d{3,4}$/.test(card.securityCode)) {
    errors['card.securityCode'] = formatCheckoutMessage('cardSecurityCodeInvalid');
  }
  return errors;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
