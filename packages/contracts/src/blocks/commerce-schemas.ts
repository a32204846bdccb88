import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import {
  CATALOG_ID_PATTERN,
  PRODUCT_BLOCK_LAYOUTS,
  SUMMARY_HEADING_MAX,
  SUMMARY_LAYOUTS,
  SUMMARY_RANGES,
} from './commerce-options';

/** A catalogue id, or "" while the owner has not chosen one (the block then renders nothing). */
const catalogId = z.union([z.literal(''), z.string().regex(CATALOG_ID_PATTERN)]);
const range = (r: { min: number; max: number; default: number }) =>
  z.number().int().min(r.min).max(r.max).default(r.default);

export const summaryPropsSchema = z
  .object({
    collectionId: catalogId,
    /** A product category (term id); "" for every product of the store page. */
    categoryId: catalogId.default(''),
    heading: z.string().max(SUMMARY_HEADING_MAX).default(''),
    limit: range(SUMMARY_RANGES.limit),
    layout: z.enum(SUMMARY_LAYOUTS).default('grid'),
    columns: range(SUMMARY_RANGES.columns),
    showTitle: z.boolean().default(true),
    showPrice: z.boolean().default(true),
    showExcerpt: z.boolean().default(false),
  })
  .strict();

export const productBlockPropsSchema = z
  .object({
    productId: catalogId,
    layout: z.enum(PRODUCT_BLOCK_LAYOUTS).default('side'),
    showImage: z.boolean().default(true),
    showPrice: z.boolean().default(true),
  })
  .strict();

export type SummaryProps = z.infer<typeof summaryPropsSchema>;
export type ProductBlockProps = z.infer<typeof productBlockPropsSchema>;

/** The props each commerce block accepts (the server's check). */
export const COMMERCE_BLOCK_SCHEMAS = {
  summary: summaryPropsSchema as unknown as z.ZodType<BlockProps>,
  product: productBlockPropsSchema as unknown as z.ZodType<BlockProps>,
} satisfies Record<string, z.ZodType<BlockProps>>;
