import type { Kysely } from 'kysely';

/**
 * Product status (issue 13 part 5, decision 0049): 'draft', 'active' or 'scheduled' with `publish_at`
 * (an ISO 8601 UTC time). Only active products, and scheduled ones whose time has come, are on the
 * storefront; the clock decides at read time, no job flips the row. Every product that exists when this
 * runs was live, so the column's default is 'active' (and so stay inserts that do not name it: the demo
 * seed, imports); the editor and the API create new products as drafts by naming 'draft'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('products').addColumn('publish_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('publish_at').execute();
  await db.schema.alterTable('products').dropColumn('status').execute();
}
