import { sql, type Kysely } from 'kysely';

/**
 * A scheduled version beside the published one (docs/pages.md, "Schedule"): scheduling a live page
 * keeps its published copy on the site and waits in `scheduled_document` until `publish_at`, when
 * serving switches to it. Pages scheduled before this migration held their waiting version in the
 * published slot and were off the site; that copy moves to the new slot, so they stay as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_pages').addColumn('scheduled_document', 'text').execute();
  await db.schema.alterTable('site_pages').addColumn('scheduled_revision', 'integer').execute();
  await sql`
    update site_pages
    set scheduled_document = published_document,
        scheduled_revision = published_revision,
        published_document = null,
        published_revision = null,
        published_at = null
    where status = 'scheduled'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update site_pages
    set published_document = scheduled_document,
        published_revision = scheduled_revision
    where status = 'scheduled'
  `.execute(db);
  await db.schema.alterTable('site_pages').dropColumn('scheduled_revision').execute();
  await db.schema.alterTable('site_pages').dropColumn('scheduled_document').execute();
}
