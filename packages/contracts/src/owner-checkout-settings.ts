import { z } from 'zod';
import { shippingKindSchema } from './checkout';
import {
  CHECKOUT_SETTINGS_LIMITS as L,
  COUPON_CODE_PATTERN,
  CHECKOUT_SETTINGS_MESSAGES as M,
  checkoutSettingsMessage,
} from './owner-checkout-settings-rules';

/**
 * The owner's checkout setup (GET/POST/PUT/DELETE /config/api/shipping-options, tax-rules, coupons and
 * PUT tax-settings): what the editor sends, checked here once for the server and the editor, and what
 * the server answers. Money is integer minor units, tax rates basis points (725 = 7.25 %).
 */

const money = (message: string = M.amountInvalid) =>
  z.number(message).int(message).min(0, message).max(L.amountMax, message);
const name = z
  .string(M.nameRequired)
  .trim()
  .min(1, M.nameRequired)
  .max(L.nameMax, checkoutSettingsMessage('nameTooLong', { max: L.nameMax }));
const countryCode = z
  .string(M.countryInvalid)
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, M.countryInvalid));

export const rateTierSchema = z.object({
  /** Up to and including this many grams (weight) or cents (subtotal); null: everything above. */
  upTo: z
    .number(M.rateLimitInvalid)
    .int(M.rateLimitInvalid)
    .min(1, M.rateLimitInvalid)
    .max(L.weightMaxGrams, M.rateLimitInvalid)
    .nullable(),
  cents: money(),
});
export type RateTierInput = z.infer<typeof rateTierSchema>;

type Issue = (path: (string | number)[], message: string) => void;

/** Tiers climb: each limit above the one before, and only the last may be open-ended. */
function checkRates(rates: readonly RateTierInput[], issue: Issue): void {
  if (rates.length === 0) issue(['rates'], M.ratesRequired);
  let previous = 0;
  rates.forEach((tier, i) => {
    const last = i === rates.length - 1;
    if (tier.upTo === null ? !last : tier.upTo <= previous) issue(['rates', i, 'upTo'], M.ratesOrder);
    previous = tier.upTo ?? previous;
  });
}

export const shippingOptionInputSchema = z
  .object({
    name,
    // The enum's own message lists the values; the owner needs a sentence.
    kind: z.enum(shippingKindSchema.options, M.kindInvalid),
    /** flat: the price; free_over: the price below freeOverCents. */
    amountCents: money().default(0),
    /** free_over: from this items subtotal shipping is free. */
    freeOverCents: money().nullable().default(null),
    /** weight (grams) and subtotal (cents): ascending tiers. */
    rates: z
      .array(rateTierSchema)
      .max(L.ratesMax, checkoutSettingsMessage('tooManyRates', { max: L.ratesMax }))
      .default([]),
    /** ISO 3166-1 alpha-2 codes served; empty: everywhere. */
    countries: z
      .array(countryCode)
      .max(L.countriesMax, checkoutSettingsMessage('tooManyCountries', { max: L.countriesMax }))
      .default([]),
    /** Off: kept, but not offered at checkout. */
    enabled: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    if (input.kind === 'free_over' && input.freeOverCents === null)
      issue(['freeOverCents'], M.freeOverRequired);
    if (input.kind === 'weight' || input.kind === 'subtotal') checkRates(input.rates, issue);
    const seen = new Set<string>();
    input.countries.forEach((country, i) => {
      if (seen.has(country)) issue(['countries', i], M.countryDuplicate);
      seen.add(country);
    });
  });
export type ShippingOptionInput = z.input<typeof shippingOptionInputSchema>;
export type ParsedShippingOptionInput = z.output<typeof shippingOptionInputSchema>;

export const ownerShippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: shippingKindSchema,
  amountCents: z.number().int(),
  freeOverCents: z.number().int().nullable(),
  rates: z.array(z.object({ upTo: z.number().int().nullable(), cents: z.number().int() })),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  position: z.number().int(),
});
export type OwnerShippingOption = z.infer<typeof ownerShippingOptionSchema>;
export const ownerShippingOptionListSchema = z.object({
  shippingOptions: z.array(ownerShippingOptionSchema),
});
export type OwnerShippingOptionList = z.infer<typeof ownerShippingOptionListSchema>;

