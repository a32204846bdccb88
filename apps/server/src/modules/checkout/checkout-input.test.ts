import { describe, expect, test } from 'vitest';
import { passesLuhn, readCheckoutForm } from './checkout-input';

const NOW = new Date('2025-06-15T00:00:00Z');
const complete = { complete: true, addressRequired: false, cardRequired: true, now: NOW };

describe('checkout form', () => {
  test('the Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  test('a card is good through its expiry month', () => {
    const card = (expiry: string) =>
      readCheckoutForm(
        { email: 'a@example.com', card: { number: '4242424242424242', expiry, securityCode: '123' } },
        complete,
      ).fieldErrors['card.expiry'];
    expect(card('06/25')).toBeUndefined();
    expect(card('05/25')).toBe('Your card has expired.');
    expect(card('13/30')).toBe('Enter the expiry date as MM/YY.');
    expect(card('06/2031')).toBeUndefined();
  });

  test('a quote reports wrong fields only; a country is upper-cased and gives the location', () => {
    const form = readCheckoutForm(
      { email: '', shippingAddress: { country: 'us', region: 'CA', city: 'Oakland' } },
      { complete: false, addressRequired: true, cardRequired: true, now: NOW },
    );
    expect(form.fieldErrors).toEqual({});
    expect(form.location).toEqual({ country: 'US', region: 'CA', city: 'Oakland', postalCode: '' });
    const bad = readCheckoutForm({ shippingAddress: { country: 'U1' } }, complete);
    expect(bad.fieldErrors['shippingAddress.country']).toBe(
      'Choose a country by its two-letter code, e.g. US.',
    );
    expect(bad.location).toBeNull();
  });

  test('address line 2 and phone are optional, trimmed, and a phone needs 7 to 20 digits', () => {
    const form = (shippingAddress: Record<string, string>) =>
      readCheckoutForm(
        { email: 'a@example.com', shippingAddress: { country: 'US', ...shippingAddress } },
        { complete: true, addressRequired: true, cardRequired: false, now: NOW },
      );
    const empty = form({ firstName: 'Ada', lastName: 'L', line1: '1 Road', city: 'Oakland' });
    expect(empty.fieldErrors).toEqual({});
    expect(empty.address).toMatchObject({ line2: '', phone: '' });
    const filled = form({ line2: ' Unit 2 ', phone: ' +1 (510) 555-0134 ' });
    expect(filled.address).toMatchObject({ line2: 'Unit 2', phone: '+1 (510) 555-0134' });
    expect(filled.fieldErrors['shippingAddress.phone']).toBeUndefined();
    expect(form({ phone: '555 12' }).fieldErrors['shippingAddress.phone']).toBe(
      'Enter a phone number of 7 to 20 digits, like +1 555 123 4567.',
    );
  });
});
