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
