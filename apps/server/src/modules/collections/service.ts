import { liveCopyOf, TERM_KIND } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import type { ContentItemContext } from '@plinth/theme';
import { loadBlockFiles } from '../files';
import type { Site } from '../sites';
import { toContentItemContext, type CollectionPage } from './item-context';
import {
  findAuthorName,
  findItemDocuments,
  findLiveItemRow,
  findNeighbourItemRows,
  findNextItemPublishAt,
  findTermName,
  listItemTermRows,
  listLiveItemRows,
  type ItemFilter,
  type ItemOrder,
  type ItemRow,
} from './queries';

/** Items as templates see them, with their terms and featured images loaded in two queries. */
export async function toItemContexts(
  db: Executor,
  site: Site,
  collection: CollectionPage,
  rows: readonly ItemRow[],
  nowMs: number,
): Promise<ContentItemContext[]> {
  const ids = rows.map((row) => row.id);
  const imageIds = rows.flatMap((row) => (row.featured_image_file_id ? [row.featured_image_file_id] : []));
  const [terms, files] = await Promise.all([
    listItemTermRows(db, site.id, ids),
    loadBlockFiles(db, site.id, imageIds),
  ]);
  return rows.map((row) =>
    toContentItemContext(
      collection,
      row,
      {
        terms: terms.filter((term) => term.subject_id === row.id),
        image: row.featured_image_file_id ? (files.get(row.featured_image_file_id) ?? null) : null,
      },
      nowMs,
    ),
  );
}

export interface ItemPage {
  items: ContentItemContext[];
  /** More live items follow this page. */
  hasMore: boolean;
}

/** One page of the collection's live items at `nowMs`, in `order`, narrowed by `filter`. */
export async function listCollectionItems(
  db: Executor,
  site: Site,
  collection: CollectionPage,
  args: { filter: ItemFilter; order: ItemOrder; offset: number; limit: number },
  nowMs: number,
): Promise<ItemPage> {
  const rows = await listLiveItemRows(db, {
    websiteId: site.id,
    collectionId: collection.id,
    nowIso: new Date(nowMs).toISOString(),
    ...args,
    limit: args.limit + 1,
  });
  const shown = rows.slice(0, args.limit);
  return {
    items: await toItemContexts(db, site, collection, shown, nowMs),
    hasMore: rows.length > args.limit,
  };
}

/** An item's row (its own lock and member-only flags too) and its template data. */
export interface CollectionItem {
  row: ItemRow;
  item: ContentItemContext;
}

/**
 * The live item at `slug` in the collection, or null; guarded items too: the caller shows their lock
 * screen or sign-in first (their own `password_hash` and `member_only`).
 */
export async function findCollectionItem(
  db: Executor,
  site: Site,
  collection: CollectionPage,
  slug: string,
  nowMs: number,
): Promise<CollectionItem | null> {
  const row = await findLiveItemRow(db, site.id, collection.id, slug, new Date(nowMs).toISOString());
  if (!row) return null;
  const [item] = await toItemContexts(db, site, collection, [row], nowMs);
  return item ? { row, item } : null;
}

/** The live items before and after `row` (older and newer posts; earlier and later events). */
export async function findItemNeighbours(
  db: Executor,
  site: Site,
  collection: CollectionPage,
  row: ItemRow,
  events: boolean,
  nowMs: number,
): Promise<{ older: ItemRow | null; newer: ItemRow | null }> {
  return findNeighbourItemRows(db, {
    websiteId: site.id,
    collectionId: collection.id,
    nowIso: new Date(nowMs).toISOString(),
    events,
    item: row,
  });
}

/** When the collection's next scheduled item goes live (ms), or null: cached lists end then. */
export async function nextItemPublishMs(
  db: Executor,
  site: Site,
  collection: CollectionPage,
  nowMs: number,
): Promise<number | null> {
  const at = await findNextItemPublishAt(db, site.id, collection.id, new Date(nowMs).toISOString());
  const value = at === null ? NaN : Date.parse(at);
  return Number.isFinite(value) ? value : null;
}

/** The names a filtered list's heading shows: the tag's, the category's, the author's; null when unknown. */
export async function filterNames(
  db: Executor,
  site: Site,
  filter: ItemFilter,
): Promise<{ tag: string | null; category: string | null; author: string | null }> {
  const [tag, category, author] = await Promise.all([
    filter.tagSlug === undefined ? null : findTermName(db, site.id, TERM_KIND.tag, filter.tagSlug),
    filter.categorySlug === undefined
      ? null
      : findTermName(db, site.id, TERM_KIND.category, filter.categorySlug),
    filter.authorId === undefined ? null : findAuthorName(db, site.id, filter.authorId),
  ]);
  return { tag, category, author };
}

/** The item's document visitors see at `nowMs` (its published or scheduled copy, JSON), or null. */
export async function findLiveItemDocument(
  db: Executor,
  site: Site,
  itemId: string,
  nowMs: number,
): Promise<string | null> {
  const row = await findItemDocuments(db, site.id, itemId);
  if (!row) return null;
  const copy = liveCopyOf(row, nowMs);
  if (copy === 'scheduled') return row.scheduled_document;
  return copy === 'published' ? row.published_document : null;
}
