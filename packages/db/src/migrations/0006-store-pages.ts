import type { Kysely } from 'kysely';

/**
 * Store pages the owner creates (seed 001 "Store creation"): a collection gets the navigation title,
 * description and enabled flag of the creation payload, and each store page gets its categories, the
 * first being the ROOT one the editor creates right after the page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('collections')
    .addColumn('navigation_title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('collections')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('collections')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('collection_categories')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('collection_id', 'varchar(32)', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('parent_category_id', 'varchar(32)', (c) =>
      c.references('collection_categories.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('page_rendering', 'varchar(16)', (c) => c.notNull())
    .addColumn('display_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('collection_categories_collection')
    .on('collection_categories')
    .columns(['collection_id', 'display_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_categories').execute();
  for (const column of ['enabled', 'description', 'navigation_title']) {
    await db.schema.alterTable('collections').dropColumn(column).execute();
  }
}
