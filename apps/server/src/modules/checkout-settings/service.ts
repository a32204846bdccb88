import {
  CHECKOUT_SETTINGS_LIMITS as L,
  type OwnerCoupon,
  type OwnerShippingOption,
  type OwnerTaxRule,
  type ParsedCouponInput,
  type ParsedShippingOptionInput,
  type ShippingKind,
  type TaxSettings,
} from '@plinth/contracts';
import {
  isUniqueViolation,
  newId,
  nowIso,
  toFlag,
  writeTransaction,
  type CouponRow,
  type Db,
  type Executor,
  type ShippingOptionRow,
  type TaxRuleRow,
} from '@plinth/db';
import type { z } from 'zod';
import type { taxRuleInputSchema } from '@plinth/contracts/schemas';
import { parseStoredJson } from '../../stored-json';
import { updateStoredSettings, withStoredSection, type Site } from '../sites';
import { couponCodeTaken, couponNotFound, shippingOptionNotFound, taxRuleNotFound, tooMany } from './errors';
import {
  countRows,
  deleteRow,
  findCoupon,
  findCouponIdByCode,
  findShippingOption,
  findTaxRule,
  insertCoupon,
  insertShippingOption,
  insertTaxRule,
  listAllCoupons,
  listAllShippingOptions,
  listAllTaxRules,
  nextPosition,
  updateCoupon,
  updateShippingOption,
  updateTaxRule,
} from './queries';

/**
 * The owner's checkout setup. The checkout reads these tables on every quote (nothing is cached), so a
 * change applies to the next quote; the tax switch lives in websites.settings, which sites are cached
 * with, so its route drops the cached site in every process.
 */

type ParsedTaxRuleInput = z.output<typeof taxRuleInputSchema>;

const COUPONS_UNIQUE = { constraint: 'coupons_site_code', table: 'coupons', columns: ['website_id', 'code'] };

// ---- shipping options

function toShippingOption(row: ShippingOptionRow): OwnerShippingOption {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ShippingKind,
    amountCents: row.amount_cents,
    freeOverCents: row.free_over_cents,
    rates: parseStoredJson(row.rates, []),
    countries: parseStoredJson(row.countries, []),
    enabled: row.enabled === 1,
    position: row.position,
  };
}

/** Only what the kind uses is kept, so a switched kind leaves no stale rates or threshold behind. */
function shippingColumns(input: ParsedShippingOptionInput) {
  const tiered = input.kind === 'weight' || input.kind === 'subtotal';
  const priced = input.kind === 'flat' || input.kind === 'free_over';
  return {
    name: input.name,
    kind: input.kind,
    amount_cents: priced ? input.amountCents : 0,
    free_over_cents: input.kind === 'free_over' ? input.freeOverCents : null,
    rates: JSON.stringify(tiered ? input.rates : []),
    countries: JSON.stringify(input.countries),
    enabled: toFlag(input.enabled),
  };
}

export async function listShippingOptions(db: Db, site: Site): Promise<OwnerShippingOption[]> {
  return (await listAllShippingOptions(db.kysely, site.id)).map(toShippingOption);
}

export async function createShippingOption(
  db: Db,
  site: Site,
  input: ParsedShippingOptionInput,
): Promise<OwnerShippingOption> {
  return writeTransaction(db, async (trx) => {
    if ((await countRows(trx, 'shipping_options', site.id)) >= L.shippingOptionsMax) {
      throw tooMany('shipping_options');
    }
    const id = newId();
    await insertShippingOption(trx, {
      id,
      website_id: site.id,
      position: await nextPosition(trx, 'shipping_options', site.id),
      created_at: nowIso(),
      ...shippingColumns(input),
    });
    return getShippingOption(trx, site.id, id);
  });
}

export async function replaceShippingOption(
  db: Db,
  site: Site,
  id: string,
  input: ParsedShippingOptionInput,
): Promise<OwnerShippingOption> {
  return writeTransaction(db, async (trx) => {
    if (!(await updateShippingOption(trx, site.id, id, shippingColumns(input))))
      throw shippingOptionNotFound();
    return getShippingOption(trx, site.id, id);
  });
}

export async function deleteShippingOption(db: Db, site: Site, id: string): Promise<void> {
  if (!(await deleteRow(db.kysely, 'shipping_options', site.id, id))) throw shippingOptionNotFound();
}

async function getShippingOption(executor: Executor, websiteId: string, id: string) {
  const row = await findShippingOption(executor, websiteId, id);
  if (!row) throw shippingOptionNotFound();
  return toShippingOption(row);
}

// ---- tax rules and the tax switch

function toTaxRule(row: TaxRuleRow): OwnerTaxRule {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    region: row.region,
    rateBasisPoints: row.rate_basis_points,
    appliesToShipping: row.applies_to_shipping === 1,
    position: row.position,
  };
}

function taxColumns(input: ParsedTaxRuleInput) {
  return {
    name: input.name,
    country: input.country,
    region: input.region,
    rate_basis_points: input.rateBasisPoints,
    applies_to_shipping: toFlag(input.appliesToShipping),
  };
}

