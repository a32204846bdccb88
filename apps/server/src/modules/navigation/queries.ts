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
