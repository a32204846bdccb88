import {
  fixedQuery,
  type CouponRow,
  type Executor,
  type ShippingOptionRow,
  type TaxRuleRow,
  type Insertable,
  type CouponsTable,
  type ShippingOptionsTable,
  type TaxRulesTable,
} from '@plinth/db';

// Pricing reads these on every checkout: fixed statements (packages/db fixed-query.ts), built once.
const ENABLED_SHIPPING_OPTIONS = fixedQuery<ShippingOptionRow>(
  'select * from shipping_options where website_id = ? and enabled = 1 order by position, id',
);
const TAX_RULES = fixedQuery<TaxRuleRow>(
  'select * from tax_rules where website_id = ? order by position, id',
);

/**
 * The owner's checkout setup tables. Every query names the site, so an id of another site's row is
 * never found. This module owns these tables: the checkout reads them (and counts coupon uses) through
 * this module's index.ts (loadPricingConfig, countCouponUse).
 */

type SetupTable = 'shipping_options' | 'tax_rules' | 'coupons';

export async function countRows(executor: Executor, table: SetupTable, websiteId: string): Promise<number> {
  const row = await executor
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('website_id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The position after the last one: new rows go at the end of the owner's order. */
export async function nextPosition(
  executor: Executor,
  table: 'shipping_options' | 'tax_rules',
  websiteId: string,
): Promise<number> {
  const row = await executor
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Deletes one row of the site; false when there was none. */
export async function deleteRow(
  executor: Executor,
  table: SetupTable,
  websiteId: string,
  id: string,
): Promise<boolean> {
  const result = await executor
    .deleteFrom(table)
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** In the order checkout offers them; `enabledOnly` leaves out the options the owner turned off. */
export async function listAllShippingOptions(
  executor: Executor,
  websiteId: string,
  options: { enabledOnly?: boolean } = {},
): Promise<ShippingOptionRow[]> {
  if (options.enabledOnly) return ENABLED_SHIPPING_OPTIONS.rows(executor, [websiteId]);
  let query = executor.selectFrom('shipping_options').selectAll().where('website_id', '=', websiteId);
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  return query.orderBy('position').orderBy('id').execute();
}

export async function findShippingOption(
  executor: Executor,
  websiteId: string,
  id: string,
): Promise<ShippingOptionRow | null> {
  const row = await executor
    .selectFrom('shipping_options')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertShippingOption(
  executor: Executor,
  row: Insertable<ShippingOptionsTable>,
): Promise<void> {
  await executor.insertInto('shipping_options').values(row).execute();
}

export type ShippingOptionChange = Omit<
  Insertable<ShippingOptionsTable>,
  'id' | 'website_id' | 'position' | 'created_at'
>;

/** False when the site has no such option. */
export async function updateShippingOption(
  executor: Executor,
  websiteId: string,
  id: string,
  change: ShippingOptionChange,
): Promise<boolean> {
  const result = await executor
    .updateTable('shipping_options')
    .set(change)
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function listAllTaxRules(executor: Executor, websiteId: string): Promise<TaxRuleRow[]> {
  return TAX_RULES.rows(executor, [websiteId]);
}

export async function findTaxRule(
  executor: Executor,
  websiteId: string,
  id: string,
): Promise<TaxRuleRow | null> {
  const row = await executor
    .selectFrom('tax_rules')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertTaxRule(executor: Executor, row: Insertable<TaxRulesTable>): Promise<void> {
  await executor.insertInto('tax_rules').values(row).execute();
}

export type TaxRuleChange = Omit<Insertable<TaxRulesTable>, 'id' | 'website_id' | 'position' | 'created_at'>;

export async function updateTaxRule(
  executor: Executor,
  websiteId: string,
  id: string,
  change: TaxRuleChange,
): Promise<boolean> {
  const result = await executor
    .updateTable('tax_rules')
    .set(change)
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Newest first: the owner looks for the coupon just made. */
export async function listAllCoupons(executor: Executor, websiteId: string): Promise<CouponRow[]> {
  return executor
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute();
}

export async function findCoupon(
  executor: Executor,
  websiteId: string,
  id: string,
): Promise<CouponRow | null> {
  const row = await executor
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The site's coupons with these (upper-case) codes. */
export async function listCouponsByCode(
  executor: Executor,
  websiteId: string,
  codes: readonly string[],
): Promise<CouponRow[]> {
  if (codes.length === 0) return [];
  return executor
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('code', 'in', [...codes])
    .execute();
}

/** Counts one use of a coupon unless that would pass its limit (false: nothing changed). */
export async function useCoupon(trx: Executor, websiteId: string, code: string): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('website_id', '=', websiteId)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The id of the site's coupon with this (upper-case) code, if any. */
export async function findCouponIdByCode(
  executor: Executor,
  websiteId: string,
  code: string,
): Promise<string | null> {
  const row = await executor
    .selectFrom('coupons')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertCoupon(executor: Executor, row: Insertable<CouponsTable>): Promise<void> {
  await executor.insertInto('coupons').values(row).execute();
}

/** What an owner changes; times_used is the checkout's to count. */
export type CouponChange = Omit<Insertable<CouponsTable>, 'id' | 'website_id' | 'times_used' | 'created_at'>;

export async function updateCoupon(
  executor: Executor,
  websiteId: string,
  id: string,
  change: CouponChange,
): Promise<boolean> {
  const result = await executor
    .updateTable('coupons')
    .set(change)
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
