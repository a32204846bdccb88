import { COLLECTION_TYPE, COLLECTION_TYPE_CODE, RECORD_TYPE, TERM_KIND } from '@plinth/contracts';
import type {
  ContentCollectionContext,
  ContentItemContext,
  ContentLocation,
  ContentTermLink,
} from '@plinth/theme';
import type { BlockFile } from '@plinth/theme/blocks';
import { sanitizeDescription } from '../products';
import type { ItemRow, ItemTermRow } from './queries';

/** A Blog or Events page as its list and items name it. */
export interface CollectionPage {
  id: string;
  title: string;
  slug: string;
  collectionType: string;
}

export function isEvents(collection: Pick<CollectionPage, 'collectionType'>): boolean {
  return collection.collectionType === COLLECTION_TYPE.events;
}

/** seed 001's collection fields for a Blog or Events page (comments closed until they exist). */
export function toContentCollectionContext(collection: CollectionPage): ContentCollectionContext {
  const fullUrl = `/${collection.slug}`;
  return {
    id: collection.id,
    title: collection.title,
    urlId: collection.slug,
    fullUrl,
    description: '',
    type: COLLECTION_TYPE_CODE.generic,
    typeName: collection.collectionType,
    collectionType: collection.collectionType,
    commentState: 0,
    publicCommentCount: 0,
    folder: false,
    feedUrl: `${fullUrl}?format=${isEvents(collection) ? 'ical' : 'rss'}`,
  };
}

/** The list filtered by a term: "/blog?tag=news". */
export function termUrl(collectionPath: string, kind: string, slug: string): string {
  return `${collectionPath}?${kind === TERM_KIND.category ? 'category' : 'tag'}=${encodeURIComponent(slug)}`;
}

/** The location as stored (JSON), with every field a string or a finite number; null for none. */
export function parseLocation(json: string): ContentLocation | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? raw[key].trim().slice(0, 300) : '');
  const coordinate = (key: string, limit: number) => {
    const n = typeof raw[key] === 'string' ? Number(raw[key]) : raw[key];
    return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
  };
  const location: ContentLocation = {
    name: text('name'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    addressCountry: text('addressCountry'),
  };
  const lat = coordinate('mapLat', 90);
  const lng = coordinate('mapLng', 180);
  if (lat !== undefined && lng !== undefined) Object.assign(location, { mapLat: lat, mapLng: lng });
  const empty =
    !location.name && !location.addressLine1 && !location.addressLine2 && !location.addressCountry;
  return empty && lat === undefined ? null : location;
}

/** "Harbor Hall, 12 Pier Road, Portland, USA" */
export function locationText(location: ContentLocation | null): string {
  if (!location) return '';
  return [location.name, location.addressLine1, location.addressLine2, location.addressCountry]
    .filter((part) => part !== '')
    .join(', ');
}

/** The address alone (no venue name), as a map search takes it. */
export function locationAddress(location: ContentLocation | null): string {
  if (!location) return '';
  return [location.addressLine1, location.addressLine2, location.addressCountry].filter(Boolean).join(', ');
}

function ms(iso: string | null): number | null {
  if (iso === null) return null;
  const value = Date.parse(iso);
  return Number.isFinite(value) ? value : null;
}

/** An event's start and end (ms): the end is never before the start; no end means it ends as it starts. */
export function eventSpan(row: Pick<ItemRow, 'starts_at' | 'ends_at' | 'shown_at'>): {
  start: number;
  end: number;
} {
  const start = ms(row.starts_at) ?? ms(row.shown_at) ?? 0;
  const end = ms(row.ends_at) ?? start;
  return { start, end: Math.max(start, end) };
}

export interface ItemExtras {
  terms: readonly ItemTermRow[];
  image: BlockFile | null;
}

/** An item as seed 001's template data, for lists, its page, JSON and feeds. */
export function toContentItemContext(
  collection: CollectionPage,
  row: ItemRow,
  { terms, image }: ItemExtras,
  nowMs: number,
): ContentItemContext {
  const collectionPath = `/${collection.slug}`;
  const fullUrl = `${collectionPath}/${row.slug}`;
  const events = isEvents(collection);
  const tagRows = terms.filter((term) => term.kind === TERM_KIND.tag);
  const categoryRows = terms.filter((term) => term.kind === TERM_KIND.category);
  const links = (rows: readonly ItemTermRow[]): ContentTermLink[] =>
    rows.map((term) => ({ name: term.name, url: termUrl(collectionPath, term.kind, term.slug) }));
  const location = events ? parseLocation(row.location) : null;
  const span = eventSpan(row);
  const publishOn = ms(row.shown_at) ?? 0;
  return {
    id: row.id,
    title: row.title,
    urlId: row.slug,
    fullUrl,
    excerpt: row.excerpt === '' ? '' : sanitizeDescription(row.excerpt),
    recordType: events ? RECORD_TYPE.event : RECORD_TYPE.text,
    publishOn,
    updatedOn: ms(row.updated_at) ?? publishOn,
    ...(events ? { startDate: span.start, endDate: span.end } : {}),
    allDay: events && row.all_day === 1,
    upcoming: events && span.end >= nowMs,
    ...(location ? { location } : {}),
    locationText: locationText(location),
    tags: tagRows.map((term) => term.name),
    categories: categoryRows.map((term) => term.name),
    tagLinks: links(tagRows),
    categoryLinks: links(categoryRows),
    ...(row.author_id !== null && row.author_name !== null
      ? {
          author: {
            id: row.author_id,
            displayName: row.author_name,
            url: `${collectionPath}?author=${encodeURIComponent(row.author_id)}`,
          },
        }
      : {}),
    ...(image
      ? {
          assetUrl: image.url,
          mainImageId: image.id,
          systemDataId: image.id,
          mainImage: { assetUrl: image.url, width: image.width, height: image.height },
        }
      : {}),
    commentState: 0,
    publicCommentCount: 0,
    likeCount: 0,
    ...(events ? { icsUrl: `${fullUrl}.ics` } : {}),
  };
}
