import { ANALYTICS_EVENTS } from '@plinth/contracts';
import {
  analyticsEventRow,
  fixedQuery,
  type AnalyticsEventsTable,
  type Executor,
  type FixedQuery,
  type PerformanceRecordsTable,
} from '@plinth/db';

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

const EVENT_COLUMNS = [
  'id',
  'website_id',
  'occurred_at',
  'event',
  'visitor_key',
  'session_id',
  'cookieless',
  'page_path',
  'referrer_host',
  'utm_source',
  'device',
  'browser',
  'country',
  'item_id',
  'value_cents',
  'currency',
  'data',
  'dedupe_key',
] as const satisfies readonly (keyof EventRow)[];

const PERFORMANCE_COLUMNS = [
  'id',
  'website_id',
  'occurred_at',
  'page_load_id',
  'page_path',
  'device',
  'environment',
  'lcp',
  'cls',
  'inp',
  'fcp',
  'ttfb',
  'fid',
  'timings',
] as const satisfies readonly (keyof PerformanceRow)[];

/**
 * One fixed multi-row INSERT per chunk size (packages/db fixed-query.ts): the ingest's hottest
 * statement skips Kysely's builder, and each size is one prepared statement on either engine.
 */
function insertStatements<Row>(table: string, columns: readonly (keyof Row & string)[], suffix = '') {
  const statements = new Map<number, FixedQuery<never>>();
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (const size of CHUNK_SIZES) {
    const values = Array.from({ length: size }, () => tuple).join(', ');
    statements.set(
      size,
      fixedQuery(`insert into ${table} (${columns.join(', ')}) values ${values}${suffix}`),
    );
  }
  return async (executor: Executor, rows: readonly Row[]) => {
    for (const chunk of chunks(rows)) {
      const statement = statements.get(chunk.length);
      if (!statement) throw new Error(`Invariant failed: no insert of ${chunk.length} rows`);
      await statement.run(
        executor,
        chunk.flatMap((row) => columns.map((column) => row[column])),
      );
    }
  };
}

/** Appends events; a row whose dedupe_key is already stored is skipped (the purchase's idempotence). */
export const insertEvents = insertStatements<EventRow>(
  'analytics_events',
  EVENT_COLUMNS,
  // The conflict target names the partial index's predicate, as both engines require.
  ' on conflict (dedupe_key) where dedupe_key is not null do nothing',
);

export const insertPerformanceRecords = insertStatements<PerformanceRow>(
  'performance_records',
  PERFORMANCE_COLUMNS,
);

/**
 * A form's render as an analytics event (issue 12): the dashboards' form conversions set FormRender
 * events against FormSubmission events in analytics_events (docs/analytics-dashboards.md).
 */
export async function insertFormRenderEvent(
  db: Executor,
  row: { id: string; website_id: string; form_id: string; visitor_id: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values(
      analyticsEventRow({
        id: row.id,
        website_id: row.website_id,
        occurred_at: row.created_at,
        event: ANALYTICS_EVENTS.censusFormRender,
        visitor_key: row.visitor_id,
        data: JSON.stringify({ form_id: row.form_id }),
      }),
    )
    .execute();
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

/** Deletes up to `limit` of a site's rows of `table` older than `before`; answers how many. */
export async function deleteRawBefore(
  db: Executor,
  table: 'analytics_events' | 'performance_records',
  websiteId: string,
  before: string,
  limit: number,
): Promise<number> {
  const ids = db
    .selectFrom(table)
    .select('id')
    .where('website_id', '=', websiteId)
    .where('occurred_at', '<', before)
    .limit(limit);
  const result = await db
    .deleteFrom(table)
    .where('id', 'in', (eb) => eb.selectFrom(ids.as('old')).select('old.id'))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
