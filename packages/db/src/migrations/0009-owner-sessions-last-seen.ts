import { sql, type Kysely } from 'kysely';

/**
 * When an editor session was last used, so one left unused for OWNER_SESSION_IDLE_DAYS ends before its
 * fixed 14 days are up. Written at most once an hour per session, never on every request. Existing
 * sessions count as last used when they opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_sessions')
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update user_sessions set last_seen_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_sessions').dropColumn('last_seen_at').execute();
}
