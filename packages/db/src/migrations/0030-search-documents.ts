import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine-of';

/**
 * Site search (issue 22 part 4, decision 0054): one row per searchable thing of a site (a product, a
 * page, a blog post or an event), written in the same transaction as the text it copies.
 *
 * - `visible_from` / `visible_until` say when visitors may find the row ('' = since always, null =
 *   never ends), compared with the request's clock: a scheduled page goes live at its time with no
 *   write. A thing visitors may never see (a draft, a locked or member-only page) has no row.
 * - SQLite: an FTS5 table over the rows (porter stemming, so "shirts" finds "Shirt"), kept in step
 *   by triggers; its `website_id` column is indexed too, so a query reads one site's postings.
 * - PostgreSQL: a stored `tsvector` (title weight A, body weight B) in the row's language
 *   configuration (`search_config`), with a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await db.schema
    .createTable('search_documents')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('subject_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'varchar(512)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(512)')
    .addColumn('visible_from', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('visible_until', 'varchar(32)')
    .addColumn('search_config', postgres ? sql`regconfig` : 'varchar(32)', (c) =>
      c.notNull().defaultTo(postgres ? sql`'simple'::regconfig` : 'simple'),
    )
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_documents_subject')
    .on('search_documents')
    .columns(['website_id', 'subject_type', 'subject_id'])
    .execute();
  if (postgres) await createPostgresVector(db);
  else await createSqliteFts(db);
}

async function createPostgresVector(db: Kysely<unknown>): Promise<void> {
  // to_tsvector(regconfig, text) is immutable, so the vector can be a stored generated column.
  await sql`alter table search_documents add column vector tsvector generated always as (
    setweight(to_tsvector(search_config, title), 'A') || setweight(to_tsvector(search_config, body), 'B')
  ) stored`.execute(db);
  await sql`create index search_documents_vector on search_documents using gin (vector)`.execute(db);
}

async function createSqliteFts(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table search_fts using fts5(
    title, body, website_id,
    content = 'search_documents', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger search_documents_fts_insert after insert on search_documents begin
    insert into search_fts (rowid, title, body, website_id) values (new.id, new.title, new.body, new.website_id);
  end`.execute(db);
  await sql`create trigger search_documents_fts_delete after delete on search_documents begin
    insert into search_fts (search_fts, rowid, title, body, website_id)
      values ('delete', old.id, old.title, old.body, old.website_id);
  end`.execute(db);
  await sql`create trigger search_documents_fts_update after update on search_documents begin
    insert into search_fts (search_fts, rowid, title, body, website_id)
      values ('delete', old.id, old.title, old.body, old.website_id);
    insert into search_fts (rowid, title, body, website_id) values (new.id, new.title, new.body, new.website_id);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'sqlite') await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable('search_documents').execute();
}
