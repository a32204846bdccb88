import { sql, type Executor, type ImportRunRow, type NewContentComment, type NewImportRun } from '@plinth/db';

export async function insertImportRun(db: Executor, row: NewImportRun): Promise<void> {
  await db.insertInto('import_runs').values(row).execute();
}

export async function findImportRunRow(
  db: Executor,
  websiteId: string | null,
  id: string,
): Promise<ImportRunRow | null> {
  let query = db.selectFrom('import_runs').selectAll().where('id', '=', id);
  if (websiteId !== null) query = query.where('website_id', '=', websiteId);
  return (await query.executeTakeFirst()) ?? null;
}

export async function listImportRunRows(
  db: Executor,
  websiteId: string,
  limit: number,
): Promise<ImportRunRow[]> {
  return db
    .selectFrom('import_runs')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ImportRunChange = Partial<
  Pick<
    ImportRunRow,
    'status' | 'total' | 'done' | 'imported' | 'updated' | 'skipped' | 'error' | 'report' | 'finished_at'
  >
>;

export async function updateImportRunRow(
  db: Executor,
  id: string,
  change: ImportRunChange,
  now: string,
): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The subject an import made from this source key before, if it still says so. */
export async function findImportSource(
  db: Executor,
  websiteId: string,
  sourceKind: string,
  sourceKey: string,
): Promise<{ subjectType: string; subjectId: string } | null> {
  const row = await db
    .selectFrom('import_sources')
    .select(['subject_type', 'subject_id'])
    .where('website_id', '=', websiteId)
    .where('source_kind', '=', sourceKind)
    .where('source_key', '=', sourceKey)
    .executeTakeFirst();
  return row ? { subjectType: row.subject_type, subjectId: row.subject_id } : null;
}

/** Records (or moves) what a source key made: an upsert, so a subject made again replaces the old one. */
export async function saveImportSource(
  db: Executor,
  row: {
    website_id: string;
    source_kind: string;
    source_key: string;
    subject_type: string;
    subject_id: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto('import_sources')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['website_id', 'source_kind', 'source_key'])
        .doUpdateSet({ subject_type: row.subject_type, subject_id: row.subject_id }),
    )
    .execute();
}

export async function insertContentComment(db: Executor, row: NewContentComment): Promise<void> {
  await db.insertInto('content_comments').values(row).execute();
}

export async function updateContentComment(
  db: Executor,
  id: string,
  row: Omit<NewContentComment, 'id' | 'website_id' | 'created_at'>,
): Promise<void> {
  await db.updateTable('content_comments').set(row).where('id', '=', id).execute();
}

/** Whether the comment still exists (its post may have been deleted since, taking it along). */
export async function hasContentComment(db: Executor, id: string): Promise<boolean> {
  const row = await db.selectFrom('content_comments').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** How many comments a page has: for tests and the report. */
export async function countContentComments(db: Executor, websiteId: string, pageId: string): Promise<number> {
  const row = await db
    .selectFrom('content_comments')
    .select(sql<number>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
