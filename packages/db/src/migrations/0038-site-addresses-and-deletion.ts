import type { Kysely } from 'kysely';

/**
 * Site addresses and deletion (issue 24 §5, decision 0070):
 * - `website_hosts.position`: the owner's order; the first address in use is the primary one.
 * - `website_hosts.redirect_until`: set on an address the owner removed; until then it redirects
 *   visitors to the primary address and no other site can take it; null for an address in use.
 * - `websites.delete_after`: set when an Administrator deletes the site; until then the site is closed to
 *   visitors and can be restored, after it its rows and files are removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('website_hosts')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('website_hosts').addColumn('redirect_until', 'varchar(40)').execute();
  await db.schema.alterTable('websites').addColumn('delete_after', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('websites').dropColumn('delete_after').execute();
  await db.schema.alterTable('website_hosts').dropColumn('redirect_until').execute();
  await db.schema.alterTable('website_hosts').dropColumn('position').execute();
}
