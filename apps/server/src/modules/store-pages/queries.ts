import { forUpdate, type CollectionCategoryRow, type CollectionRow, type Executor } from '@plinth/db';

export async function listCollectionUrlIds(db: Executor, websiteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('collections')
    .select('url_id')
    .where('website_id', '=', websiteId)
    .execute();
  return rows.map((row) => row.url_id);
}

/** Locks one of the site's collections; false when the site has no such collection. */
export async function lockSiteCollection(
  trx: Executor,
  websiteId: string,
  collectionId: string,
): Promise<boolean> {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('collections')
      .select('id')
      .where('website_id', '=', websiteId)
      .where('id', '=', collectionId),
  ).executeTakeFirst();
  return row !== undefined;
}

export async function findNextCollectionPosition(db: Executor, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('collections')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertCollection(db: Executor, row: CollectionRow): Promise<void> {
  await db.insertInto('collections').values(row).execute();
}

export async function insertCollectionCategory(db: Executor, row: CollectionCategoryRow): Promise<void> {
  await db.insertInto('collection_categories').values(row).execute();
}

export async function findRootCategory(
  db: Executor,
  collectionId: string,
): Promise<CollectionCategoryRow | null> {
  const row = await db
    .selectFrom('collection_categories')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .where('type', '=', 'ROOT')
    .executeTakeFirst();
  return row ?? null;
}
