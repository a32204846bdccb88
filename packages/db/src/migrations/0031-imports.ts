import type { Kysely } from 'kysely';

/**
 * Moving in from another platform (issue 22 part 7, decision 0055).
 *
 * - `import_runs`: one import of one file, with its progress (items done of total) and its report, so
 *   the editor and the terminal show the same numbers while the job runs.
 * - `import_sources`: what an import made from what, by the source's own key (a Shopify handle, a
 *   WordPress post's GUID), so importing the same file again updates instead of duplicating.
 * - `content_comments`: comments brought in with WordPress posts, kept for the comments feature (not
 *   shown yet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('report', 'text', (c) => c.notNull().defaultTo('{"entries":[],"leftOut":0}'))
    .addColumn('created_by', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('import_runs_website_created')
    .on('import_runs')
    .columns(['website_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('import_sources')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('source_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_key', 'varchar(500)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_sources_pk', ['website_id', 'source_kind', 'source_key'])
    .execute();

  await db.schema
    .createTable('content_comments')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('page_id', 'varchar(32)', (c) => c.notNull().references('site_pages.id').onDelete('cascade'))
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('author_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('author_email', 'varchar(320)', (c) => c.notNull().defaultTo(''))
    .addColumn('author_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('posted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_key', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_comments_page')
    .on('content_comments')
    .columns(['website_id', 'page_id', 'posted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_comments').execute();
  await db.schema.dropTable('import_sources').execute();
  await db.schema.dropTable('import_runs').execute();
}
