import {
  normalizeCouponCodes,
  type CouponConfig,
  type RateTier,
  type ShippingOptionConfig,
  type TaxRuleConfig,
} from '@plinth/commerce';
import type { ShippingKind } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { parseStoredJson } from '../../stored-json';
import type { Site } from '../sites';
import { listAllShippingOptions, listAllTaxRules, listCouponsByCode, useCoupon } from './queries';

/** What pricing a checkout needs of the store's setup. */
export interface PricingConfig {
  shippingOptions: ShippingOptionConfig[];
  taxRules: TaxRuleConfig[];
  coupons: CouponConfig[];
  pricesIncludeTax: boolean;
}

/** The site's enabled shipping options, tax rules and the coupons among `codes`, read with `executor`. */
export async function loadPricingConfig(
  executor: Executor,
  site: Site,
  codes: readonly string[],
): Promise<PricingConfig> {
  const [shipping, tax, coupons] = await Promise.all([
    listAllShippingOptions(executor, site.id, { enabledOnly: true }),
    listAllTaxRules(executor, site.id),
    listCouponsByCode(executor, site.id, normalizeCouponCodes(codes)),
  ]);
  return {
    shippingOptions: shipping.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind as ShippingKind,
      amountCents: row.amount_cents,
      freeOverCents: row.free_over_cents,
      rates: parseStoredJson<RateTier[]>(row.rates, []),
      countries: parseStoredJson<string[]>(row.countries, []),
    })),
    taxRules: tax.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      region: row.region,
      rateBasisPoints: row.rate_basis_points,
      appliesToShipping: row.applies_to_shipping === 1,
    })),
    coupons: coupons.map((row) => ({
      code: row.code,
      amountOffCents: row.amount_off_cents,
      percentOff: row.percent_off,
      freeShipping: row.free_shipping === 1,
      minimumSubtotalCents: row.minimum_subtotal_cents,
      expiresAt: row.expires_at,
      usageLimit: row.usage_limit,
      timesUsed: row.times_used,
    })),
    pricesIncludeTax: pricesIncludeTax(site),
  };
}

/**
 * Counts one use of the site's coupon `code` with `trx` (the order's transaction) unless that would
 * pass its usage limit; false when nothing changed.
 */
export function countCouponUse(trx: Executor, websiteId: string, code: string): Promise<boolean> {
  return useCoupon(trx, websiteId, code);
}

/**
 * websites.settings.tax.pricesIncludeTax: whether the catalogue's prices already hold the tax. Unset
 * or damaged means prices exclude tax (tax is added at checkout).
 */
export function pricesIncludeTax(site: Site): boolean {
  const tax = site.settings.tax;
  return (
    typeof tax === 'object' &&
    tax !== null &&
    (tax as { pricesIncludeTax?: unknown }).pricesIncludeTax === true
  );
}
