import type { Kysely } from 'kysely';

/**
 * The site's home page (issue 10 part 5, docs/pages.md): `site_pages.is_home` marks the block page the
 * site shows at "/". At most one per site, kept so by the pages service in the transaction that sets
 * it; a site with none (or whose home page is not live) shows the theme's home template.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_pages')
    .addColumn('is_home', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_pages').dropColumn('is_home').execute();
}
