import { z } from 'zod';
import { OWNER_PRODUCT_MESSAGES as M, PRODUCT_LIMITS as L } from './owner-product-messages';
import { checkProductInput } from './owner-product-rules';
import { CREATABLE_PRODUCT_TYPES, type CreatableProductType } from './product-types';
import { PRODUCT_BULK_MAX, PRODUCT_STATUS, PRODUCT_STOCK_FILTER } from './product-status';
import { SLUG_PATTERN } from './slug';
import { termNamesSchema } from './terms-api';
import { productImageSchema, productOptionSchema, subscriptionPlanSchema } from './product';

/**
 * The owner's products as the editor reads and writes them (GET/POST/PUT /config/api/products).
 * productInputSchema holds every rule that needs no database, so the editor checks a form with the very
 * rules the server applies; the server adds what only it can know (SKUs and URLs in use, uploads).
 */

const cents = z.number().int(M.priceNotWhole).min(0, M.priceNegative).max(L.priceMax, M.priceTooHigh);

/** An image of the product: an upload of this site, or one the product already had. */
export const productImageInputSchema = z.object({
  url: z.string().trim().min(1, M.imageNotUploaded).max(500, M.imageNotUploaded),
  alt: z.string().trim().max(L.altMax, M.altTooLong).default(''),
  /** Ignored on input: the server takes the size from the upload. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const productOptionInputSchema = z.object({
  name: z.string().trim().min(1, M.optionNameRequired).max(L.optionNameMax, M.optionNameTooLong),
  values: z
    .array(z.string().trim().min(1, M.optionValueRequired).max(L.optionValueMax, M.optionValueTooLong))
    .min(1, M.optionValuesRequired)
    .max(L.variantsMax, M.tooManyVariants),
});

export const variantInputSchema = z.object({
  /** Present for a variant that exists; absent for a new one. */
  id: z.string().max(32).optional(),
  /** Absent or empty: the server makes one up. */
  sku: z.string().trim().max(L.skuMax, M.skuTooLong).optional(),
  /** Option name to value: every option of the product, exactly one of its values. */
  attributes: z.record(z.string(), z.string().trim()).default({}),
  priceCents: cents,
  salePriceCents: cents.default(0),
  onSale: z.boolean().default(false),
  unlimited: z.boolean().default(false),
  /** Required (0..1,000,000) unless unlimited; digital products and gift cards are always unlimited. */
  stock: z.number().nullable().default(null),
  image: productImageInputSchema.nullable().default(null),
});

export const subscriptionPlanInputSchema = z.object({
  billingPeriod: z.object({
    value: z
      .number()
      .int(M.billingPeriodInvalid)
      .min(1, M.billingPeriodInvalid)
      .max(L.billingPeriodMax, M.billingPeriodInvalid),
    unit: z.enum(['WEEK', 'MONTH', 'YEAR'], M.billingPeriodInvalid),
  }),
  numBillingCycles: z
    .number()
    .int(M.billingCyclesInvalid)
    .min(0, M.billingCyclesInvalid)
    .max(L.billingCyclesMax, M.billingCyclesInvalid),
});

const productStatusSchema = z.enum(['draft', 'active', 'scheduled'], M.statusInvalid);

/** A time the browser sent (ISO 8601, with its offset); the server stores it as UTC. */
const publishAtSchema = z
  .string(M.publishAtInvalid)
  .trim()
  .max(40, M.publishAtInvalid)
  .refine((at) => Number.isFinite(Date.parse(at)), M.publishAtInvalid);

/** Scheduled needs its time; the other statuses ignore one. */
function checkProductStatus(
  input: { status?: string | undefined; publishAt?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.status === PRODUCT_STATUS.scheduled && !input.publishAt) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: M.publishAtRequired });
  }
}

/** Status and go-live time of one product (its editor) or of many (the list's bulk action). */
const productStatusFields = {
  /** Absent: a new product is a draft, a replaced one keeps its status (decision 0049). */
  status: productStatusSchema.optional(),
  /** Required for scheduled. */
  publishAt: publishAtSchema.nullable().optional(),
};

