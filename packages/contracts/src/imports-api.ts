import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_OUTCOMES, IMPORT_STATUSES } from './imports';

/** One line of an import's report: what happened to one product, post, page, comment or image. */
export const importReportEntrySchema = z.object({
  outcome: z.enum(IMPORT_OUTCOMES),
  /** product, post, page, attachment, comment, image, file. */
  subject: z.string(),
  /** The handle, title or file name the owner knows it by. */
  name: z.string(),
  /** Where in the file: "line 12", "item 3 (line 40)". */
  where: z.string(),
  /** Why it was skipped, or what to know about it; null for a plain success. */
  reason: z.string().nullable(),
});
export type ImportReportEntry = z.infer<typeof importReportEntrySchema>;

export const importRunSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  /** Items (products, posts, pages…) the file holds; 0 until it has been read through once. */
  total: z.number().int(),
  /** Items dealt with so far, whatever their outcome. */
  done: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Why the whole file was refused (status failed); null otherwise. */
  error: z.string().nullable(),
  /** Problems first, then notes and successes, at most IMPORT_LIMITS.reportEntriesMax. */
  entries: z.array(importReportEntrySchema),
  /** Entries left out of `entries` past its limit. */
  entriesLeftOut: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunListSchema = z.object({ runs: z.array(importRunSchema.omit({ entries: true })) });
export type ImportRunList = z.infer<typeof importRunListSchema>;

export const importRunParams = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });

/** POST /config/api/imports/shopify-csv: which store page products go to (default the first). */
export const shopifyImportQuerySchema = z
  .object({
    storePageId: z
      .string()
      .regex(/^[A-Za-z0-9]{1,32}$/)
      .optional(),
  })
  .strict();

/** POST /config/api/imports/wordpress: the blog posts go to (its slug; default one named after the file's site). */
export const wordpressImportQuerySchema = z
  .object({
    collection: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(200)
      .optional(),
  })
  .strict();

/** GET /config/api/imports/products.csv: the catalogue in Shopify's product CSV layout. */
export const productsCsvSchema = z
  .string()
  .describe('A CSV document (text/csv), Shopify product CSV columns');
