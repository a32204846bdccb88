import { expect, test } from 'vitest';
import {
  installmentContextOf,
  installmentOffer,
  installmentProviderName,
  productInstallmentTotal,
} from './installments';
import { PRODUCT_TYPE } from './product-types';

const settings = { enabled: true, country: 'GB', minimumCents: 1000, maximumCents: 5000, numInstallments: 4 };

test('builds the per-item context from the owner settings and the shopper language', () => {
  expect(installmentContextOf(settings, 'en')).toEqual({
    afterPayAvailable: true,
    afterPayMin: 1000,
    afterPayMax: 5000,
    shopperLanguage: 'en',
    stripeAccountCountry: 'GB',
  });
  expect(installmentContextOf({ ...settings, enabled: false }, 'fr').afterPayAvailable).toBe(false);
});

test('names the provider as shoppers read it', () => {
  expect(installmentProviderName('clearpay')).toBe('Clearpay');
  expect(installmentProviderName('afterpay')).toBe('Afterpay');
});

test.each([
  [1250, '3', 3750],
  [1250, 2, 2500],
  [1250, '', 1250],
  [1250, '0', 1250],
  [1250, '1.5', 1250],
  [1250, 'abc', 1250],
  [1250, ' 4 ', 5000],
])('a product page offers installments on %i × %j = %i', (unit, quantity, total) => {
  expect(productInstallmentTotal(unit, quantity)).toBe(total);
});

test('the product page total crosses the minimum and the maximum as the quantity grows', () => {
  const offer = (quantity: string) =>
    installmentOffer({
      context: installmentContextOf(settings, 'en'),
      productTypes: [PRODUCT_TYPE.PHYSICAL],
      totalMinor: productInstallmentTotal(1000, quantity),
      currency: 'GBP',
    });
  expect(offer('1')).toMatchObject({
    kind: 'limit',
    provider: 'clearpay',
    text: 'available for orders over £10.00',
  });
  expect(offer('2')).toMatchObject({ kind: 'offered', text: '4 interest-free payments of £5.00' });
  expect(offer('5')).toMatchObject({
    kind: 'offered',
    oneLineText: 'or 4 interest-free payments of £12.50 with',
  });
  expect(offer('6')).toMatchObject({ kind: 'limit', text: 'available for orders up to £50.00' });
});
