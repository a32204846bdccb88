import type { Executor, FileRow } from '@plinth/db';

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
