import { z } from 'zod';
import { COLLECTION_TYPE } from './content';
import { NAVIGATION_FIELDS } from './navigation';
import { pageDocumentSchema } from './page-document';
import {
  SETTABLE_PAGE_STATUSES,
  SITE_PAGE_LAYOUTS,
  SITE_PAGE_LIMITS as L,
  SITE_PAGE_MESSAGES as M,
  SITE_PAGE_STATUS,
  type SitePageStatus,
} from './site-pages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

/**
 * The owner API of block pages (/config/api/pages, docs/pages.md): request and answer schemas. The
 * types the editor uses are in site-pages.ts; these check the same shapes at the server.
 */

const id = z.string().min(1).max(32);
export const sitePageIdParams = z.object({ id });

const title = z.string().trim().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong);
const statuses = Object.values(SITE_PAGE_STATUS) as [SitePageStatus, ...SitePageStatus[]];

/** A stored page document in an answer: the blocks as saved (docs/page-document.md). */
const storedDocumentSchema = z.object({
  version: z.literal(1),
  root: z.object({ props: z.record(z.string(), z.unknown()) }),
  blocks: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      props: z.record(z.string(), z.unknown()),
      slots: z.record(z.string(), z.array(z.unknown())).optional(),
    }),
  ),
});

export const sitePageSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  isHome: z.boolean(),
  navigations: z.array(z.enum(NAVIGATION_FIELDS)),
  inNavigation: z.boolean(),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  position: z.number().int(),
  status: z.enum(statuses),
  statusLabel: z.string(),
  live: z.boolean(),
  publishAt: z.string().nullable(),
  locked: z.boolean(),
  memberOnly: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.string(),
  collectionType: z.enum([COLLECTION_TYPE.blog, COLLECTION_TYPE.events]).nullable(),
  collectionId: z.string().nullable(),
});

export const sitePageListSchema = z.object({ pages: z.array(sitePageSummarySchema) });

export const sitePageDetailSchema = sitePageSummarySchema.extend({
  seoTitle: z.string(),
  seoDescription: z.string(),
  socialImageFileId: z.string().nullable(),
  revision: z.number().int(),
  /** The revision visitors see now and when it went live; null while the page is off the site. */
  publishedRevision: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  // What was saved (checked by pageDocumentSchema then), described loosely so it serializes fast.
  document: storedDocumentSchema,
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
});

export const sitePageCreateSchema = z.object({
  title,
  layout: z.enum(SITE_PAGE_LAYOUTS),
  parentId: id.nullable().optional(),
  addToNavigation: z.boolean().optional(),
});

export const sitePageSaveSchema = z.object({
  baseRevision: z.number().int().min(1),
  document: pageDocumentSchema,
});

export const sitePageSaveResultSchema = z.object({ revision: z.number().int(), savedAt: z.string() });

/** The editor's document as it is now, saved or not: rendered, never stored. */
export const sitePageRenderSchema = z.object({ document: pageDocumentSchema });

/**
 * The blocks' HTML (what the page template puts inside `.block-page`), the stylesheets they need as
 * the page names them (`style[data-href]` or `link[href]`), and the storefront islands they need.
 */
export const sitePageRenderResultSchema = z.object({
  html: z.string(),
  styles: z.array(z.string()),
  islands: z.array(z.string()),
});

export const sitePageSettingsSchema = z
  .object({
    title: title.optional(),
    slug: z.string().trim().max(SLUG_MAX_LENGTH, M.slugTooLong).regex(SLUG_PATTERN, M.slugPattern).optional(),
    seoTitle: z.string().trim().max(L.seoTitleMax, M.seoTitleTooLong).optional(),
    seoDescription: z.string().trim().max(L.seoDescriptionMax, M.seoDescriptionTooLong).optional(),
    socialImageFileId: id.nullable().optional(),
    password: z
      .string()
      .min(L.passwordMin, M.passwordRequired)
      .max(L.passwordMax, M.passwordTooLong)
      .nullable()
      .optional(),
    memberOnly: z.boolean().optional(),
    status: z.enum(SETTABLE_PAGE_STATUSES).optional(),
    parentId: id.nullable().optional(),
    position: z.number().int().min(0).max(L.positionMax).optional(),
    isHome: z.boolean().optional(),
  })
  .strict();

export const sitePagePublishSchema = z
  .object({
    publishAt: z.string().datetime({ offset: true, message: M.publishAtInvalid }).nullable().optional(),
  })
  .strict();

export const sitePageRevisionListSchema = z.object({
  revisions: z.array(
    z.object({ revision: z.number().int(), savedAt: z.string(), savedBy: z.string().nullable() }),
  ),
});
