import { PRODUCT_TYPE } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { priceCart, type PricingInput, type PricingLine } from './checkout-pricing';
import type { CouponConfig } from './coupon-rules';
import { divideRoundHalfUp, includedTax, percentOf, splitByWeight } from './rounding';
import type { ShippingOptionConfig } from './shipping-rates';
import type { TaxRuleConfig } from './tax-rules';

const NOW = '2025-06-01T12:00:00.000Z';
const US_CA = { country: 'US', region: 'CA', city: 'Oakland', postalCode: '94607' };

const shirt = (quantity = 1): PricingLine => ({
  productType: PRODUCT_TYPE.PHYSICAL,
  quantity,
  unitPriceCents: 6800,
  weightGrams: 300,
});
const guide: PricingLine = {
  productType: PRODUCT_TYPE.DIGITAL,
  quantity: 1,
  unitPriceCents: 1200,
  weightGrams: 0,
};

const option = (o: Partial<ShippingOptionConfig> & Pick<ShippingOptionConfig, 'id' | 'kind'>) => ({
  name: o.id,
  amountCents: 0,
  freeOverCents: null,
  rates: [],
  countries: [],
  ...o,
});

const coupon = (c: Partial<CouponConfig> & Pick<CouponConfig, 'code'>): CouponConfig => ({
  amountOffCents: 0,
  percentOff: 0,
  freeShipping: false,
  minimumSubtotalCents: 0,
  expiresAt: null,
  usageLimit: null,
  timesUsed: 0,
  ...c,
});

const rule = (r: Partial<TaxRuleConfig> & Pick<TaxRuleConfig, 'id' | 'rateBasisPoints'>) => ({
  name: r.id,
  country: 'US',
  region: null,
  appliesToShipping: false,
  ...r,
});

function price(overrides: Partial<PricingInput>) {
  return priceCart({
    currency: 'USD',
    lines: [shirt()],
    location: US_CA,
    shippingOptions: [option({ id: 'standard', kind: 'flat', amountCents: 500 })],
    selectedShippingOptionId: null,
    couponCodes: [],
    coupons: [],
    taxRules: [],
    pricesIncludeTax: false,
    minimumSubtotalCents: 0,
    now: NOW,
    ...overrides,
  });
}

describe('rounding', () => {
  test('halves round up, everything else to the nearest minor unit', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(percentOf(1999, 825)).toBe(165); // 164.9175
    expect(percentOf(200, 825)).toBe(17); // 16.5
    expect(includedTax(1000, 2000)).toBe(167); // net 833.33 -> 833
  });

  test('a split always adds up to the total', () => {
    expect(splitByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByWeight(167, [1000, 0])).toEqual([167, 0]);
  });
});

