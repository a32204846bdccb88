import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine-of';

const TERM_TABLES = ['terms', 'term_assignments', 'term_redirects'] as const;

/**
 * Tags and categories show on cached storefront pages (the shop's category list, /shop/c/{slug}, a
 * product's categories), so a change to them bumps websites.catalog_version like a product change does
 * (migration 0004's trigger function on PostgreSQL, the same statements on SQLite; decision 0053).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    for (const table of TERM_TABLES) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_catalog_version`)}
        AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION plinth_bump_catalog_version()`.execute(db);
    }
    return;
  }
  for (const table of TERM_TABLES) {
    for (const [event, row] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_catalog_version_${event.toLowerCase()}`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)}
        BEGIN
          UPDATE websites SET catalog_version = catalog_version + 1 WHERE id = ${sql.raw(row)}.website_id;
        END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TERM_TABLES) {
    if (engineOf(db) === 'postgres') {
      await sql`DROP TRIGGER ${sql.raw(`${table}_catalog_version`)} ON ${sql.table(table)}`.execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_catalog_version_${event}`)}`.execute(db);
    }
  }
}
