import { z } from 'zod';
import { COLLECTION_TYPE, TERM_LIMITS } from './content';
import {
  CONTENT_BULK_ACTIONS,
  CONTENT_ITEM_LIMITS as L,
  CONTENT_ITEM_MESSAGES as M,
  CONTENT_ITEM_STATUSES,
} from './content-items';
import { pageDocumentSchema } from './page-document';
import {
  SITE_PAGE_LIMITS,
  SITE_PAGE_MESSAGES as PM,
  SITE_PAGE_STATUS,
  type SitePageStatus,
} from './site-pages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug';

/**
 * The owner API of collections and items (/config/api/collections, /config/api/items; docs/content.md):
 * request and answer schemas. The types the editor uses are in content-items.ts.
 */

const id = z.string().min(1).max(32);
export const contentIdParams = z.object({ id });

const statuses = Object.values(SITE_PAGE_STATUS) as [SitePageStatus, ...SitePageStatus[]];
const collectionType = z.enum([COLLECTION_TYPE.blog, COLLECTION_TYPE.events]);
const dateTime = z.string().datetime({ offset: true, message: M.dateInvalid });
const text = z.string().trim().max(L.locationTextMax);
const tagName = z.string().trim().min(1).max(TERM_LIMITS.tagMax);
const categoryName = z.string().trim().min(1).max(TERM_LIMITS.categoryMax);

const locationSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCountry: z.string(),
  mapLat: z.number().nullable(),
  mapLng: z.number().nullable(),
});

const locationInputSchema = z
  .object({
    name: text,
    addressLine1: text,
    addressLine2: text,
    addressCountry: text,
    mapLat: z.number().min(-90).max(90).nullable(),
    mapLng: z.number().min(-180).max(180).nullable(),
  })
  .partial()
  .strict();

const itemFields = {
  title: z.string().trim().min(1, PM.titleRequired).max(SITE_PAGE_LIMITS.titleMax, PM.titleTooLong),
  slug: z.string().trim().max(SLUG_MAX_LENGTH, PM.slugTooLong).regex(SLUG_PATTERN, PM.slugPattern),
  // The HTML is sanitised on save; the bound is on what is sent (a little room for what goes).
  excerpt: z.string().max(L.excerptMax * 2, M.excerptTooLong),
  authorId: id.nullable(),
  featuredImageFileId: id.nullable(),
  tags: z.array(tagName).max(TERM_LIMITS.perSubjectMax),
  categories: z.array(categoryName).max(TERM_LIMITS.perSubjectMax),
  status: z.enum(CONTENT_ITEM_STATUSES),
  publishAt: dateTime.nullable(),
  itemDate: dateTime.nullable(),
  seoTitle: z.string().trim().max(SITE_PAGE_LIMITS.seoTitleMax, PM.seoTitleTooLong),
  seoDescription: z.string().trim().max(SITE_PAGE_LIMITS.seoDescriptionMax, PM.seoDescriptionTooLong),
  socialImageFileId: id.nullable(),
  startsAt: dateTime.nullable(),
  endsAt: dateTime.nullable(),
  allDay: z.boolean(),
  location: locationInputSchema.nullable(),
};

const { title, ...optionalFields } = itemFields;

export const contentItemCreateSchema = z
  .object({ title, document: pageDocumentSchema, ...optionalFields })
  .partial()
  .required({ title: true })
  .strict();

export const contentItemUpdateSchema = z.object(itemFields).partial().strict();

export const contentItemSummarySchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  collectionType,
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  status: z.enum(statuses),
  statusLabel: z.string(),
  live: z.boolean(),
  publishAt: z.string().nullable(),
  itemDate: z.string().nullable(),
  excerpt: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  featuredImageFileId: z.string().nullable(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  allDay: z.boolean(),
  location: locationSchema,
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.string(),
});

export const contentItemDetailSchema = contentItemSummarySchema.extend({
  seoTitle: z.string(),
  seoDescription: z.string(),
  socialImageFileId: z.string().nullable(),
  revision: z.number().int(),
  createdAt: z.string(),
});

export const contentItemListQuerySchema = z
  .object({
    q: z.string().trim().max(L.searchMax).optional(),
    status: z.enum(statuses).optional(),
    tag: tagName.optional(),
    category: categoryName.optional(),
    authorId: id.optional(),
    offset: z.coerce.number().int().min(0).max(L.offsetMax).optional(),
    limit: z.coerce.number().int().min(1).max(L.pageSizeMax).optional(),
  })
  .strict();

export const contentItemListSchema = z.object({
  items: z.array(contentItemSummarySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

export const contentCollectionListSchema = z.object({
  collections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      url: z.string(),
      collectionType,
      status: z.enum(statuses),
      statusLabel: z.string(),
      itemCount: z.number().int(),
    }),
  ),
  timeZone: z.string(),
});

export const contentBulkSchema = z
  .object({
    ids: z.array(id).min(1).max(L.bulkMax),
    action: z.enum(CONTENT_BULK_ACTIONS),
    status: z.enum(CONTENT_ITEM_STATUSES).optional(),
  })
  .strict()
  .refine((body) => body.action !== 'setStatus' || body.status !== undefined, {
    message: M.statusRequired,
    path: ['status'],
  });

export const contentBulkResultSchema = z.object({ changed: z.number().int() });
