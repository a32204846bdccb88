import {
  COLLECTION_TYPE,
  plainTextOf,
  PRODUCT_STATUS,
  SEARCH_SUBJECT,
  SITE_PAGE_STATUS,
  type SearchSubject,
} from '@plinth/contracts';
import { clip, pageDocumentText, richText } from './document-text';
import { indexText } from './marked-html';

/**
 * What the index holds for one product or page: pure functions from its stored rows to the rows of
 * `search_documents` (none when visitors may never see it). Visibility is a time interval, so a
 * scheduled change is found from its time on without any write (decision 0054).
 */

export interface SubjectDocument {
  subject_type: SearchSubject;
  subject_id: string;
  title: string;
  body: string;
  url: string;
  image_url: string | null;
  /** '' = since always. */
  visible_from: string;
  /** null = for good. */
  visible_until: string | null;
}

export interface ProductSubject {
  id: string;
  title: string;
  description: string;
  url_id: string;
  images: string;
  status: string;
  publish_at: string | null;
  collection_url_id: string;
  collection_enabled: number;
}

/** A live product of a store page that is on the site; a scheduled one from its time. */
export function productDocuments(product: ProductSubject): SubjectDocument[] {
  if (Number(product.collection_enabled) !== 1) return [];
  let from: string;
  if (product.status === PRODUCT_STATUS.active) from = '';
  else if (product.status === PRODUCT_STATUS.scheduled && isoOf(product.publish_at) !== null)
    from = isoOf(product.publish_at) ?? '';
  else return [];
  return [
    {
      subject_type: SEARCH_SUBJECT.product,
      subject_id: product.id,
      title: indexText(product.title),
      body: clip(indexText(plainTextOf(product.description))),
      url: `/${product.collection_url_id}/p/${product.url_id}`,
      image_url: firstImageUrl(product.images),
      visible_from: from,
      visible_until: null,
    },
  ];
}

/** The site_pages fields that decide what visitors see of a page (and of an item). */
export interface PageSubject {
  id: string;
  title: string;
  slug: string;
  status: string;
  publish_at: string | null;
  published_document: string | null;
  published_revision: number | null;
  scheduled_document: string | null;
  scheduled_revision: number | null;
  password_hash: string | null;
  member_only: number;
  is_home: number;
  collection_type: string | null;
  collection_id: string | null;
}

/** An item's own fields and its collection (null when the collection is gone). */
export interface ItemSubject {
  excerpt: string;
  collection: PageSubject | null;
}

interface LiveCopy {
  document: string | null;
  from: string;
  until: string | null;
}

/**
 * The copies visitors see and when (the rule of liveCopyOf, as intervals): a published page its
 * published copy; a scheduled one its published copy until `publish_at`, the scheduled copy from
 * then. Locked and member-only pages are never in search results.
 */
export function liveCopies(page: PageSubject): LiveCopy[] {
  if (page.password_hash !== null || Number(page.member_only) === 1) return [];
  const published = page.published_revision !== null;
  if (page.status === SITE_PAGE_STATUS.published) {
    return published ? [{ document: page.published_document, from: '', until: null }] : [];
  }
  if (page.status !== SITE_PAGE_STATUS.scheduled) return [];
  const at = isoOf(page.publish_at);
  const switches = at !== null && page.scheduled_revision !== null;
  const copies: LiveCopy[] = [];
  if (published) copies.push({ document: page.published_document, from: '', until: switches ? at : null });
  if (switches) copies.push({ document: page.scheduled_document, from: at, until: null });
  return copies;
}

/** A page's rows; an item's too when `item` is given (its collection's visibility bounds its own). */
export function pageDocuments(page: PageSubject, item: ItemSubject | null): SubjectDocument[] {
  const copies = liveCopies(page);
  if (page.collection_id === null) {
    return copies.map((copy) =>
      toDocument(page, SEARCH_SUBJECT.page, page.is_home === 1 ? '/' : `/${page.slug}`, copy, ''),
    );
  }
  const collection = item?.collection ?? null;
  if (!collection) return [];
  const shown = liveCopies(collection);
  const first = shown[0];
  if (!first) return [];
  const span = { from: first.from, until: shown[shown.length - 1]?.until ?? null };
  const kind =
    collection.collection_type === COLLECTION_TYPE.events ? SEARCH_SUBJECT.event : SEARCH_SUBJECT.post;
  const url = `/${collection.slug}/${page.slug}`;
  const excerpt = richText(item?.excerpt ?? '');
  return copies.flatMap((copy) => {
    const bounded = intersect(copy, span);
    return bounded ? [toDocument(page, kind, url, bounded, excerpt)] : [];
  });
}

function toDocument(
  page: PageSubject,
  kind: SearchSubject,
  url: string,
  copy: LiveCopy,
  lead: string,
): SubjectDocument {
  const text = pageDocumentText(parseJson(copy.document));
  return {
    subject_type: kind,
    subject_id: page.id,
    title: indexText(page.title),
    body: clip(indexText(lead === '' ? text : `${lead} ${text}`)),
    url,
    image_url: null,
    visible_from: copy.from,
    visible_until: copy.until,
  };
}

/** The part of `copy`'s interval inside `span`, or null when they do not overlap. */
function intersect(copy: LiveCopy, span: { from: string; until: string | null }): LiveCopy | null {
  const from = copy.from > span.from ? copy.from : span.from;
  const ends = [copy.until, span.until].filter((u): u is string => u !== null);
  const until = ends.length === 0 ? null : ends.reduce((a, b) => (a < b ? a : b));
  if (until !== null && until <= from) return null;
  return { document: copy.document, from, until };
}

/** A stored time as the index compares it (UTC ISO 8601), or null when it is not a time. */
function isoOf(value: string | null): string | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function firstImageUrl(images: string): string | null {
  const parsed = parseJson(images);
  if (!Array.isArray(parsed)) return null;
  const first: unknown = parsed[0];
  if (typeof first !== 'object' || first === null) return null;
  const url = (first as { url?: unknown }).url;
  return typeof url === 'string' && url !== '' ? url : null;
}
