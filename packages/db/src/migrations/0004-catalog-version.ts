import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine-of';

const CATALOG_TABLES = ['collections', 'products', 'variants'] as const;

/**
 * websites.catalog_version goes up on every change to a site's collections, products or variants,
 * maintained by triggers so that no writer (editor, checkout, an import, hand-written SQL) can forget.
 * Readers cache catalogue data and rendered pages by this number (docs/decisions/0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('catalog_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (engineOf(db) === 'postgres') {
    await sql`
      CREATE FUNCTION plinth_bump_catalog_version() RETURNS trigger AS $$
      BEGIN
        UPDATE websites SET catalog_version = catalog_version + 1
          WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.website_id ELSE NEW.website_id END;
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql`.execute(db);
    for (const table of CATALOG_TABLES) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_catalog_version`)}
        AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION plinth_bump_catalog_version()`.execute(db);
    }
    return;
  }
  for (const table of CATALOG_TABLES) {
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
  if (engineOf(db) === 'postgres') {
    for (const table of CATALOG_TABLES) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_catalog_version`)} ON ${sql.table(table)}`.execute(db);
    }
    await sql`DROP FUNCTION plinth_bump_catalog_version()`.execute(db);
  } else {
    for (const table of CATALOG_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`DROP TRIGGER ${sql.raw(`${table}_catalog_version_${event}`)}`.execute(db);
      }
    }
  }
  await db.schema.alterTable('websites').dropColumn('catalog_version').execute();
}