export const productInputSchema = z
  .object({
    ...productStatusFields,
    collectionId: z.string(M.collectionRequired).min(1, M.collectionRequired).max(32, M.collectionRequired),
    title: z.string().trim().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong),
    /** Empty: made from the title (a free "-N" suffix when taken). */
    urlId: z
      .string()
      .trim()
      .max(L.urlIdMax, M.urlIdTooLong)
      .refine((u) => u === '' || SLUG_PATTERN.test(u), M.urlIdPattern)
      .default(''),
    /** Owner HTML; the server keeps only simple formatting and links (docs/decisions/0007). */
    description: z.string().max(L.descriptionMax, M.descriptionTooLong).default(''),
    productType: z
      .number(M.productType)
      .refine((t) => t !== 5, M.paywallNotCreatable)
      .refine((t) => t === 5 || (CREATABLE_PRODUCT_TYPES as readonly number[]).includes(t), M.productType)
      .transform((t) => t as CreatableProductType),
    options: z.array(productOptionInputSchema).max(L.optionsMax, M.tooManyOptions).default([]),
    variants: z
      .array(variantInputSchema)
      .min(L.variantsMin, M.variantsRequired)
      .max(L.variantsMax, M.tooManyVariants),
    images: z.array(productImageInputSchema).max(L.imagesMax, M.tooManyImages).default([]),
    isSubscribable: z.boolean().default(false),
    subscriptionPlan: subscriptionPlanInputSchema.nullable().default(null),
    /** A subscribable product sold once too: Add To Cart beside Subscribe (decision 0042). */
    oneTimePurchase: z.boolean().default(false),
    /** The form add to cart opens (issue 11 part 6): one of the site's forms, or null for none. */
    additionalFieldsFormId: z.string().trim().min(1).max(64).nullable().default(null),
    useCustomAddButtonText: z.boolean().default(false),
    customAddButtonText: z.string().trim().max(L.addButtonTextMax, M.addButtonTextTooLong).default(''),
    scarcityEnabled: z.boolean().default(false),
    /** null: the store's default ("Only {qty} left in stock"). */
    scarcityText: z.string().trim().max(L.scarcityTextMax, M.scarcityTextTooLong).nullable().default(null),
    /** null: the theme's "sold out". */
    customSoldOutText: z.string().trim().max(L.soldOutTextMax, M.soldOutTextTooLong).nullable().default(null),
    /** Search results and shared links (decision 0050): '' uses the title, and the description's start. */
    seoTitle: z.string().trim().max(L.seoTitleMax, M.seoTitleTooLong).default(''),
    seoDescription: z.string().trim().max(L.seoDescriptionMax, M.seoDescriptionTooLong).default(''),
    /**
     * Tag and category names, in order (decision 0053): missing ones are created; each name is checked
     * against its kind's limit by the server (tag 50, category 25). Left out: the product keeps its own.
     */
    tags: termNamesSchema.optional(),
    categories: termNamesSchema.optional(),
  })
  .superRefine(checkProductInput)
  .superRefine(checkProductStatus);
/** What the editor sends (optional fields may be left out). */
export type ProductInput = z.input<typeof productInputSchema>;
/** The same after parsing: defaults filled in, strings trimmed. */
export type ParsedProductInput = z.output<typeof productInputSchema>;

export const ownerVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  priceCents: z.number().int(),
  salePriceCents: z.number().int(),
  onSale: z.boolean(),
  unlimited: z.boolean(),
  /** The count kept while unlimited, so turning unlimited off brings it back. */
  stock: z.number().int(),
  image: productImageSchema.nullable(),
});
export type OwnerVariant = z.infer<typeof ownerVariantSchema>;

const productStatusOutput = {
  /** As stored: 'scheduled' stays so after its time (the storefront shows it from then on). */
  status: z.enum(['draft', 'active', 'scheduled']),
  /** When a scheduled product goes live (ISO 8601 UTC); null for the other statuses. */
  publishAt: z.string().nullable(),
  /** Whether shoppers see it now: active, or scheduled with its time come. */
  live: z.boolean(),
};

