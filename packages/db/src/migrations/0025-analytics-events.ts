import { sql, type Kysely } from 'kysely';

/**
 * First-party analytics (issue 12), the raw rows the ingest writes and the dashboards' rollups read:
 *
 * - `analytics_events`: one row per accepted event (page views, add to cart, cart analytics, product and
 *   quick views, search, sign-ups, account creation, checkout started, purchase, census calls). The
 *   columns the dashboards group by are kept apart from `data` (the event's own fields as JSON text,
 *   capped by the ingest). `dedupe_key` is set only where one source may send twice (the purchase, keyed
 *   by order): the partial unique index (rows with a key only) makes that write idempotent. Raw rows are deleted after the site's
 *   retention; the rollups keep the totals.
 * - `performance_records`: one row per page load's web-vitals and navigation timings
 *   (POST /api/1/performance/records).
 * - `analytics_salts`: the cookieless mode's daily salts (one per site per UTC day), deleted after
 *   48 hours so a visitor hash can never be recomputed afterwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('event', 'varchar(64)', (c) => c.notNull())
    .addColumn('visitor_key', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('cookieless', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_path', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('referrer_host', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('utm_source', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('browser', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('value_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('dedupe_key', 'varchar(128)')
    .execute();
  await db.schema
    .createIndex('analytics_events_site_time')
    .on('analytics_events')
    .columns(['website_id', 'occurred_at'])
    .execute();
  // Partial: only the rows that have a key (purchases) are in it, so a page view adds no entry here.
  await db.schema
    .createIndex('analytics_events_dedupe')
    .on('analytics_events')
    .column('dedupe_key')
    .unique()
    .where(sql.ref('dedupe_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('performance_records')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('page_load_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('page_path', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('environment', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // The web vitals; null when the page did not report one (CLS is unitless, the rest milliseconds).
    .addColumn('lcp', 'double precision')
    .addColumn('cls', 'double precision')
    .addColumn('inp', 'double precision')
    .addColumn('fcp', 'double precision')
    .addColumn('ttfb', 'double precision')
    .addColumn('fid', 'double precision')
    // Navigation timings and body sizes (seed 001), JSON text.
    .addColumn('timings', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('performance_records_site_time')
    .on('performance_records')
    .columns(['website_id', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('analytics_salts')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // The UTC day the salt serves, YYYY-MM-DD.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_salts_pk', ['website_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_salts').execute();
  await db.schema.dropTable('performance_records').execute();
  await db.schema.dropTable('analytics_events').execute();
}
