import { z } from 'zod';
import { OWNER_PRODUCT_MESSAGES as M, PRODUCT_LIMITS as L } from './owner-product-messages';
import { productImageSchema } from './product';

/** One variant in the editor's inventory panel (GET /config/api/inventory). */
export const inventoryItemSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  productType: z.number().int(),
  /** The product page on the storefront. */
  productUrl: z.string(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  /** Values in the product's option order, e.g. "M / Sand"; "" for a product without options. */
  optionLabel: z.string(),
  unlimited: z.boolean(),
  stock: z.number().int(),
  /** The variant's image, else the product's first image. */
  image: productImageSchema.nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventoryListSchema = z.object({ items: z.array(inventoryItemSchema) });
export type InventoryList = z.infer<typeof inventoryListSchema>;

const stockCount = z.number().int(M.stockInvalid).min(0, M.stockInvalid).max(L.stockMax, M.stockInvalid);

/** PUT /config/api/inventory/:variantId: set the count, the unlimited flag, or both. */
export const inventoryUpdateSchema = z
  .object({ stock: stockCount.optional(), unlimited: z.boolean().optional() })
  .refine((body) => body.stock !== undefined || body.unlimited !== undefined, {
    message: M.inventoryNothingToChange,
    path: ['stock'],
  });
export type InventoryUpdate = z.infer<typeof inventoryUpdateSchema>;

/** POST /config/api/inventory/:variantId/adjust: add (or with a negative number, remove) units. */
export const inventoryAdjustSchema = z.object({
  by: z
    .number(M.inventoryAdjustZero)
    .int(M.inventoryAdjustZero)
    .min(-L.stockMax, M.inventoryAdjustTooLarge)
    .max(L.stockMax, M.inventoryAdjustTooLarge)
    .refine((by) => by !== 0, M.inventoryAdjustZero),
});
export type InventoryAdjust = z.infer<typeof inventoryAdjustSchema>;

/** The {variantId} of /config/api/inventory/{variantId}. */
export const inventoryVariantParams = z.object({ variantId: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });

/** GET /config/api/inventory?q= */
export const inventoryListQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
