// @vitest-environment jsdom
import type { OwnerCoupon, OwnerShippingOption, OwnerTaxRule } from '@plinth/contracts';
import { SITE_ROLE } from '@plinth/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test/fixtures/render-editor';
import { CouponsPanel } from './CouponsPanel';
import { ShippingPanel } from './ShippingPanel';
import { formatRate, parseRate, TaxPanel } from './TaxPanel';

const store = {
  url: '/api/v1/commerce-preferences/store',
  body: {
    currency: 'USD',
    multipleQuantityAllowedForServices: true,
    scarcityText: 'Only {qty} left in stock',
    soldOutText: 'sold out',
    scarcityShownByDefault: false,
    lowStockThreshold: 5,
    websiteId: 'site1',
  },
};

const welcome: OwnerCoupon = {
  id: 'c1',
  code: 'WELCOME10',
  amountOffCents: 0,
  percentOff: 10,
  freeShipping: false,
  minimumSubtotalCents: 0,
  expiresAt: null,
  usageLimit: 10,
  timesUsed: 3,
  createdAt: '2026-05-01T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CouponsPanel', () => {
  test('lists coupons with what they give and how often they were used', async () => {
    await renderSignedIn(<CouponsPanel />, [
      store,
      { url: '/config/api/coupons', body: { coupons: [welcome] } },
    ]);
    const row = (await screen.findByRole('rowheader', { name: 'WELCOME10' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('10 % off');
    expect(row.textContent).toContain('3 of 10');
    expect(row.textContent).toContain('Never');
  });

  test('checks the form before sending, then creates the coupon with the typed values', async () => {
    const { fetch } = await renderSignedIn(<CouponsPanel />, [
      store,
      { url: '/config/api/coupons', body: { coupons: [] } },
      {
        method: 'POST',
        url: '/config/api/coupons',
        body: (json: OwnerCoupon) => ({
          ...welcome,
          ...json,
          code: json.code.toUpperCase(),
          id: 'c2',
          timesUsed: 0,
        }),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'two words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('Check the highlighted fields.')).toBeTruthy();
    expect(within(dialog).getByText('Use letters, digits, hyphens and underscores only.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole percentage from 1 to 100.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/coupons')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'summer' } });
    fireEvent.change(within(dialog).getByLabelText('Discount'), { target: { value: 'amount' } });
    fireEvent.change(within(dialog).getByLabelText('Amount off (USD)'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByLabelText('Free shipping'));
    fireEvent.change(within(dialog).getByLabelText('Minimum order subtotal (USD)'), {
      target: { value: '40' },
    });
    fireEvent.change(within(dialog).getByLabelText('Usage limit'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon SUMMER is saved.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/coupons')[0]?.json).toEqual({
      code: 'summer',
      amountOffCents: 500,
      percentOff: 0,
      freeShipping: true,
      minimumSubtotalCents: 4000,
      expiresAt: null,
      usageLimit: 100,
    });
  });

  test("shows the server's refusal beside the field it names", async () => {
    await renderSignedIn(<CouponsPanel />, [
      store,
      { url: '/config/api/coupons', body: { coupons: [welcome] } },
      {
        method: 'PUT',
        url: '/config/api/coupons/c1',
        status: 409,
        body: {
          code: 'COUPON_CODE_TAKEN',
          message: 'Another coupon already uses this code.',
          fieldErrors: { code: 'Another coupon already uses this code.' },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon WELCOME10' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Percent off').value).toBe('10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    const code = within(dialog).getByLabelText('Code');
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Another coupon already uses this code.').length).toBeGreaterThan(0);
  });

  test('a role that may only view store settings sees no Add, Edit or Delete', async () => {
    await renderSignedIn(
      <CouponsPanel />,
      [store, { url: '/config/api/coupons', body: { coupons: [welcome] } }],
      SITE_ROLE.VIEWER,
    );
    await screen.findByRole('rowheader', { name: 'WELCOME10' });
    expect(screen.queryByRole('button', { name: 'Add coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});

describe('ShippingPanel', () => {
  const express: OwnerShippingOption = {
    id: 's1',
    name: 'Express',
    kind: 'weight',
    amountCents: 0,
    freeOverCents: null,
    rates: [
      { upTo: 1000, cents: 1500 },
      { upTo: null, cents: 4000 },
    ],
    countries: ['US'],
    enabled: true,
    position: 0,
  };

  test('edits a rate table in grams and money, refusing rates out of order', async () => {
    const { fetch } = await renderSignedIn(<ShippingPanel />, [
      store,
      { url: '/config/api/shipping-options', body: { shippingOptions: [express] } },
      {
        method: 'PUT',
        url: '/config/api/shipping-options/s1',
        body: (json: Partial<OwnerShippingOption>) => ({ ...express, ...json }),
      },
    ]);
    const row = (await screen.findByRole('rowheader', { name: 'Express' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('$15.00 to $40.00 by weight');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Express' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Express' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Up to (grams), rate 1').value).toBe('1000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    fireEvent.change(within(dialog).getByLabelText('Up to (grams), rate 3'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Price (USD), rate 3'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save shipping option' }));
    // The open-ended second rate is no longer last, and the third does not climb.
    const order = 'Each rate must start above the one before it, and only the last can have no limit.';
    expect(await within(dialog).findAllByText(order)).toHaveLength(2);
    expect(fetch.callsTo('PUT', '/config/api/shipping-options/s1')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove rate 3' }));
    fireEvent.change(within(dialog).getByLabelText('Price (USD), rate 2'), { target: { value: '45.50' } });
    fireEvent.change(within(dialog).getByLabelText('Countries'), { target: { value: 'us, ca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save shipping option' }));
    expect(await screen.findByText('Express is saved.')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/config/api/shipping-options/s1')[0]?.json).toMatchObject({
      kind: 'weight',
      rates: [
        { upTo: 1000, cents: 1500 },
        { upTo: null, cents: 4550 },
      ],
      countries: ['us', 'ca'],
    });
  });
});

describe('TaxPanel', () => {
  const california: OwnerTaxRule = {
    id: 't1',
    name: 'California sales tax',
    country: 'US',
    region: 'CA',
    rateBasisPoints: 725,
    appliesToShipping: false,
    position: 0,
  };

  test('reads rates as percentages with up to two decimals', () => {
    expect(parseRate('7.25')).toBe(725);
    expect(parseRate('7,5 %')).toBe(750);
    expect(parseRate('20')).toBe(2000);
    expect(parseRate('7.255')).toBeNaN();
    expect(parseRate('')).toBeNaN();
    expect([725, 750, 400, 5].map(formatRate)).toEqual(['7.25 %', '7.5 %', '4 %', '0.05 %']);
  });

  test('lists rules and saves the prices-include-tax switch at once', async () => {
    const { fetch } = await renderSignedIn(<TaxPanel />, [
      { url: '/config/api/tax-rules', body: { taxRules: [california], pricesIncludeTax: false } },
      { method: 'PUT', url: '/config/api/tax-settings', body: { pricesIncludeTax: true } },
    ]);
    const row = (await screen.findByRole('rowheader', { name: 'California sales tax' })).closest(
      'tr',
    ) as HTMLElement;
    expect(row.textContent).toContain('US, CA');
    expect(row.textContent).toContain('7.25 %');
    const box = screen.getByLabelText<HTMLInputElement>('Prices include tax');
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/config/api/tax-settings')[0]?.json).toEqual({ pricesIncludeTax: true });
    expect(screen.getByLabelText<HTMLInputElement>('Prices include tax').checked).toBe(true);
  });

  test('adds a regional rule with its rate in basis points', async () => {
    const { fetch } = await renderSignedIn(<TaxPanel />, [
      { url: '/config/api/tax-rules', body: { taxRules: [], pricesIncludeTax: false } },
      {
        method: 'POST',
        url: '/config/api/tax-rules',
        body: { ...california, id: 't2', name: 'Washington', region: 'WA', rateBasisPoints: 650 },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add tax rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tax rule' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Washington' } });
    fireEvent.change(within(dialog).getByLabelText('Country code'), { target: { value: 'us' } });
    fireEvent.change(within(dialog).getByLabelText('State or region (optional)'), {
      target: { value: 'WA' },
    });
    fireEvent.change(within(dialog).getByLabelText('Rate (%)'), { target: { value: '6.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save tax rule' }));
    expect(await screen.findByText('Washington is saved.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/config/api/tax-rules')[0]?.json).toEqual({
      name: 'Washington',
      country: 'US',
      region: 'WA',
      rateBasisPoints: 650,
      appliesToShipping: false,
    });
  });
});
