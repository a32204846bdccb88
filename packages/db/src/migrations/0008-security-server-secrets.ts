import type { Kysely } from 'kysely';

/**
 * Secrets the server keeps for itself, one row per use (e.g. "crumb": the key that signs CSRF crumbs).
 * They live in the database so every process of one deployment shares them and they survive restarts;
 * a process creates a missing one at start. Never sent to a client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
