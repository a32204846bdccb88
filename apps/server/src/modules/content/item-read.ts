import { TERM_SUBJECT, type ContentItemDetail } from '@plinth/contracts';
import type { Executor } from '@plinth/db';
import { getSitePageRow, type PageActor, type SitePagesApp } from '../site-pages';
import type { Site } from '../sites';
import { listSubjectTerms } from '../terms';
import { collectionNotFound, contentItemNotFound } from './errors';
import { toContentItemSummary, type ItemExtras } from './item-view';
import {
  findCollectionPage,
  findContentItemRow,
  listUserNames,
  type CollectionPageRow,
  type ItemListRow,
} from './queries';

/** Who acts on items: the owner's site and user, and their role (publishing needs content.edit). */
export type ContentActor = PageActor & { role: number };

export async function getCollectionPage(
  executor: Executor,
  site: Site,
  collectionId: string,
): Promise<CollectionPageRow> {
  const collection = await findCollectionPage(executor, site.id, collectionId);
  if (!collection) throw collectionNotFound();
  return collection;
}

/** The terms and author names of `rows`, in two queries whatever their number. */
export async function loadItemExtras(
  executor: Executor,
  site: Site,
  rows: readonly Pick<ItemListRow, 'id' | 'author_id'>[],
): Promise<ItemExtras> {
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.author_id === null ? [] : [r.author_id])))];
  const terms = await listSubjectTerms(executor, site.id, TERM_SUBJECT.item, ids);
  const authors = await listUserNames(executor, authorIds);
  const names = new Map(
    [...terms].map(([id, t]) => [
      id,
      { tags: t.tags.map((x) => x.name), categories: t.categories.map((x) => x.name) },
    ]),
  );
  return { terms: names, authors };
}

/** Reads through `executor` so a writer answers with what it just wrote. */
export async function getContentItem(
  app: SitePagesApp,
  executor: Executor,
  site: Site,
  itemId: string,
): Promise<ContentItemDetail> {
  const fields = await findContentItemRow(executor, site.id, itemId);
  if (!fields) throw contentItemNotFound();
  const page = await getSitePageRow(executor, site, itemId);
  const collection = await getCollectionPage(executor, site, fields.collection_id);
  const row: ItemListRow = { ...page, ...fields, updated_at: page.updated_at };
  const extras = await loadItemExtras(executor, site, [row]);
  return {
    ...toContentItemSummary(row, collection, app.now(), extras),
    seoTitle: page.seo_title,
    seoDescription: page.seo_description,
    socialImageFileId: page.social_image_file_id,
    revision: page.draft_revision,
    createdAt: page.created_at,
  };
}
