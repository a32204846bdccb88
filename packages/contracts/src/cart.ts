import { z } from 'zod';
import { MAX_ADDITIONAL_FIELDS_LENGTH } from './cart-api';
import {
  invalidCouponSchema,
  shippingLocationSchema,
  shippingOptionViewSchema,
  taxRuleViewSchema,
  validCouponSchema,
} from './checkout';

export const cartEntrySchema = z.object({
  id: z.string(),
  itemId: z.string(),
  quantity: z.number().int(),
  chosenVariant: z.object({ sku: z.string(), attributes: z.record(z.string(), z.string()) }),
  title: z.string(),
  /** Line total in cents. */
  subTotal: z.number().int(),
  /** Unit price paid in cents (the sale price when on sale). */
  purchasePriceCents: z.number().int(),
  /** Extra fields for the cart page; not in the spec's entity, never required by it. */
  productUrl: z.string(),
  imageUrl: z.string().nullable(),
  additionalFields: z.string().nullable(),
  /**
   * The unit price before the sale while the line is on sale (the cart page strikes it through
   * beside purchasePriceCents); null or absent otherwise. Plinth's own, like productUrl.
   */
  originalPriceCents: z.number().int().nullable().optional(),
  /**
   * The most units the shop can sell of this variant (its counted stock); null or absent when it is
   * not counted (unlimited, digital, gift card). The cart page disables + there. Plinth's own.
   */
  stockLimit: z.number().int().nullable().optional(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** The ShoppingCart entity of seed 000 section 3; amounts in cents. */
export const shoppingCartSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string().nullable(),
  created: z.string(),
  isPurchased: z.boolean(),
  entries: z.array(cartEntrySchema),
  /** Priced for this cart at checkout (checkout.ts); empty in the plain cart answers. */
  shippingOptions: z.array(shippingOptionViewSchema),
  selectedShippingOption: shippingOptionViewSchema.nullable(),
  shippingLocation: shippingLocationSchema.nullable(),
  applicableTaxRules: z.array(taxRuleViewSchema),
  /** The codes the shopper entered, as entered (trimmed, upper-cased). */
  coupons: z.array(z.string()),
  validCoupons: z.array(validCouponSchema),
  invalidCoupons: z.array(invalidCouponSchema),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCostCents: z.number().int(),
  discountCents: z.number().int(),
  grandTotalCents: z.number().int(),
  totalQuantity: z.number().int(),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
  /** Store currency for formatting the amounts above. */
  currency: z.string().length(3),
});
export type ShoppingCart = z.infer<typeof shoppingCartSchema>;

/**
 * POST /api/commerce/shopping-cart/entries. quantity stays loose here so the service can answer a
 * non-number with the spec's "Quantity must be a number." instead of a schema error.
 */
export const addToCartRequestSchema = z.object({
  itemId: z.string().max(64),
  sku: z.string().max(100).optional(),
  quantity: z.union([z.number(), z.string()]).optional(),
  additionalFields: z.string().max(MAX_ADDITIONAL_FIELDS_LENGTH).nullable().optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

export const addToCartResponseSchema = z.object({
  shoppingCart: shoppingCartSchema,
  newlyAdded: cartEntrySchema,
});
export type AddToCartResponse = z.infer<typeof addToCartResponseSchema>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields (seed 000 section 7). */
export const updateAdditionalFieldsRequestSchema = z
  .object({
    itemId: z.string().max(64),
    sku: z.string().max(100).optional(),
    additionalFields: z.string().max(MAX_ADDITIONAL_FIELDS_LENGTH),
  })
  .strict();
export type UpdateAdditionalFieldsRequest = z.infer<typeof updateAdditionalFieldsRequestSchema>;

export const updateAdditionalFieldsResponseSchema = z.object({
  shoppingCart: shoppingCartSchema,
  updatedEntry: cartEntrySchema,
});
export type UpdateAdditionalFieldsResponse = z.infer<typeof updateAdditionalFieldsResponseSchema>;

/** PUT /api/commerce/shopping-cart/entries/{entryId}/quantity */
export const updateQuantityRequestSchema = z.object({ quantity: z.union([z.number(), z.string()]) });
export type UpdateQuantityRequest = z.infer<typeof updateQuantityRequestSchema>;

export const cartResponseSchema = z.object({ shoppingCart: shoppingCartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const stockResponseSchema = z.object({
  results: z.array(z.object({ sku: z.string(), unlimited: z.boolean(), qtyInStock: z.number().int() })),
});
export type StockResponse = z.infer<typeof stockResponseSchema>;

/** The {entryId} of the entry routes. */
export const cartEntryParams = z.object({ entryId: z.string().min(1).max(64) });

/** GET /api/commerce/shopping-cart: accepted for the spec's client; the subtotal is always calculated. */
export const shoppingCartQuerySchema = z
  .object({ mock: z.string(), timecode: z.string(), calculateSubtotal: z.string() })
  .partial();

/** GET /api/commerce/inventory/stock/?itemId= */
export const stockQuerySchema = z.object({ itemId: z.string().min(1).max(64) });