export const productDetailSchema = z.object({
  ...productStatusOutput,
  id: z.string(),
  collectionId: z.string(),
  title: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  description: z.string(),
  productType: z.number().int(),
  options: z.array(productOptionSchema),
  variants: z.array(ownerVariantSchema),
  images: z.array(productImageSchema),
  isSubscribable: z.boolean(),
  subscriptionPlan: subscriptionPlanSchema.nullable(),
  oneTimePurchase: z.boolean(),
  additionalFieldsFormId: z.string().nullable(),
  useCustomAddButtonText: z.boolean(),
  customAddButtonText: z.string(),
  scarcityEnabled: z.boolean(),
  scarcityText: z.string().nullable(),
  customSoldOutText: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Tag and category names in the product's order (default: older answers and mocks carry none). */
  tags: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListItemSchema = z.object({
  ...productStatusOutput,
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  productType: z.number().int(),
  collectionId: z.string(),
  image: productImageSchema.nullable(),
  /** The lowest price a shopper pays (the sale price while on sale), in cents. */
  priceCents: z.number().int(),
  /** That variant's regular price while it is on sale, else null. */
  originalPriceCents: z.number().int().nullable(),
  variantCount: z.number().int(),
  /** Units in stock over all variants; null when unlimited. */
  stock: z.number().int().nullable(),
  soldOut: z.boolean(),
  onSale: z.boolean(),
  updatedAt: z.string(),
  tags: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productCollectionSchema = z.object({ id: z.string(), title: z.string(), urlId: z.string() });

/** A tag or category the list can filter by (?tag= / ?category= take its slug). */
export const productTermOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
});

export const productListSchema = z.object({
  products: z.array(productListItemSchema),
  collections: z.array(productCollectionSchema),
  /** The site's tags and categories, for the list's filters. */
  tags: z.array(productTermOptionSchema).default([]),
  categories: z.array(productTermOptionSchema).default([]),
});
export type ProductList = z.infer<typeof productListSchema>;

/** The {id} of /config/api/products/{id}. */
export const productIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });

/** GET /config/api/products?q=&collectionId=&status=&type=&stock= */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  collectionId: z.string().max(32).optional(),
  /** 'active' counts scheduled products whose time has come; 'scheduled' only those still waiting. */
  status: z.enum(['draft', 'active', 'scheduled']).optional(),
  /** A PRODUCT_TYPE code. */
  type: z.coerce.number().int().min(1).max(5).optional(),
  /** in-stock: any unit (or unlimited); low: 1 to the store's low-stock threshold in all; out: none. */
  stock: z
    .enum([PRODUCT_STOCK_FILTER.inStock, PRODUCT_STOCK_FILTER.low, PRODUCT_STOCK_FILTER.out])
    .optional(),
  /** A tag's slug: products carrying it. */
  tag: z.string().max(80).optional(),
  /** A category's slug: products in it or in its subcategories. */
  category: z.string().max(80).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

const bulkIds = z
  .array(z.string().regex(/^[A-Za-z0-9]{1,32}$/))
  .min(1, M.bulkNoneSelected)
  .max(PRODUCT_BULK_MAX, M.bulkTooMany);

/** POST /config/api/products/bulk-status: one status (and time) for every product named. */
export const productBulkStatusSchema = z
  .object({ ids: bulkIds, ...productStatusFields, status: productStatusSchema })
  .superRefine(checkProductStatus);
export type ProductBulkStatusInput = z.input<typeof productBulkStatusSchema>;

/** POST /config/api/products/bulk-delete: the products to delete. */
export const productBulkDeleteSchema = z.object({ ids: bulkIds });
export type ProductBulkDeleteInput = z.input<typeof productBulkDeleteSchema>;

/** Each product of a bulk action, in the order asked: done, or why not (the owner's words). */
export const productBulkResultSchema = z.object({
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), message: z.string().nullable() })),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;
