import {
  CHECKOUT_SETTINGS_API as API,
  CHECKOUT_SETTINGS_LIMITS,
  SITE_ROLE,
  type ApiError,
  type OwnerCoupon,
  type OwnerCouponList,
  type OwnerShippingOption,
  type OwnerShippingOptionList,
  type OwnerTaxRule,
  type OwnerTaxRuleList,
} from '@plinth/contracts';
import { newId, nowIso, writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { seedDemoSite } from '../src/demo/seed';
import {
  addTestMember,
  signedInOwner,
  TEST_OWNER,
  useTestApp,
  type Visitor,
} from './fixtures/create-test-app';
import { orderBody, placeOrder, quote, shopperWithCart, TEST_ADDRESS } from './fixtures/checkout';

const SHIRT = { urlId: 'linen-shirt', attributes: { Size: 'S', Color: 'Sand' } };
const OREGON = { ...TEST_ADDRESS, city: 'Portland', region: 'OR', postalCode: '97201' };

describe.each(testEngines())('checkout settings on %s', (engine) => {
  const t = useTestApp(engine);

  async function owner(): Promise<Visitor> {
    return signedInOwner(t.app);
  }

  async function send(
    visitor: Visitor,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    json?: unknown,
  ) {
    return visitor.request({ method, url, json });
  }

  async function shirtQuote(body: Record<string, unknown>) {
    const { shopper } = await shopperWithCart(t.app, t.db, [SHIRT]);
    return (await quote(shopper, body)).shoppingCart;
  }

  describe('shipping options', () => {
    test('an option created, changed, switched off and deleted shows in the next quote at once', async () => {
      const o = await owner();
      const created = await send(o, 'POST', API.shippingOptions, {
        name: '  Bike courier ',
        kind: 'flat',
        amountCents: 900,
        countries: ['us'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const option = created.json<OwnerShippingOption>();
      expect(option).toMatchObject({ name: 'Bike courier', kind: 'flat', countries: ['US'], enabled: true });
      expect(option.position).toBe(4); // after the demo's four

      const offered = await shirtQuote({ shippingAddress: TEST_ADDRESS, shippingOptionId: option.id });
      expect(offered.selectedShippingOption).toMatchObject({ id: option.id, costCents: 900 });
      expect(offered.shippingCostCents).toBe(900);

      const changed = await send(o, 'PUT', API.shippingOption.replace(':id', option.id), {
        name: 'Bike courier',
        kind: 'weight',
        rates: [
          { upTo: 2000, cents: 1200 },
          { upTo: null, cents: 2200 },
        ],
        amountCents: 900,
        countries: ['US'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // Only what the kind uses is kept.
      expect(changed.json<OwnerShippingOption>()).toMatchObject({ kind: 'weight', amountCents: 0 });
      const reQuoted = await shirtQuote({ shippingAddress: TEST_ADDRESS, shippingOptionId: option.id });
      expect(reQuoted.selectedShippingOption).toMatchObject({ id: option.id, costCents: 1200 });

      const off = await send(o, 'PUT', API.shippingOption.replace(':id', option.id), {
        ...changed.json<OwnerShippingOption>(),
        id: undefined,
        position: undefined,
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      const withoutIt = await shirtQuote({ shippingAddress: TEST_ADDRESS });
      expect(withoutIt.shippingOptions.map((s) => s.id)).not.toContain(option.id);
      const listed = await send(o, 'GET', API.shippingOptions);
      expect(
        listed.json<OwnerShippingOptionList>().shippingOptions.find((s) => s.id === option.id),
      ).toMatchObject({ enabled: false });

      const removed = await send(o, 'DELETE', API.shippingOption.replace(':id', option.id));
      expect(removed.statusCode).toBe(204);
      const again = await send(o, 'DELETE', API.shippingOption.replace(':id', option.id));
      expect(again.statusCode).toBe(404);
      expect(again.json<ApiError>().code).toBe('SHIPPING_OPTION_NOT_FOUND');
      const list = (await send(o, 'GET', API.shippingOptions)).json<OwnerShippingOptionList>();
      expect(list.shippingOptions.map((s) => s.name)).toEqual([
        'Standard shipping',
        'Express',
        'International',
        'Pick up at the studio',
      ]);
    });

    test('refuses bad input with a message beside each field', async () => {
      const o = await owner();
      const response = await send(o, 'POST', API.shippingOptions, {
        name: ' ',
        kind: 'weight',
        rates: [
          { upTo: 5000, cents: 1500 },
          { upTo: 1000, cents: 2500 },
          { upTo: null, cents: -1 },
        ],
        countries: ['USA', 'DE'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().fieldErrors).toMatchObject({
        name: 'Enter a name.',
        'rates.2.cents': 'Enter an amount from 0 to 999,999.99.',
        'countries.0': 'Use two-letter country codes such as US, GB or DE.',
      });

      const order = await send(o, 'POST', API.shippingOptions, {
        name: 'Express',
        kind: 'subtotal',
        rates: [
          { upTo: null, cents: 1500 },
          { upTo: 1000, cents: 2500 },
        ],
      });
      expect(order.json<ApiError>().fieldErrors).toEqual({
        'rates.0.upTo': 'Each rate must start above the one before it, and only the last can have no limit.',
      });
      const freeOver = await send(o, 'POST', API.shippingOptions, { name: 'Std', kind: 'free_over' });
      expect(freeOver.json<ApiError>().fieldErrors).toEqual({
        freeOverCents: 'Enter the order subtotal from which shipping is free.',
      });
      const kind = await send(o, 'POST', API.shippingOptions, { name: 'Std', kind: 'drone' });
      expect(kind.json<ApiError>().fieldErrors).toEqual({ kind: 'Choose how this option is priced.' });
      const tooMany = await send(o, 'POST', API.shippingOptions, {
        name: 'Std',
        kind: 'pickup',
        countries: Array.from({ length: 251 }, () => 'US'),
      });
      expect(tooMany.json<ApiError>().fieldErrors).toHaveProperty('countries');
    });

    test(`a store holds at most ${CHECKOUT_SETTINGS_LIMITS.shippingOptionsMax} options`, async () => {
      const websiteId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['full.example.test']));
      const rows = Array.from({ length: CHECKOUT_SETTINGS_LIMITS.shippingOptionsMax - 4 }, (_, i) => ({
        id: newId(),
        website_id: websiteId,
        name: `Option ${i}`,
        kind: 'pickup',
        amount_cents: 0,
        free_over_cents: null,
        rates: '[]',
        countries: '[]',
        enabled: 1 as const,
        position: 10 + i,
        created_at: nowIso(),
      }));
      await t.db.kysely.insertInto('shipping_options').values(rows).execute();
      await addTestMember(t.db, { ...TEST_OWNER, role: SITE_ROLE.ADMIN, websiteId });
      const o = await owner();
      const full = await o.request({
        method: 'POST',
        url: API.shippingOptions,
        json: { name: 'One more', kind: 'pickup' },
        headers: { 'x-website-id': websiteId },
      });
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json<ApiError>()).toMatchObject({
        code: 'SHIPPING_OPTIONS_LIMIT',
        message: 'A store can have at most 50 shipping options. Delete one first.',
      });
    });
  });

  describe('tax', () => {
    test('a new regional rule taxes the next quote; the inclusive switch stops tax being added at once', async () => {
      const o = await owner();
      const before = await shirtQuote({ shippingAddress: OREGON });
      expect(before.taxCents).toBe(0);

      const created = await send(o, 'POST', API.taxRules, {
        name: 'Oregon test tax',
        country: 'us',
        region: 'OR',
        rateBasisPoints: 1000,
        appliesToShipping: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const rule = created.json<OwnerTaxRule>();
      expect(rule).toMatchObject({
        country: 'US',
        region: 'OR',
        rateBasisPoints: 1000,
        appliesToShipping: true,
      });

      // $68.00 shirt + $6.00 standard shipping, 10 % of both.
      const taxed = await shirtQuote({ shippingAddress: OREGON });
      expect(taxed).toMatchObject({ taxCents: 740, grandTotalCents: 6800 + 600 + 740 });

      const inclusive = await send(o, 'PUT', API.taxSettings, { pricesIncludeTax: true });
      expect(inclusive.json()).toEqual({ pricesIncludeTax: true });
      const list = (await send(o, 'GET', API.taxRules)).json<OwnerTaxRuleList>();
      expect(list.pricesIncludeTax).toBe(true);
      // The tax is inside the prices now: 7400 × 1000 / 11000 = 672.7 → 673, and nothing is added.
      const included = await shirtQuote({ shippingAddress: OREGON });
      expect(included).toMatchObject({ taxCents: 673, grandTotalCents: 6800 + 600 });

      await send(o, 'PUT', API.taxSettings, { pricesIncludeTax: false });
      const region = await send(o, 'PUT', API.taxRule.replace(':id', rule.id), {
        name: 'Oregon test tax',
        country: 'US',
        region: '',
        rateBasisPoints: 500,
      });
      expect(region.json<OwnerTaxRule>()).toMatchObject({ region: null, appliesToShipping: false });
      // Country-wide now: California's 7.25 % and this 5 % both apply.
      const both = await shirtQuote({ shippingAddress: TEST_ADDRESS });
      expect(both.applicableTaxRules.map((r) => r.name)).toEqual(['California sales tax', 'Oregon test tax']);

      expect((await send(o, 'DELETE', API.taxRule.replace(':id', rule.id))).statusCode).toBe(204);
      expect((await shirtQuote({ shippingAddress: OREGON })).taxCents).toBe(0);
    });

    test('keeps other tax settings when switching prices-include-tax', async () => {
      await t.db.kysely
        .updateTable('websites')
        .set({ settings: JSON.stringify({ tax: { note: 'kept' } }) })
        .where('id', '=', t.websiteId)
        .execute();
      await t.app.sites.invalidate(t.websiteId);
      const o = await owner();
      await send(o, 'PUT', API.taxSettings, { pricesIncludeTax: false });
      const row = await t.db.kysely
        .selectFrom('websites')
        .select('settings')
        .where('id', '=', t.websiteId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.settings)).toMatchObject({ tax: { note: 'kept', pricesIncludeTax: false } });
    });

    test('refuses a bad rate, country or region', async () => {
      const o = await owner();
      const response = await send(o, 'POST', API.taxRules, {
        name: 'VAT',
        country: 'Germany',
        region: 'x'.repeat(101),
        rateBasisPoints: 10001,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().fieldErrors).toEqual({
        country: 'Use two-letter country codes such as US, GB or DE.',
        region: 'The region can be at most 100 characters.',
        rateBasisPoints: 'Enter a rate from 0 % to 100 %, with at most two decimals.',
      });
      const flag = await send(o, 'PUT', API.taxSettings, { pricesIncludeTax: 'yes' });
      expect(flag.json<ApiError>().fieldErrors).toHaveProperty('pricesIncludeTax');
    });
  });

  describe('coupons', () => {
    test('a new coupon discounts the next quote; its uses are counted; expiry and limits apply', async () => {
      const o = await owner();
      const created = await send(o, 'POST', API.coupons, {
        code: 'spring-5',
        amountOffCents: 500,
        minimumSubtotalCents: 5000,
        usageLimit: 1,
      });
      expect(created.statusCode, created.body).toBe(201);
      const coupon = created.json<OwnerCoupon>();
      expect(coupon).toMatchObject({ code: 'SPRING-5', amountOffCents: 500, timesUsed: 0, expiresAt: null });

      const discounted = await shirtQuote({ shippingAddress: TEST_ADDRESS, couponCodes: ['Spring-5'] });
      expect(discounted.validCoupons).toEqual([
        { code: 'SPRING-5', discountCents: 500, freeShipping: false },
      ]);

      const { shopper, cartId } = await shopperWithCart(t.app, t.db, [SHIRT]);
      const placed = await placeOrder(shopper, orderBody(cartId, { couponCodes: ['SPRING-5'] }));
      expect(placed.statusCode, placed.body).toBe(201);
      const listed = (await send(o, 'GET', API.coupons)).json<OwnerCouponList>();
      expect(listed.coupons[0]).toMatchObject({ code: 'SPRING-5', timesUsed: 1, usageLimit: 1 });
      const usedUp = await shirtQuote({ shippingAddress: TEST_ADDRESS, couponCodes: ['SPRING-5'] });
      expect(usedUp.invalidCoupons[0]?.reason).toBe('USAGE_LIMIT_REACHED');

      // Raising the limit keeps the count; an expiry in the past ends it.
      const raised = await send(o, 'PUT', API.coupon.replace(':id', coupon.id), {
        code: 'SPRING-5',
        amountOffCents: 500,
        usageLimit: 10,
      });
      expect(raised.json<OwnerCoupon>()).toMatchObject({
        timesUsed: 1,
        usageLimit: 10,
        minimumSubtotalCents: 0,
      });
      expect((await shirtQuote({ couponCodes: ['SPRING-5'] })).validCoupons).toHaveLength(1);
      const expired = await send(o, 'PUT', API.coupon.replace(':id', coupon.id), {
        code: 'SPRING-5',
        amountOffCents: 500,
        expiresAt: '2020-01-01T12:00:00+02:00',
      });
      expect(expired.json<OwnerCoupon>().expiresAt).toBe('2020-01-01T10:00:00.000Z');
      expect((await shirtQuote({ couponCodes: ['SPRING-5'] })).invalidCoupons[0]?.reason).toBe('EXPIRED');

      expect((await send(o, 'DELETE', API.coupon.replace(':id', coupon.id))).statusCode).toBe(204);
      expect((await shirtQuote({ couponCodes: ['SPRING-5'] })).invalidCoupons[0]?.reason).toBe('NOT_FOUND');
    });

    test('a code is unique in the store whatever its case', async () => {
      const o = await owner();
      const taken = await send(o, 'POST', API.coupons, { code: 'welcome10', percentOff: 5 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ApiError>()).toMatchObject({
        code: 'COUPON_CODE_TAKEN',
        fieldErrors: { code: 'Another coupon already uses this code.' },
      });
      const other = (
        await send(o, 'POST', API.coupons, { code: 'OTHER', freeShipping: true })
      ).json<OwnerCoupon>();
      const renamed = await send(o, 'PUT', API.coupon.replace(':id', other.id), {
        code: 'FreeShip',
        freeShipping: true,
      });
      expect(renamed.json<ApiError>().code).toBe('COUPON_CODE_TAKEN');
      // Saving a coupon under its own code is no clash.
      const same = await send(o, 'PUT', API.coupon.replace(':id', other.id), {
        code: 'other',
        freeShipping: true,
      });
      expect(same.statusCode, same.body).toBe(200);
    });

    test('refuses a coupon without a benefit, with two discounts, or with bad numbers', async () => {
      const o = await owner();
      const none = await send(o, 'POST', API.coupons, { code: 'NOTHING' });
      expect(none.json<ApiError>().fieldErrors).toEqual({
        amountOffCents: 'Give the coupon an amount off, a percentage off or free shipping.',
      });
      const both = await send(o, 'POST', API.coupons, { code: 'BOTH', amountOffCents: 100, percentOff: 10 });
      expect(both.json<ApiError>().fieldErrors).toEqual({
        percentOff: 'Choose an amount off or a percentage off, not both.',
      });
      const bad = await send(o, 'POST', API.coupons, {
        code: 'has space',
        percentOff: 101,
        usageLimit: 0,
        expiresAt: 'next week',
      });
      expect(bad.json<ApiError>().fieldErrors).toEqual({
        code: 'Use letters, digits, hyphens and underscores only.',
        percentOff: 'Enter a whole percentage from 1 to 100.',
        usageLimit: 'Enter a whole number from 1 to 1,000,000, or leave it empty for no limit.',
        expiresAt: 'Enter a valid date and time.',
      });
    });
  });

  test("another site's rows are not found", async () => {
    const otherId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['elsewhere.example.test']));
    const foreign = await t.db.kysely
      .selectFrom('coupons')
      .select('id')
      .where('website_id', '=', otherId)
      .executeTakeFirstOrThrow();
    const o = await owner();
    const response = await send(o, 'PUT', API.coupon.replace(':id', foreign.id), {
      code: 'X',
      percentOff: 1,
    });
    expect(response.statusCode).toBe(404);
    expect((await send(o, 'DELETE', API.coupon.replace(':id', foreign.id))).statusCode).toBe(404);
  });
});
