import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

/**
 * Store creation (seed 001 sections 4 and 7): POST …/websites/{websiteId}/products makes a store page
 * (a product collection), then POST …/products/{collectionId}/categories gives it its ROOT category.
 */

/** Collection type code of a store page (seed 001: products 13). */
export const COLLECTION_TYPE_PRODUCTS = 13;

/** Spec limit: "max category length 25". */
export const CATEGORY_NAME_MAX_LENGTH = 25;

const id = z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'is not an id');

export const storePageParams = z.object({ websiteId: id });
export const categoryParams = z.object({ websiteId: id, collectionId: id });

/** The editor's product collection payload (seed 001 "Editor entities"). */
export const createStorePageBodySchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be 200 characters or fewer'),
  /** '' means the title. */
  navigationTitle: z.string().trim().max(80, 'must be 80 characters or fewer').default(''),
  /** '' means one made from the title. */
  urlId: z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, `must be ${SLUG_MAX_LENGTH} characters or fewer`)
    .refine((value) => value === '' || SLUG_PATTERN.test(value), {
      error: (issue) =>
        `${String(issue.input)} is not a valid page URL: use lower-case letters, digits and single hyphens`,
    })
    .default(''),
  /** Plain text under the page title. */
  description: z.string().trim().max(1000, 'must be 1000 characters or fewer').default(''),
  /** The editor always sends true; false keeps the page off the storefront. */
  enabled: z.boolean().default(true),
});
export type CreateStorePageBody = z.infer<typeof createStorePageBodySchema>;
export type CreateStorePageRequest = z.input<typeof createStorePageBodySchema>;

/** The category payload: displayName, parentCategoryId (unset), type ROOT, LIST_VIEW, displayIndex 1. */
export const createCategoryBodySchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(CATEGORY_NAME_MAX_LENGTH, `must be ${CATEGORY_NAME_MAX_LENGTH} characters or fewer`),
  parentCategoryId: z.null({ error: 'must be unset: a ROOT category has no parent' }).optional(),
  type: z.enum(['ROOT']),
  pageRendering: z.enum(['LIST_VIEW', 'GRID_VIEW']).default('LIST_VIEW'),
  displayIndex: z.number().int('must be a whole number').min(0).max(10_000).default(1),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;
export type CreateCategoryRequest = z.input<typeof createCategoryBodySchema>;

/** A store page as the creation call answers it. */
export const storePageSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  title: z.string(),
  navigationTitle: z.string(),
  urlId: z.string(),
  fullUrl: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  type: z.literal(COLLECTION_TYPE_PRODUCTS),
});
export type StorePage = z.infer<typeof storePageSchema>;

/** A category as the creation call answers it. */
export const storeCategorySchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  displayName: z.string(),
  parentCategoryId: z.null(),
  type: z.literal('ROOT'),
  pageRendering: z.enum(['LIST_VIEW', 'GRID_VIEW']),
  displayIndex: z.number().int(),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;
