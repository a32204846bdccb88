import type { Executor } from '@plinth/db';
import type { Folded, RawEvent } from './fold';
import type { Granularity } from './time';

const RAW_COLUMNS = [
  'event',
  'visitor_key',
  'page_path',
  'referrer_host',
  'utm_source',
  'device',
  'browser',
  'country',
  'item_id',
  'value_cents',
  'data',
] as const;

/** Raw events of a site in [from, to) (ISO). */
export async function listRawEvents(
  db: Executor,
  websiteId: string,
  from: string,
  to: string,
): Promise<RawEvent[]> {
  return db
    .selectFrom('analytics_events')
    .select(RAW_COLUMNS)
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .execute();
}

/** The first raw event at or after `from` (ISO), or null. */
export async function findFirstEventTime(
  db: Executor,
  websiteId: string,
  from: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.min('occurred_at').as('first'))
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', from)
    .executeTakeFirst();
  return row?.first ?? null;
}

export async function findRolledUntil(
  db: Executor,
  websiteId: string,
  granularity: Granularity,
): Promise<string | null> {
  const row = await db
    .selectFrom('analytics_rollup_state')
    .select('rolled_until')
    .where('website_id', '=', websiteId)
    .where('granularity', '=', granularity)
    .executeTakeFirst();
  return row?.rolled_until ?? null;
}

export async function saveRolledUntil(
  db: Executor,
  websiteId: string,
  granularity: Granularity,
  rolledUntil: string,
): Promise<void> {
  await db
    .deleteFrom('analytics_rollup_state')
    .where('website_id', '=', websiteId)
    .where('granularity', '=', granularity)
    .execute();
  await db
    .insertInto('analytics_rollup_state')
    .values({ website_id: websiteId, granularity, rolled_until: rolledUntil })
    .execute();
}

/** Replaces a bucket's rollup rows with `rows` (folding again never doubles). */
export async function replaceBucket(
  db: Executor,
  websiteId: string,
  granularity: Granularity,
  bucketStart: string,
  rows: Folded[],
): Promise<void> {
  await db
    .deleteFrom('analytics_rollups')
    .where('website_id', '=', websiteId)
    .where('granularity', '=', granularity)
    .where('bucket_start', '=', bucketStart)
    .execute();
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('analytics_rollups')
      .values(
        rows.slice(i, i + 500).map((row) => ({
          website_id: websiteId,
          granularity,
          bucket_start: bucketStart,
          dimension: row.dimension,
          value: row.value,
          event: row.event,
          events: row.events,
          visitors: row.visitors,
          value_cents: row.valueCents,
        })),
      )
      .execute();
  }
}

/** Replaces a day's distinct visitor keys with those of its raw events. */
export async function replaceDailyVisitors(db: Executor, websiteId: string, day: string, keys: string[]) {
  await db
    .deleteFrom('analytics_daily_visitors')
    .where('website_id', '=', websiteId)
    .where('day', '=', day)
    .execute();
  for (let i = 0; i < keys.length; i += 500) {
    await db
      .insertInto('analytics_daily_visitors')
      .values(keys.slice(i, i + 500).map((key) => ({ website_id: websiteId, day, visitor_key: key })))
      .execute();
  }
}

/** Rollup rows of one granularity with buckets in [from, to) (ISO). */
export async function listRollups(
  db: Executor,
  websiteId: string,
  granularity: Granularity,
  from: string,
  to: string,
  dimension?: string,
) {
  let query = db
    .selectFrom('analytics_rollups')
    .select(['bucket_start', 'dimension', 'value', 'event', 'events', 'visitors', 'value_cents'])
    .where('website_id', '=', websiteId)
    .where('granularity', '=', granularity)
    .where('bucket_start', '>=', from)
    .where('bucket_start', '<', to);
  if (dimension) query = query.where('dimension', '=', dimension);
  return query.execute();
}

/** Distinct visitor keys over the days in [fromDay, toDay) and the raw events in [rawFrom, rawTo). */
export async function countDistinctVisitors(
  db: Executor,
  websiteId: string,
  days: { from: string; to: string },
  raw: { from: string; to: string },
): Promise<number> {
  const folded = db
    .selectFrom('analytics_daily_visitors')
    .select('visitor_key')
    .where('website_id', '=', websiteId)
    .where('day', '>=', days.from)
    .where('day', '<', days.to);
  const fresh = db
    .selectFrom('analytics_events')
    .select('visitor_key')
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', raw.from)
    .where('occurred_at', '<', raw.to)
    .where('visitor_key', '!=', '');
  const row = await db
    .selectFrom(folded.union(fresh).as('v'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Each day's distinct visitors in [fromDay, toDay). */
export async function listDailyVisitorCounts(
  db: Executor,
  websiteId: string,
  fromDay: string,
  toDay: string,
) {
  const rows = await db
    .selectFrom('analytics_daily_visitors')
    .select((eb) => ['day', eb.fn.countAll<number | string>().as('n')])
    .where('website_id', '=', websiteId)
    .where('day', '>=', fromDay)
    .where('day', '<', toDay)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

export async function countLiveVisitors(db: Executor, websiteId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.count<number | string>('visitor_key').distinct().as('n'))
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', since)
    .where('visitor_key', '!=', '')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first performance record at or after `from` (ISO), or null. */
export async function findFirstPerformanceTime(db: Executor, websiteId: string, from: string) {
  const row = await db
    .selectFrom('performance_records')
    .select((eb) => eb.fn.min('occurred_at').as('first'))
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', from)
    .executeTakeFirst();
  return row?.first ?? null;
}

export async function findWebsiteSettingsJson(db: Executor, websiteId: string) {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst();
  return row?.settings ?? null;
}

/** Names of a site's products by id. */
export async function listProductNames(db: Executor, websiteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'title as name'])
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
}

/** Names of a site's forms by id. */
export async function listFormNames(db: Executor, websiteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('forms')
    .select(['id', 'name'])
    .where('website_id', '=', websiteId)
    .where('id', 'in', ids)
    .execute();
}

/** Performance records' vitals in [from, to). */
export async function listPerformanceVitals(db: Executor, websiteId: string, from: string, to: string) {
  return db
    .selectFrom('performance_records')
    .select(['page_path', 'device', 'lcp', 'inp', 'cls', 'fcp', 'ttfb'])
    .where('website_id', '=', websiteId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .execute();
}

export interface DailyVitalsRow {
  page_path: string;
  device: string;
  metric: string;
  samples: number;
  histogram: string;
}

/** Replaces a day's vitals histograms with `rows`. */
export async function replaceDailyVitalsRows(
  db: Executor,
  websiteId: string,
  day: string,
  rows: DailyVitalsRow[],
) {
  await db
    .deleteFrom('analytics_vitals_daily')
    .where('website_id', '=', websiteId)
    .where('day', '=', day)
    .execute();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('analytics_vitals_daily')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, website_id: websiteId, day })))
      .execute();
  }
}

/** The daily vitals histograms of the days in [fromDay, toDay). */
export async function listDailyVitals(db: Executor, websiteId: string, fromDay: string, toDay: string) {
  return db
    .selectFrom('analytics_vitals_daily')
    .select(['page_path', 'device', 'metric', 'samples', 'histogram'])
    .where('website_id', '=', websiteId)
    .where('day', '>=', fromDay)
    .where('day', '<', toDay)
    .execute();
}
