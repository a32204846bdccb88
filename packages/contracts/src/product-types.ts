/** Product types with the spec's codes (seed 000 section 3); paywall appears in one place only. */
export const PRODUCT_TYPE = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export const BILLING_UNIT = { WEEK: 'WEEK', MONTH: 'MONTH', YEAR: 'YEAR' } as const;
export type BillingUnit = (typeof BILLING_UNIT)[keyof typeof BILLING_UNIT];

/** Product types the editor can create: physical, digital, service, gift card (paywall 5 is not). */
export const CREATABLE_PRODUCT_TYPES = [1, 2, 3, 4] as const;
export type CreatableProductType = (typeof CREATABLE_PRODUCT_TYPES)[number];
