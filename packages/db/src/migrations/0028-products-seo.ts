import type { Kysely } from 'kysely';

/**
 * A product's own title and description for search results and shared links (issue 13 part 6,
 * decision 0050). '' (the default) means the product's title and the start of its description.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('seo_title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('seo_description').execute();
  await db.schema.alterTable('products').dropColumn('seo_title').execute();
}
