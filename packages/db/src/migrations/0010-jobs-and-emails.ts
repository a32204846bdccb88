import type { Kysely } from 'kysely';

/**
 * Background work and the mail it sends (issue 9 part 1, docs/decisions/0026-jobs-and-email.md).
 *
 * `jobs`: one row per piece of work. `dedupe_key` is unique, so enqueueing the same work twice keeps one
 * row. A worker claims a due job by setting `state = 'running'` with a lease (`locked_until`,
 * `locked_by`); a job whose lease ran out (its process died) is due again. After `max_attempts` failures
 * it stays `dead` with its `last_error` until the owner retries it.
 *
 * `emails`: the outbox, one row per message as rendered when it was queued; `sent_at` is set in the same
 * transaction that marks its job done. `message_id` is derived from `dedupe_key`, so a message sent again
 * after a crash carries the same Message-ID.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addUniqueConstraint('jobs_dedupe_key', ['dedupe_key'])
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('jobs_website').on('jobs').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('emails')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('dedupe_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('message_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('template', 'varchar(64)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(256)', (c) => c.notNull())
    .addColumn('from_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('read_permission', 'varchar(32)', (c) => c.notNull())
    .addColumn('transport', 'varchar(16)')
    .addColumn('file_name', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addUniqueConstraint('emails_dedupe_key', ['dedupe_key'])
    .execute();
  await db.schema.createIndex('emails_website').on('emails').columns(['website_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('emails').execute();
  await db.schema.dropTable('jobs').execute();
}