describe('priceCart', () => {
  test('adds shipping to the subtotal: $68.00 + $5.00 flat', () => {
    const cart = price({});
    expect(cart).toMatchObject({
      subtotalCents: 6800,
      discountCents: 0,
      shippingCostCents: 500,
      taxCents: 0,
      grandTotalCents: 7300,
      totalQuantity: 1,
      requiresShipping: true,
      hasDigital: false,
      purelyDigital: false,
    });
    expect(cart.selectedShippingOption).toMatchObject({ id: 'standard', costCents: 500 });
  });

  test('a purely digital cart has no shipping options and no shipping cost', () => {
    const cart = price({ lines: [guide] });
    expect(cart).toMatchObject({
      shippingOptions: [],
      selectedShippingOption: null,
      shippingCostCents: 0,
      grandTotalCents: 1200,
      requiresShipping: false,
      hasDigital: true,
      purelyDigital: true,
    });
  });

  test('shipping by weight picks the tier of the physical lines only; beyond the last tier it is not offered', () => {
    const byWeight = option({
      id: 'weight',
      kind: 'weight',
      rates: [
        { upTo: 500, cents: 400 },
        { upTo: 2000, cents: 900 },
      ],
    });
    expect(price({ lines: [shirt(1), guide], shippingOptions: [byWeight] }).shippingCostCents).toBe(400);
    expect(price({ lines: [shirt(2)], shippingOptions: [byWeight] }).shippingCostCents).toBe(900);
    expect(price({ lines: [shirt(7)], shippingOptions: [byWeight] }).shippingOptions).toEqual([]);
  });

  test('shipping by subtotal and free over an amount', () => {
    const bySubtotal = option({
      id: 'subtotal',
      kind: 'subtotal',
      rates: [
        { upTo: 5000, cents: 700 },
        { upTo: null, cents: 300 },
      ],
    });
    const freeOver = option({ id: 'free', kind: 'free_over', amountCents: 800, freeOverCents: 10000 });
    expect(price({ shippingOptions: [bySubtotal] }).shippingCostCents).toBe(300);
    expect(price({ shippingOptions: [freeOver] }).shippingCostCents).toBe(800);
    expect(price({ lines: [shirt(2)], shippingOptions: [freeOver] }).shippingCostCents).toBe(0);
  });

  test('pick-up costs nothing and needs no address; a chosen option wins over the first', () => {
    const options = [
      option({ id: 'standard', kind: 'flat', amountCents: 500 }),
      option({ id: 'pickup', kind: 'pickup' }),
    ];
    const cart = price({ shippingOptions: options, selectedShippingOptionId: 'pickup' });
    expect(cart.selectedShippingOption).toMatchObject({ id: 'pickup', costCents: 0, requiresAddress: false });
    expect(cart.grandTotalCents).toBe(6800);
    expect(
      price({ shippingOptions: options, selectedShippingOptionId: 'nope' }).selectedShippingOption?.id,
    ).toBe('standard');
  });

  test('options limited to countries are offered only there', () => {
    const options = [
      option({ id: 'domestic', kind: 'flat', amountCents: 500, countries: ['US'] }),
      option({ id: 'world', kind: 'flat', amountCents: 2500, countries: ['GB', 'FR'] }),
    ];
    expect(price({ shippingOptions: options }).shippingOptions.map((o) => o.id)).toEqual(['domestic']);
    const gb = { ...US_CA, country: 'GB', region: '' };
    expect(price({ shippingOptions: options, location: gb }).shippingOptions.map((o) => o.id)).toEqual([
      'world',
    ]);
    expect(price({ shippingOptions: options, location: null }).shippingOptions).toHaveLength(2);
  });

  test('an amount-off coupon, a percent-off coupon, and never more than the subtotal', () => {
    const coupons = [
      coupon({ code: 'TENOFF', amountOffCents: 1000 }),
      coupon({ code: 'HALF', percentOff: 50 }),
      coupon({ code: 'HUGE', amountOffCents: 1_000_000 }),
    ];
    expect(price({ coupons, couponCodes: [' tenoff '] })).toMatchObject({
      coupons: ['TENOFF'],
      discountCents: 1000,
      grandTotalCents: 6300,
      validCoupons: [{ code: 'TENOFF', discountCents: 1000, freeShipping: false }],
    });
    expect(price({ coupons, couponCodes: ['HALF'] }).discountCents).toBe(3400);
    const both = price({ coupons, couponCodes: ['HUGE', 'HALF'] });
    expect(both.discountCents).toBe(6800);
    expect(both.validCoupons.map((c) => c.discountCents)).toEqual([6800, 0]);
    expect(both.grandTotalCents).toBe(500);
  });

  test('a free-shipping coupon zeroes the shipping cost', () => {
    const cart = price({
      coupons: [coupon({ code: 'SHIPFREE', freeShipping: true })],
      couponCodes: ['shipfree'],
    });
    expect(cart).toMatchObject({ shippingCostCents: 0, grandTotalCents: 6800 });
    expect(cart.selectedShippingOption?.costCents).toBe(500);
  });

  test('invalid coupons say why: unknown, expired, used up, below the minimum', () => {
    const coupons = [
      coupon({ code: 'OLD', amountOffCents: 100, expiresAt: '2025-05-31T00:00:00.000Z' }),
      coupon({ code: 'GONE', amountOffCents: 100, usageLimit: 10, timesUsed: 10 }),
      coupon({ code: 'BIG', amountOffCents: 100, minimumSubtotalCents: 10000 }),
    ];
    const cart = price({ coupons, couponCodes: ['NOPE', 'OLD', 'GONE', 'BIG', 'nope'] });
    expect(cart.discountCents).toBe(0);
    expect(cart.validCoupons).toEqual([]);
    expect(cart.invalidCoupons).toEqual([
      { code: 'NOPE', reason: 'NOT_FOUND', message: 'This coupon code is not valid.' },
      { code: 'OLD', reason: 'EXPIRED', message: 'This coupon has expired.' },
      { code: 'GONE', reason: 'USAGE_LIMIT_REACHED', message: 'This coupon has reached its usage limit.' },
      {
        code: 'BIG',
        reason: 'BELOW_MINIMUM_SUBTOTAL',
        message: 'This coupon needs an order subtotal of $100.00 or more.',
      },
    ]);
  });

  test('tax-exclusive prices: country and region rules add up, rounded half up per rule', () => {
    const taxRules = [
      rule({ id: 'ca', region: 'CA', rateBasisPoints: 725 }),
      rule({ id: 'us', rateBasisPoints: 100 }),
      rule({ id: 'ny', region: 'NY', rateBasisPoints: 400 }),
      rule({ id: 'gb', country: 'GB', rateBasisPoints: 2000 }),
    ];
    const cart = price({ taxRules, lines: [{ ...shirt(), unitPriceCents: 1999 }] });
    // 1999 × 7.25 % = 144.93 -> 145; 1999 × 1 % = 19.99 -> 20
    expect(cart.applicableTaxRules.map((r) => [r.id, r.taxCents])).toEqual([
      ['ca', 145],
      ['us', 20],
    ]);
    expect(cart).toMatchObject({ taxCents: 165, grandTotalCents: 1999 + 500 + 165 });
  });

  test('tax is on the discounted goods, and on shipping only where the rule says so', () => {
    const taxRules = [rule({ id: 'ca', region: 'ca', rateBasisPoints: 1000, appliesToShipping: true })];
    const cart = price({
      taxRules,
      coupons: [coupon({ code: 'TENOFF', amountOffCents: 800 })],
      couponCodes: ['TENOFF'],
    });
    // (6800 − 800) × 10 % = 600, 500 × 10 % = 50
    expect(cart).toMatchObject({ taxCents: 650, grandTotalCents: 6000 + 500 + 650 });
  });

  test('tax-inclusive prices: the tax inside the prices is shown and not added', () => {
    const taxRules = [rule({ id: 'vat', country: 'GB', rateBasisPoints: 2000 })];
    const gb = { country: 'GB', region: '', city: 'London', postalCode: 'E1 6AN' };
    const cart = price({
      taxRules,
      location: gb,
      pricesIncludeTax: true,
      lines: [{ ...shirt(), unitPriceCents: 1000 }],
    });
    expect(cart).toMatchObject({ taxCents: 167, grandTotalCents: 1500 });
  });

  test('no tax without a location', () => {
    const cart = price({ location: null, taxRules: [rule({ id: 'us', rateBasisPoints: 500 })] });
    expect(cart.taxCents).toBe(0);
    expect(cart.applicableTaxRules).toEqual([]);
  });

  test('below the minimum order subtotal: the spec text with the formatted minimum', () => {
    expect(price({ minimumSubtotalCents: 10000 }).minimumSubtotalMessage).toBe(
      'To check out, your order subtotal must be $100.00 or more.',
    );
    expect(price({ minimumSubtotalCents: 6800 }).minimumSubtotalMessage).toBeNull();
    expect(price({ minimumSubtotalCents: 0 }).minimumSubtotalMessage).toBeNull();
    expect(price({ minimumSubtotalCents: 5000, currency: 'JPY' }).minimumSubtotalMessage).toBeNull();
    expect(price({ minimumSubtotalCents: 10000, currency: 'JPY' }).minimumSubtotalMessage).toBe(
      'To check out, your order subtotal must be ¥10,000 or more.',
    );
  });
});
