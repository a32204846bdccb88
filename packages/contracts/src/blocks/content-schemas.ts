import { z } from 'zod';
import type { BlockProps } from '../page-document-model';
import {
  ARCHIVE_GROUPINGS,
  CONTENT_BLOCK_HEADING_MAX,
  CONTENT_COLLECTION_ID_PATTERN,
  CONTENT_SUMMARY_LAYOUTS,
  CONTENT_SUMMARY_RANGES,
  TAG_CLOUD_KINDS,
} from './content-options';

const collectionId = z.union([z.literal(''), z.string().regex(CONTENT_COLLECTION_ID_PATTERN)]);
const heading = z.string().max(CONTENT_BLOCK_HEADING_MAX).default('');

export const contentSummaryPropsSchema = z
  .object({
    collectionId,
    heading,
    limit: z
      .number()
      .int()
      .min(CONTENT_SUMMARY_RANGES.limit.min)
      .max(CONTENT_SUMMARY_RANGES.limit.max)
      .default(CONTENT_SUMMARY_RANGES.limit.default),
    layout: z.enum(CONTENT_SUMMARY_LAYOUTS).default('list'),
    showImage: z.boolean().default(true),
    showDate: z.boolean().default(true),
    showExcerpt: z.boolean().default(true),
  })
  .strict();

export const archivePropsSchema = z
  .object({
    collectionId,
    heading,
    groupBy: z.enum(ARCHIVE_GROUPINGS).default('month'),
    showCounts: z.boolean().default(true),
  })
  .strict();

export const tagCloudPropsSchema = z
  .object({ collectionId, heading, kind: z.enum(TAG_CLOUD_KINDS).default('tag') })
  .strict();

export const calendarBlockPropsSchema = z.object({ collectionId, heading }).strict();

export type ContentSummaryProps = z.infer<typeof contentSummaryPropsSchema>;
export type ArchiveProps = z.infer<typeof archivePropsSchema>;
export type TagCloudProps = z.infer<typeof tagCloudPropsSchema>;

/** The props each content block accepts (the server's check). */
export const CONTENT_BLOCK_SCHEMAS = {
  contentSummary: contentSummaryPropsSchema as unknown as z.ZodType<BlockProps>,
  archive: archivePropsSchema as unknown as z.ZodType<BlockProps>,
  tagCloud: tagCloudPropsSchema as unknown as z.ZodType<BlockProps>,
  calendar: calendarBlockPropsSchema as unknown as z.ZodType<BlockProps>,
} satisfies Record<string, z.ZodType<BlockProps>>;