export async function listTaxRules(db: Db, site: Site): Promise<OwnerTaxRule[]> {
  return (await listAllTaxRules(db.kysely, site.id)).map(toTaxRule);
}

export async function createTaxRule(db: Db, site: Site, input: ParsedTaxRuleInput): Promise<OwnerTaxRule> {
  return writeTransaction(db, async (trx) => {
    if ((await countRows(trx, 'tax_rules', site.id)) >= L.taxRulesMax) throw tooMany('tax_rules');
    const id = newId();
    await insertTaxRule(trx, {
      id,
      website_id: site.id,
      position: await nextPosition(trx, 'tax_rules', site.id),
      created_at: nowIso(),
      ...taxColumns(input),
    });
    return getTaxRule(trx, site.id, id);
  });
}

export async function replaceTaxRule(
  db: Db,
  site: Site,
  id: string,
  input: ParsedTaxRuleInput,
): Promise<OwnerTaxRule> {
  return writeTransaction(db, async (trx) => {
    if (!(await updateTaxRule(trx, site.id, id, taxColumns(input)))) throw taxRuleNotFound();
    return getTaxRule(trx, site.id, id);
  });
}

export async function deleteTaxRule(db: Db, site: Site, id: string): Promise<void> {
  if (!(await deleteRow(db.kysely, 'tax_rules', site.id, id))) throw taxRuleNotFound();
}

async function getTaxRule(executor: Executor, websiteId: string, id: string) {
  const row = await findTaxRule(executor, websiteId, id);
  if (!row) throw taxRuleNotFound();
  return toTaxRule(row);
}

/**
 * websites.settings.tax, keeping any other keys an older or newer version put there. The caller drops
 * the cached site afterwards (app.sites.invalidate), in every process.
 */
export async function updateTaxSettings(db: Db, site: Site, input: TaxSettings): Promise<TaxSettings> {
  await updateStoredSettings(db, site.id, (settings) => {
    const current = settings.tax;
    const kept = typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {};
    return withStoredSection(settings, 'tax', { ...kept, pricesIncludeTax: input.pricesIncludeTax });
  });
  return { pricesIncludeTax: input.pricesIncludeTax };
}

// ---- coupons

function toCoupon(row: CouponRow): OwnerCoupon {
  return {
    id: row.id,
    code: row.code,
    amountOffCents: row.amount_off_cents,
    percentOff: row.percent_off,
    freeShipping: row.free_shipping === 1,
    minimumSubtotalCents: row.minimum_subtotal_cents,
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    createdAt: row.created_at,
  };
}

function couponColumns(input: ParsedCouponInput) {
  return {
    code: input.code,
    amount_off_cents: input.amountOffCents,
    percent_off: input.percentOff,
    free_shipping: toFlag(input.freeShipping),
    minimum_subtotal_cents: input.minimumSubtotalCents,
    expires_at: input.expiresAt,
    usage_limit: input.usageLimit,
  };
}

export async function listCoupons(db: Db, site: Site): Promise<OwnerCoupon[]> {
  return (await listAllCoupons(db.kysely, site.id)).map(toCoupon);
}

export async function createCoupon(db: Db, site: Site, input: ParsedCouponInput): Promise<OwnerCoupon> {
  return couponWrite(db, async (trx) => {
    if ((await countRows(trx, 'coupons', site.id)) >= L.couponsMax) throw tooMany('coupons');
    if (await findCouponIdByCode(trx, site.id, input.code)) throw couponCodeTaken();
    const id = newId();
    await insertCoupon(trx, {
      id,
      website_id: site.id,
      times_used: 0,
      created_at: nowIso(),
      ...couponColumns(input),
    });
    return getCoupon(trx, site.id, id);
  });
}

/** Changes what the owner set; the count of uses stays. */
export async function replaceCoupon(
  db: Db,
  site: Site,
  id: string,
  input: ParsedCouponInput,
): Promise<OwnerCoupon> {
  return couponWrite(db, async (trx) => {
    const holder = await findCouponIdByCode(trx, site.id, input.code);
    if (holder !== null && holder !== id) throw couponCodeTaken();
    if (!(await updateCoupon(trx, site.id, id, couponColumns(input)))) throw couponNotFound();
    return getCoupon(trx, site.id, id);
  });
}

export async function deleteCoupon(db: Db, site: Site, id: string): Promise<void> {
  if (!(await deleteRow(db.kysely, 'coupons', site.id, id))) throw couponNotFound();
}

async function getCoupon(executor: Executor, websiteId: string, id: string) {
  const row = await findCoupon(executor, websiteId, id);
  if (!row) throw couponNotFound();
  return toCoupon(row);
}

/** Two owners saving the same new code at once: the check above saw neither, the constraint stops one. */
async function couponWrite<T>(db: Db, write: (trx: Executor) => Promise<T>): Promise<T> {
  try {
    return await writeTransaction(db, write);
  } catch (error) {
    if (isUniqueViolation(error, COUPONS_UNIQUE)) throw couponCodeTaken();
    throw error;
  }
}
