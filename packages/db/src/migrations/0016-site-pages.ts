import type { Kysely } from 'kysely';

/**
 * Block pages (issue 10 part 1, decision 0035): `site_pages` holds each page's settings, its draft
 * document with a revision number (the conflict check) and the published copy the storefront reads;
 * `site_page_revisions` keeps the latest saved drafts of each page; `site_page_versions` counts, per
 * site, the changes visitors can see (publish, unpublish, settings, delete): rendered block pages are
 * cached under it, since a page's links and lock depend on other rows than its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_pages')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    // draft | needsReview | private | published | scheduled
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('publish_at', 'varchar(32)')
    .addColumn('draft_document', 'text', (c) => c.notNull())
    .addColumn('draft_revision', 'integer', (c) => c.notNull())
    .addColumn('published_document', 'text')
    .addColumn('published_revision', 'integer')
    .addColumn('published_at', 'varchar(32)')
    .addColumn('seo_title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('social_image_file_id', 'varchar(32)')
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('member_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)')
    .addUniqueConstraint('site_pages_website_slug', ['website_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('site_pages_website_parent')
    .on('site_pages')
    .columns(['website_id', 'parent_id', 'position'])
    .execute();

  await db.schema
    .createTable('site_page_revisions')
    .addColumn('page_id', 'varchar(32)', (c) => c.notNull().references('site_pages.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'varchar(32)')
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_page_revisions_pk', ['page_id', 'revision'])
    .execute();

  await db.schema
    .createTable('site_page_versions')
    .addColumn('website_id', 'varchar(32)', (c) =>
      c.primaryKey().references('websites.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_page_versions').execute();
  await db.schema.dropTable('site_page_revisions').execute();
  await db.schema.dropTable('site_pages').execute();
}
