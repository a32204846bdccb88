import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine-of';

/**
 * Collections, their items, and tags and categories (issue 22, decision 0052).
 *
 * - A collection (a Blog or an Events page) is a `site_pages` row with `collection_type` set; an item
 *   is a `site_pages` row with `collection_id` naming its collection, so the page editor, statuses,
 *   scheduling and revisions serve items unchanged. An item's typed fields are in `content_items`.
 * - Slugs stay unique per site among pages, and become unique per collection among items: the unique
 *   constraint (website_id, slug) is replaced by a unique index over (website_id, collection, slug).
 *   SQLite cannot drop a constraint, so there the table is rebuilt (its revisions saved aside first:
 *   dropping a referenced table would cascade into them).
 * - `terms` holds the tags and categories of items and products alike (one model), assigned through
 *   `term_assignments`; `term_redirects` keeps a renamed term's old slug answering with a redirect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'sqlite') await rebuildSitePagesOnSqlite(db);
  else await widenSitePagesOnPostgres(db);
  await sql`create unique index site_pages_scope_slug on site_pages (website_id, coalesce(collection_id, ''), slug)`.execute(
    db,
  );
  await db.schema
    .createIndex('site_pages_website_collection')
    .on('site_pages')
    .columns(['website_id', 'collection_id'])
    .execute();

  await db.schema
    .createTable('content_items')
    .addColumn('page_id', 'varchar(32)', (c) =>
      c.primaryKey().references('site_pages.id').onDelete('cascade'),
    )
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_id', 'varchar(32)')
    .addColumn('featured_image_file_id', 'varchar(32)')
    .addColumn('item_date', 'varchar(32)')
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_items_collection_date')
    .on('content_items')
    .columns(['website_id', 'collection_id', 'item_date'])
    .execute();
  await db.schema
    .createIndex('content_items_collection_start')
    .on('content_items')
    .columns(['website_id', 'collection_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('terms')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('terms_website_kind_slug', ['website_id', 'kind', 'slug'])
    .execute();

  await db.schema
    .createTable('term_assignments')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('term_id', 'varchar(32)', (c) => c.notNull().references('terms.id').onDelete('cascade'))
    .addColumn('subject_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('term_assignments_pk', ['term_id', 'subject_type', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('term_assignments_subject')
    .on('term_assignments')
    .columns(['website_id', 'subject_type', 'subject_id'])
    .execute();

  await db.schema
    .createTable('term_redirects')
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('old_slug', 'varchar(80)', (c) => c.notNull())
    .addColumn('term_id', 'varchar(32)', (c) => c.notNull().references('terms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('term_redirects_pk', ['website_id', 'kind', 'old_slug'])
    .execute();
}

async function widenSitePagesOnPostgres(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_pages').dropConstraint('site_pages_website_slug').execute();
  await db.schema.alterTable('site_pages').addColumn('collection_type', 'varchar(16)').execute();
  await db.schema.alterTable('site_pages').addColumn('collection_id', 'varchar(32)').execute();
}

const SITE_PAGE_COLUMNS = `id, website_id, title, slug, parent_id, position, status, publish_at, draft_document,
  draft_revision, published_document, published_revision, published_at, seo_title, seo_description,
  social_image_file_id, password_hash, member_only, created_at, updated_at, updated_by, is_home,
  scheduled_document, scheduled_revision`;

async function rebuildSitePagesOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table site_page_revisions_keep as select * from site_page_revisions`.execute(db);
  await db.schema.dropTable('site_page_revisions').execute();

  await db.schema
    .createTable('site_pages_next')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
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
    .addColumn('is_home', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_document', 'text')
    .addColumn('scheduled_revision', 'integer')
    .addColumn('collection_type', 'varchar(16)')
    .addColumn('collection_id', 'varchar(32)')
    .execute();
  await sql
    .raw(`insert into site_pages_next (${SITE_PAGE_COLUMNS}) select ${SITE_PAGE_COLUMNS} from site_pages`)
    .execute(db);
  await db.schema.dropTable('site_pages').execute();
  await db.schema.alterTable('site_pages_next').renameTo('site_pages').execute();
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
  await sql`insert into site_page_revisions (page_id, revision, document, saved_by, saved_at)
    select page_id, revision, document, saved_by, saved_at from site_page_revisions_keep`.execute(db);
  await db.schema.dropTable('site_page_revisions_keep').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('term_redirects').execute();
  await db.schema.dropTable('term_assignments').execute();
  await db.schema.dropTable('terms').execute();
  await db.schema.dropTable('content_items').execute();
  await sql`delete from site_pages where collection_id is not null`.execute(db);
  await db.schema.dropIndex('site_pages_website_collection').execute();
  await db.schema.dropIndex('site_pages_scope_slug').execute();
  await db.schema.alterTable('site_pages').dropColumn('collection_id').execute();
  await db.schema.alterTable('site_pages').dropColumn('collection_type').execute();
  if (engineOf(db) === 'postgres') {
    await db.schema
      .alterTable('site_pages')
      .addUniqueConstraint('site_pages_website_slug', ['website_id', 'slug'])
      .execute();
  } else {
    await sql`create unique index site_pages_website_slug on site_pages (website_id, slug)`.execute(db);
  }
}
