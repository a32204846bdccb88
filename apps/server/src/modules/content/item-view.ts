import {
  COLLECTION_TYPE,
  EMPTY_CONTENT_LOCATION,
  SITE_PAGE_STATUS,
  SITE_PAGE_STATUS_LABEL,
  effectivePageStatus,
  isPageLive,
  type CollectionType,
  type ContentItemSummary,
  type ContentLocation,
} from '@plinth/contracts';
import type { ItemListRow } from './queries';

/** The item's terms and author, read in batches for a list. */
export interface ItemExtras {
  terms: Map<string, { tags: string[]; categories: string[] }>;
  authors: Map<string, string>;
}

export function collectionTypeOf(value: string | null): CollectionType {
  return value === COLLECTION_TYPE.events ? COLLECTION_TYPE.events : COLLECTION_TYPE.blog;
}

/** Stored by this module from the checked input; a field that is not text or a number reads empty. */
export function parseLocation(json: string): ContentLocation {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ...EMPTY_CONTENT_LOCATION };
  }
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const textOf = (key: keyof ContentLocation) => (typeof source[key] === 'string' ? source[key] : '');
  const numberOf = (key: keyof ContentLocation) => (typeof source[key] === 'number' ? source[key] : null);
  return {
    name: textOf('name'),
    addressLine1: textOf('addressLine1'),
    addressLine2: textOf('addressLine2'),
    addressCountry: textOf('addressCountry'),
    mapLat: numberOf('mapLat'),
    mapLng: numberOf('mapLng'),
  };
}

/** An item as the owner's list shows it at `nowMs` (a scheduled item that is due reads Published). */
export function toContentItemSummary(
  row: ItemListRow,
  collection: { slug: string; collection_type: string },
  nowMs: number,
  extras: ItemExtras,
): ContentItemSummary {
  const status = effectivePageStatus(row, nowMs);
  const newest = row.status === SITE_PAGE_STATUS.scheduled ? row.scheduled_revision : row.published_revision;
  const terms = extras.terms.get(row.id) ?? { tags: [], categories: [] };
  const authorName = row.author_id === null ? undefined : extras.authors.get(row.author_id);
  return {
    id: row.id,
    collectionId: row.collection_id,
    collectionType: collectionTypeOf(collection.collection_type),
    title: row.title,
    slug: row.slug,
    url: `/${collection.slug}/${row.slug}`,
    status,
    statusLabel: SITE_PAGE_STATUS_LABEL[status],
    live: isPageLive(row, nowMs),
    publishAt: row.publish_at,
    itemDate: row.item_date,
    excerpt: row.excerpt,
    author:
      row.author_id !== null && authorName !== undefined ? { id: row.author_id, name: authorName } : null,
    featuredImageFileId: row.featured_image_file_id,
    tags: terms.tags,
    categories: terms.categories,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    allDay: Number(row.all_day) === 1,
    location: parseLocation(row.location),
    hasUnpublishedChanges: newest !== row.draft_revision,
    updatedAt: row.updated_at,
  };
}
