import type { CollectionRow, Executor } from '@plinth/db';

/** The site's collections in display order: navigation resolves its links against these. */
export async function listSiteCollections(db: Executor, websiteId: string): Promise<CollectionRow[]> {
  return db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Which of `ids` are collections of this site. */
export async function listSiteCollectionIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('collections')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** What a navigation link to a block page needs: where it is and whether visitors may see it. */
export interface PageLinkTarget {
  id: string;
  title: string;
  slug: string;
  status: string;
  publish_at: string | null;
  /** Null until the page is first published (and again after Unpublish). */
  published_revision: number | null;
  /** The version waiting for publish_at (status scheduled); null when nothing is scheduled. */
  scheduled_revision: number | null;
  is_home: 0 | 1;
}

/** The site's block pages as navigation links see them (no documents). */
export async function listPageLinkTargets(db: Executor, websiteId: string): Promise<PageLinkTarget[]> {
  return (
    db
      .selectFrom('site_pages')
      .select([
        'id',
        'title',
        'slug',
        'status',
        'publish_at',
        'published_revision',
        'scheduled_revision',
        'is_home',
      ])
      .where('website_id', '=', websiteId)
      // Posts and events are not linked from the navigation (decision 0052).
      .where('collection_id', 'is', null)
      .execute()
  );
}

/** Which of `ids` are block pages of this site. */
export async function listSitePageIds(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('site_pages')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('collection_id', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}
