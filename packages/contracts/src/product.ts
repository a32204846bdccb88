import { z } from 'zod';

export const moneySchema = z.object({
  /** Decimal string in major units, e.g. "68.00" ("1200" for JPY). */
  value: z.string(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({ value: z.number().int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  /** 0 means the subscription runs until cancelled. */
  numBillingCycles: z.number().int().min(0),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A variant as pages, islands and `?format=json` see it. Prices in minor units (cents). */
export const variantViewSchema = z.object({
  id: z.string(),
  sku: z.string(),
  /** Option name to chosen value, e.g. { Size: 'M', Color: 'Sand' }. Empty for single-variant products. */
  attributes: z.record(z.string(), z.string()),
  optionValues: z.array(z.object({ optionName: z.string(), value: z.string() })),
  price: z.number().int().min(0),
  salePrice: z.number().int().min(0),
  priceMoney: moneySchema,
  salePriceMoney: moneySchema,
  onSale: z.boolean(),
  unlimited: z.boolean(),
  qtyInStock: z.number().int().min(0),
  image: productImageSchema.nullable(),
});
export type VariantView = z.infer<typeof variantViewSchema>;

export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

export const scarcitySchema = z.object({
  scarcityEnabled: z.boolean(),
  /** Template with {qty}, e.g. "Only {qty} left in stock". */
  scarcityText: z.string(),
  scarcityShownByDefault: z.boolean(),
  customSoldOutText: z.string().nullable(),
});
export type Scarcity = z.infer<typeof scarcitySchema>;

export const productViewSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  collectionId: z.string(),
  title: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  /** HTML written by the owner (trusted content; sanitising on save arrives with the editor). */
  description: z.string(),
  productType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  /** Option names in display order with their values in display order. */
  variantOptionOrdering: z.array(z.string()),
  options: z.array(productOptionSchema),
  variants: z.array(variantViewSchema),
  images: z.array(productImageSchema),
  isSubscribable: z.boolean(),
  subscriptionPlan: subscriptionPlanSchema.nullable(),
  useCustomAddButtonText: z.boolean(),
  customAddButtonText: z.string(),
  /**
   * The form add to cart opens (issue 11 part 6): its answers travel with the cart entry as the
   * additionalFields JSON string. Null for none.
   */
  additionalFieldsFormId: z.string().nullable(),
  /** A subscribable product that can also be added to the cart (decision 0042); false otherwise. */
  oneTimePurchase: z.boolean(),
  scarcity: scarcitySchema,
});
export type ProductView = z.infer<typeof productViewSchema>;
