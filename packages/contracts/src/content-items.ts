import type { CollectionType } from './content';
import { defineMessages, type MessageParams } from './define-messages';
import type { PageDocument } from './page-document-model';
import type { SitePageStatus } from './site-pages';

/**
 * The owner API of collections and their items (issue 22 part 1 and 6; docs/content.md, decisions 0052
 * and 0056): limits, messages and shapes. No zod: the editor's bundle imports this; the schemas are in
 * content-api.ts ("@plinth/contracts/schemas"). An item is a page: its body, drafts, revisions and
 * Publish / Schedule / Unpublish go through the pages API (/config/api/pages/:id/...).
 */

export const CONTENT_ITEM_LIMITS = {
  /** The excerpt's HTML after sanitising (rich text, like the rich text block). */
  excerptMax: 10_000,
  locationTextMax: 200,
  searchMax: 200,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  offsetMax: 100_000,
  /** Items changed or deleted by one bulk request. */
  bulkMax: 100,
  /** Items per collection: a larger blog is a site of its own. */
  itemsPerCollectionMax: 50_000,
} as const;

/** The statuses an item is given directly; "published" publishes it (scheduled with a future publishAt). */
export const CONTENT_ITEM_STATUSES = ['draft', 'needsReview', 'private', 'published'] as const;
export type ContentItemStatusInput = (typeof CONTENT_ITEM_STATUSES)[number];

export const CONTENT_BULK_ACTIONS = ['delete', 'setStatus'] as const;
export type ContentBulkAction = (typeof CONTENT_BULK_ACTIONS)[number];

/** Seed 001's location fields of an event (template data `location`). */
export interface ContentLocation {
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  mapLat: number | null;
  mapLng: number | null;
}

export const EMPTY_CONTENT_LOCATION: ContentLocation = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  addressCountry: '',
  mapLat: null,
  mapLng: null,
};

/** What a new item may say; every key but the title is optional. */
export interface ContentItemInput {
  title: string;
  /** Unique within the collection; derived from the title when absent. */
  slug?: string;
  /** Rich text HTML, sanitised on save. */
  excerpt?: string;
  /** The body; an empty page when absent. Later edits go through the pages API. */
  document?: PageDocument;
  /** A member of the site (users.id); null for none. */
  authorId?: string | null;
  featuredImageFileId?: string | null;
  /** Tag and category names (created when new). */
  tags?: string[];
  categories?: string[];
  /** "published" needs content.edit; with a future `publishAt` the item is Scheduled. */
  status?: ContentItemStatusInput;
  publishAt?: string | null;
  /** The date shown and sorted by (ISO 8601); the first publish sets it when absent. */
  itemDate?: string | null;
  seoTitle?: string;
  seoDescription?: string;
  socialImageFileId?: string | null;
  /** Events: ISO 8601 instants; an all-day event's are its first and last days at 00:00 UTC. */
  startsAt?: string | null;
  endsAt?: string | null;
  allDay?: boolean;
  location?: Partial<ContentLocation> | null;
}

/** Only the keys sent change (the body is saved through the pages API). */
export type ContentItemUpdateInput = Partial<Omit<ContentItemInput, 'document'>>;

export interface ContentAuthor {
  id: string;
  name: string;
}

export interface ContentItemSummary {
  id: string;
  collectionId: string;
  collectionType: CollectionType;
  title: string;
  slug: string;
  /** "/{collection}/{item}". */
  url: string;
  status: SitePageStatus;
  statusLabel: string;
  live: boolean;
  /** A scheduled item's publish time, else when it went live, else null. */
  publishAt: string | null;
  itemDate: string | null;
  excerpt: string;
  author: ContentAuthor | null;
  featuredImageFileId: string | null;
  tags: string[];
  categories: string[];
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
  location: ContentLocation;
  hasUnpublishedChanges: boolean;
  updatedAt: string;
}

export interface ContentItemDetail extends ContentItemSummary {
  seoTitle: string;
  seoDescription: string;
  socialImageFileId: string | null;
  /** The draft's revision (the pages API's baseRevision). */
  revision: number;
  createdAt: string;
}

export interface ContentItemListQuery {
  q?: string;
  status?: SitePageStatus;
  /** A tag's or category's name (as listed on the items). */
  tag?: string;
  category?: string;
  authorId?: string;
  offset?: number;
  limit?: number;
}

export interface ContentItemList {
  items: ContentItemSummary[];
  total: number;
  offset: number;
  limit: number;
}

export interface ContentCollectionSummary {
  id: string;
  title: string;
  slug: string;
  url: string;
  collectionType: CollectionType;
  status: SitePageStatus;
  statusLabel: string;
  itemCount: number;
}

export interface ContentCollectionList {
  collections: ContentCollectionSummary[];
  /** The site's time zone (settings.timeZone, seed 001's default America/New_York): events are in it. */
  timeZone: string;
}

export interface ContentBulkInput {
  ids: string[];
  action: ContentBulkAction;
  /** With setStatus: the status every item gets ("published" publishes their drafts now). */
  status?: ContentItemStatusInput;
}

export interface ContentBulkResult {
  changed: number;
}

/** The owner API's paths. */
export const CONTENT_API = {
  collections: '/config/api/collections',
  items: '/config/api/collections/:id/items',
  bulk: '/config/api/collections/:id/items/bulk',
  item: '/config/api/items/:id',
} as const;

/** Owner-facing texts of the content API and panels (Plinth's; seed 001 has none for these). */
export const CONTENT_ITEM_MESSAGES = {
  invalid: 'Check the highlighted fields.',
  collectionNotFound: 'This blog or events page no longer exists.',
  itemNotFound: 'This post or event no longer exists.',
  authorNotMember: 'The author must be a member of this site.',
  imageNotUploaded: 'This image is not one of this site’s uploads. Upload it again.',
  excerptTooLong: 'The excerpt can be at most 10,000 characters.',
  endBeforeStart: 'The end must not be before the start.',
  dateInvalid: 'Enter a date and time.',
  publishNeedsEditor: 'Only a role that can publish may publish, schedule or change live items.',
  tooManyItems: 'A collection can have at most 50,000 items.',
  statusRequired: 'Choose a status.',
} as const;
export type ContentItemMessageId = keyof typeof CONTENT_ITEM_MESSAGES;

export const contentItemMessage: (id: ContentItemMessageId, params?: MessageParams) => string =
  defineMessages(CONTENT_ITEM_MESSAGES).format;
