import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('websites')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('language', 'varchar(16)', (c) => c.notNull().defaultTo('en-US'))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('website_hosts')
    .addColumn('host', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('website_id', 'varchar(32)', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('website_hosts_website').on('website_hosts').column('website_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('website_hosts').execute();
  await db.schema.dropTable('websites').execute();
}
