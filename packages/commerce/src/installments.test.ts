import { describe, expect, test } from 'vitest';
import type { InstallmentContext } from './installments';
import {
  findInstallmentLocale,
  installmentAmount,
  installmentOffer,
  installmentProvider,
} from './installments';

const context: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 100,
  afterPayMax: 200000,
  shopperLanguage: 'en-US',
  stripeAccountCountry: 'US',
};

describe('findInstallmentLocale', () => {
  test.each([
    ['US', 'en', 'en_US'],
    ['CA', 'fr-CA', 'fr_CA'],
    ['CA', 'en', 'en_CA'],
    ['CA', 'de', 'en_CA'],
    ['AU', 'en', 'en_AU'],
    ['NZ', 'en', 'en_NZ'],
    ['gb', 'en_GB', 'en_GB'],
    ['US', 'es', 'en_US'],
  ])('maps a %s store and a "%s" shopper to %s', (country, language, locale) => {
    expect(findInstallmentLocale(country, language)).toBe(locale);
  });

  test('offers no locale for other countries', () => {
    expect(findInstallmentLocale('DE', 'de')).toBeNull();
  });
});

test('calls the provider Clearpay in the UK and Afterpay elsewhere', () => {
  expect(installmentProvider('en_GB')).toBe('clearpay');
  expect(installmentProvider('fr_CA')).toBe('afterpay');
  expect(installmentProvider('en_US')).toBe('afterpay');
});

test('rounds each installment up to the cent', () => {
  expect(installmentAmount(5000)).toBe(1250);
  expect(installmentAmount(1001)).toBe(251);
  expect(installmentAmount(1001, 2)).toBe(501);
});

describe('installmentOffer', () => {
  const physicalCart = { context, productTypes: [1, 1] as const, currency: 'USD' };

  test('offers 4 interest-free payments for an all-physical cart within the limits', () => {
    expect(installmentOffer({ ...physicalCart, totalMinor: 5000 })).toEqual({
      kind: 'offered',
      provider: 'afterpay',
      locale: 'en_US',
      numInstallments: 4,
      installmentMinor: 1250,
      text: '4 interest-free payments of $12.50',
      oneLineText: 'or 4 interest-free payments of $12.50 with',
    });
  });

  test('includes a total equal to the maximum and excludes one equal to the minimum', () => {
    expect(installmentOffer({ ...physicalCart, totalMinor: 200000 }).kind).toBe('offered');
    expect(installmentOffer({ ...physicalCart, totalMinor: 100 })).toMatchObject({
      kind: 'limit',
      text: 'available for orders over $1.00',
    });
  });

  test('says "available for orders up to" the maximum when the total is above it', () => {
    expect(installmentOffer({ ...physicalCart, totalMinor: 200001 })).toMatchObject({
      kind: 'limit',
      text: 'available for orders up to $2,000.00',
    });
  });

  test('offers nothing for an empty cart, a non-physical item, another country or a store without it', () => {
    expect(installmentOffer({ ...physicalCart, productTypes: [], totalMinor: 5000 })).toEqual({
      kind: 'none',
    });
    expect(installmentOffer({ ...physicalCart, productTypes: [1, 2], totalMinor: 5000 })).toEqual({
      kind: 'none',
    });
    const german = { ...context, stripeAccountCountry: 'DE' };
    expect(installmentOffer({ ...physicalCart, context: german, totalMinor: 5000 })).toEqual({
      kind: 'none',
    });
    const off = { ...context, afterPayAvailable: false };
    expect(installmentOffer({ ...physicalCart, context: off, totalMinor: 5000 })).toEqual({ kind: 'none' });
  });

  test('speaks of Clearpay and pounds for a UK store', () => {
    const uk = { ...context, stripeAccountCountry: 'GB', shopperLanguage: 'en-GB' };
    expect(
      installmentOffer({ context: uk, productTypes: [1], totalMinor: 4000, currency: 'GBP' }),
    ).toMatchObject({
      provider: 'clearpay',
      text: '4 interest-free payments of £10.00',
    });
  });
});
