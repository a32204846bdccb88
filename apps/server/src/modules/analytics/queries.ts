import type { AnalyticsEventsTable, Executor, PerformanceRecordsTable } from '@plinth/db';

export type EventRow = AnalyticsEventsTable;
export type PerformanceRow = PerformanceRecordsTable;

/**
 * Rows per INSERT statement, largest first: a batch of any size is written with at most these few
 * statement shapes, so SQLite's prepared-statement cache (packages/db statement-cache.ts) keeps four
 * of them instead of one per batch size, evicting everyone else's. 100 rows of 18 columns stay far
 * below SQLite's 32 766 and PostgreSQL's 65 535 bound parameters.
 */
const CHUNK_SIZES = [100, 25, 5, 1] as const;

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  let at = 0;
  for (const size of CHUNK_SIZES) {
    while (rows.length - at >= size) {
      yield rows.slice(at, at + size);
      at += size;
    }
  }
}

/** Appends events; a row whose dedupe_key is already stored is skipped (the purchase's idempotence). */
export async function insertEvents(trx: Executor, rows: readonly EventRow[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto('analytics_events')
      .values(chunk)
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .execute();
  }
}

export async function insertPerformanceRecords(
  trx: Executor,
  rows: readonly PerformanceRow[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await trx.insertInto('performance_records').values(chunk).execute();
  }
}

export async function findSalt(db: Executor, websiteId: string, day: string): Promise<string | null> {
  const row = await db
    .selectFrom('analytics_salts')
    .select('salt')
    .where('website_id', '=', websiteId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.salt ?? null;
}

/** Adds the day's salt unless another process added one first (then theirs is the one read back). */
export async function insertSaltIfAbsent(
  db: Executor,
  row: { website_id: string; day: string; salt: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('analytics_salts')
    .values(row)
    .onConflict((conflict) => conflict.columns(['website_id', 'day']).doNothing())
    .execute();
}

/** Deletes every salt made before `createdBefore` (ISO), whatever its site. */
export async function deleteSaltsCreatedBefore(db: Executor, createdBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('analytics_salts')
    .where('created_at', '<', createdBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Tests and the crash check: how many events a site holds. */
export async function countEvents(db: Executor, websiteId: string, event?: string): Promise<number> {
  let query = db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId);
  if (event) query = query.where('event', '=', event);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
