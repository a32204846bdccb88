import {
  CHECKOUT_SETTINGS_API as API,
  type CouponInput,
  type OwnerCoupon,
  type OwnerCouponList,
  type OwnerShippingOption,
  type OwnerShippingOptionList,
  type OwnerTaxRule,
  type OwnerTaxRuleList,
  type ShippingOptionInput,
  type TaxRuleInput,
  type TaxSettings,
} from '@plinth/contracts';
import {
  ownerCouponListSchema,
  ownerCouponSchema,
  ownerShippingOptionListSchema,
  ownerShippingOptionSchema,
  ownerTaxRuleListSchema,
  ownerTaxRuleSchema,
  taxSettingsSchema,
} from '@plinth/contracts/schemas';
import type { z } from 'zod';
import { checkedAnswer } from './checked-answer';
import { ownerFetch } from './owner-fetch';

/** The store's checkout setup: shipping options, tax rules and the tax switch, coupons. */

const one = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

async function read<S extends z.ZodType>(schema: S, path: string, signal?: AbortSignal) {
  return checkedAnswer(schema, await ownerFetch<unknown>(path, { signal }), `GET ${path}`);
}

/** Creates (id null) or replaces (id given) a row, answering it as saved. */
async function save<S extends z.ZodType>(
  schema: S,
  list: string,
  item: string,
  id: string | null,
  json: unknown,
) {
  const path = id === null ? list : one(item, id);
  const answer = await ownerFetch<unknown>(path, { method: id === null ? 'POST' : 'PUT', json });
  return checkedAnswer(schema, answer, `${id === null ? 'POST' : 'PUT'} ${id === null ? list : item}`);
}

async function remove(item: string, id: string): Promise<void> {
  await ownerFetch<unknown>(one(item, id), { method: 'DELETE' });
}

export const listShippingOptions = (signal?: AbortSignal): Promise<OwnerShippingOptionList> =>
  read(ownerShippingOptionListSchema, API.shippingOptions, signal);
export const saveShippingOption = (
  id: string | null,
  input: ShippingOptionInput,
): Promise<OwnerShippingOption> =>
  save(ownerShippingOptionSchema, API.shippingOptions, API.shippingOption, id, input);
export const deleteShippingOption = (id: string) => remove(API.shippingOption, id);

export const listTaxRules = (signal?: AbortSignal): Promise<OwnerTaxRuleList> =>
  read(ownerTaxRuleListSchema, API.taxRules, signal);
export const saveTaxRule = (id: string | null, input: TaxRuleInput): Promise<OwnerTaxRule> =>
  save(ownerTaxRuleSchema, API.taxRules, API.taxRule, id, input);
export const deleteTaxRule = (id: string) => remove(API.taxRule, id);

export async function saveTaxSettings(settings: TaxSettings): Promise<TaxSettings> {
  const answer = await ownerFetch<unknown>(API.taxSettings, { method: 'PUT', json: settings });
  return checkedAnswer(taxSettingsSchema, answer, `PUT ${API.taxSettings}`);
}

export const listCoupons = (signal?: AbortSignal): Promise<OwnerCouponList> =>
  read(ownerCouponListSchema, API.coupons, signal);
export const saveCoupon = (id: string | null, input: CouponInput): Promise<OwnerCoupon> =>
  save(ownerCouponSchema, API.coupons, API.coupon, id, input);
export const deleteCoupon = (id: string) => remove(API.coupon, id);
