import type { Db } from '@plinth/db';
import { sql } from 'kysely';

/** An arbitrary constant that names "Plinth start-up" among PostgreSQL advisory locks. */
const START_UP_LOCK_KEY = 0x706c696e; // "plin"
const POLL_MS = 100;
const WAIT_LIMIT_MS = 60_000;

/**
 * Runs the start-up writes (demo seeding, the administrator) in one process at a time. On PostgreSQL
 * several processes may start together on one database: each holds a session advisory lock on one
 * pooled connection while `fn` runs, so the second process finds the site and the account already
 * there instead of racing to create them. It waits at most a minute, then fails the start. The lock is
 * per schema (advisory locks are database-wide), so deployments or test runs in other schemas of one
 * database never wait for each other. SQLite has one process per file, so there is nothing to take.
 */
export async function withStartUpLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') return fn();
  return db.kysely.connection().execute(async (conn) => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${START_UP_LOCK_KEY}, hashtext(current_schema())) as locked`.execute(
        conn,
      );
      if (rows[0]?.locked) break;
      if (Date.now() > deadline)
        throw new Error('Another Plinth process held the start-up lock for a minute');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${START_UP_LOCK_KEY}, hashtext(current_schema()))`.execute(conn);
    }
  });
}
