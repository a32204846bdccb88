import { containsPattern, sql, type Executor, type FileRow } from '@plinth/db';

export async function insertFile(db: Executor, row: FileRow): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function listFilesByKey(
  db: Executor,
  websiteId: string,
  keys: readonly string[],
): Promise<FileRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('files')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('storage_key', 'in', keys)
    .execute();
}

export async function listFilesById(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('files')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
}

export async function findFile(db: Executor, websiteId: string, id: string): Promise<FileRow | null> {
  const row = await db
    .selectFrom('files')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export interface FilePageQuery {
  /** The first part of the content type ("image/"), or null for every file. */
  typePrefix: string | null;
  /** A LIKE pattern (containsPattern) on the lower-cased name, or null. */
  namePattern: string | null;
  /** The last file of the previous page: the list goes on after it (newest first). */
  after: { createdAt: string; id: string } | null;
  limit: number;
}

/** The site's files newest first (ties by id), after the cursor; uses the (website_id, created_at) index. */
export async function listFilesPage(db: Executor, websiteId: string, q: FilePageQuery): Promise<FileRow[]> {
  let query = db.selectFrom('files').selectAll().where('website_id', '=', websiteId);
  if (q.typePrefix) query = query.where('content_type', 'like', `${q.typePrefix}%`);
  if (q.namePattern) {
    query = query.where(sql<boolean>`lower(file_name) like ${q.namePattern} escape '\\'`);
  }
  const after = q.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
}

export async function renameFileRow(
  db: Executor,
  websiteId: string,
  id: string,
  fileName: string,
): Promise<boolean> {
  const result = await db
    .updateTable('files')
    .set({ file_name: fileName })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFileRow(db: Executor, websiteId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('files')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The site's block pages whose stored text mentions `fileId` (as the social image, or anywhere in the
 * draft or live document): a cheap first sieve, since ids are 24 random hex characters; the service
 * reads the documents to be sure.
 */
export async function listPagesMentioningFile(db: Executor, websiteId: string, fileId: string) {
  const pattern = containsPattern(fileId);
  return db
    .selectFrom('site_pages')
    .select(['id', 'title', 'social_image_file_id', 'draft_document', 'published_document'])
    .where('website_id', '=', websiteId)
    .where((eb) =>
      eb.or([
        eb('social_image_file_id', '=', fileId),
        eb('draft_document', 'like', pattern),
        eb('published_document', 'like', pattern),
      ]),
    )
    .orderBy('title')
    .execute();
}

/** The site's products whose images JSON mentions the upload's URL (/{fileId}.), checked by the service. */
export async function listProductsMentioningFile(db: Executor, websiteId: string, fileId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'title', 'images'])
    .where('website_id', '=', websiteId)
    .where('images', 'like', containsPattern(`/${fileId}.`))
    .orderBy('title')
    .execute();
}