export const taxRuleInputSchema = z.object({
  name,
  country: countryCode,
  /** A state or region as shoppers type it ("CA", "California"); empty or null: the whole country. */
  region: z
    .string()
    .trim()
    .max(L.regionMax, checkoutSettingsMessage('regionTooLong', { max: L.regionMax }))
    .nullable()
    .default(null)
    .transform((region) => (region ? region : null)),
  rateBasisPoints: z
    .number(M.taxRateInvalid)
    .int(M.taxRateInvalid)
    .min(0, M.taxRateInvalid)
    .max(L.taxRateMax, M.taxRateInvalid),
  appliesToShipping: z.boolean().default(false),
});
export type TaxRuleInput = z.input<typeof taxRuleInputSchema>;

export const ownerTaxRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  rateBasisPoints: z.number().int(),
  appliesToShipping: z.boolean(),
  position: z.number().int(),
});
export type OwnerTaxRule = z.infer<typeof ownerTaxRuleSchema>;

/** PUT /config/api/tax-settings, and its answer. */
export const taxSettingsSchema = z.object({
  /** The catalogue's prices already hold the tax: checkout shows the tax inside them, adding none. */
  pricesIncludeTax: z.boolean(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const ownerTaxRuleListSchema = taxSettingsSchema.extend({ taxRules: z.array(ownerTaxRuleSchema) });
export type OwnerTaxRuleList = z.infer<typeof ownerTaxRuleListSchema>;

export const couponInputSchema = z
  .object({
    /** Matched without regard to case: kept upper case. */
    code: z
      .string(M.codeRequired)
      .trim()
      .min(1, M.codeRequired)
      .max(L.couponCodeMax, checkoutSettingsMessage('codeTooLong', { max: L.couponCodeMax }))
      .regex(COUPON_CODE_PATTERN, M.codePattern)
      .transform((code) => code.toUpperCase()),
    amountOffCents: money().default(0),
    /** Whole percent; 0: not a percentage coupon. */
    percentOff: z
      .number(M.percentInvalid)
      .int(M.percentInvalid)
      .min(0, M.percentInvalid)
      .max(100, M.percentInvalid)
      .default(0),
    freeShipping: z.boolean().default(false),
    /** 0: no minimum. */
    minimumSubtotalCents: money().default(0),
    /** From this moment the coupon no longer applies; null: never expires. */
    expiresAt: z.iso
      .datetime({ offset: true, message: M.expiryInvalid })
      .transform((at) => new Date(at).toISOString())
      .nullable()
      .default(null),
    /** How many orders may use it; null: no limit. */
    usageLimit: z
      .number(M.usageLimitInvalid)
      .int(M.usageLimitInvalid)
      .min(1, M.usageLimitInvalid)
      .max(L.usageLimitMax, M.usageLimitInvalid)
      .nullable()
      .default(null),
  })
  .superRefine((input, ctx) => {
    if (input.amountOffCents > 0 && input.percentOff > 0) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: M.discountBoth });
    } else if (input.amountOffCents === 0 && input.percentOff === 0 && !input.freeShipping) {
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: M.benefitRequired });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type ParsedCouponInput = z.output<typeof couponInputSchema>;

export const ownerCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  amountOffCents: z.number().int(),
  percentOff: z.number().int(),
  freeShipping: z.boolean(),
  minimumSubtotalCents: z.number().int(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  /** Orders placed with it so far. */
  timesUsed: z.number().int(),
  createdAt: z.string(),
});
export type OwnerCoupon = z.infer<typeof ownerCouponSchema>;
export const ownerCouponListSchema = z.object({ coupons: z.array(ownerCouponSchema) });
export type OwnerCouponList = z.infer<typeof ownerCouponListSchema>;

export const checkoutSettingIdParams = z.object({ id: z.string().min(1).max(32) });
