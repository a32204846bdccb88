import type { Kysely } from 'kysely';

/**
 * The analytics rollups (issue 12 part 4; docs/decisions/0045-analytics-rollups.md), which keep the
 * dashboards fast over a year and keep the totals once raw rows are deleted:
 *
 * - `analytics_rollups`: per site, hour or day, dimension (total, page, referrer, utm, device, browser,
 *   country, product, search, form), dimension value and event: the event count, the distinct visitors
 *   in that bucket and the money. A bucket is always rewritten whole, so folding it again replaces it.
 * - `analytics_daily_visitors`: each day's distinct visitor keys, so visitors over any range of days
 *   stay exact after the raw events are gone.
 * - `analytics_vitals_daily`: per day, page, device and web vital, a histogram of quantised values
 *   (JSON text), from which p75 is read over any range.
 * - `analytics_rollup_state`: per site and granularity, the end of the folded time (ISO); the dashboards
 *   read rollups before it and raw rows after it, and raw rows are deleted only before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_rollups')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('granularity', 'varchar(4)', (c) => c.notNull())
    .addColumn('bucket_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('dimension', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(512)', (c) => c.notNull())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_rollups_pk', [
      'website_id',
      'granularity',
      'bucket_start',
      'dimension',
      'value',
      'event',
    ])
    .execute();

  await db.schema
    .createTable('analytics_daily_visitors')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor_key', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_visitors_pk', ['website_id', 'day', 'visitor_key'])
    .execute();

  await db.schema
    .createTable('analytics_vitals_daily')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('page_path', 'varchar(512)', (c) => c.notNull())
    .addColumn('device', 'varchar(16)', (c) => c.notNull())
    .addColumn('metric', 'varchar(8)', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull())
    .addColumn('histogram', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_vitals_daily_pk', [
      'website_id',
      'day',
      'page_path',
      'device',
      'metric',
    ])
    .execute();

  await db.schema
    .createTable('analytics_rollup_state')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('granularity', 'varchar(4)', (c) => c.notNull())
    .addColumn('rolled_until', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_rollup_state_pk', ['website_id', 'granularity'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_rollup_state').execute();
  await db.schema.dropTable('analytics_vitals_daily').execute();
  await db.schema.dropTable('analytics_daily_visitors').execute();
  await db.schema.dropTable('analytics_rollups').execute();
}
