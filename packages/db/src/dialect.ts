import { sql, type Kysely } from 'kysely';
import type { Db } from './connect';
import { engineOf } from './engine-of';
import type { Database } from './schema';

/**
 * The only place where SQLite and PostgreSQL are told apart. Queries elsewhere are written once.
 */

export type Executor = Kysely<Database>;

/**
 * Runs `fn` in a transaction that may write. On SQLite it starts with BEGIN IMMEDIATE so the write lock
 * is taken up front (no upgrade deadlock between two readers that both decide to write); on PostgreSQL
 * it is an ordinary transaction in which rows are locked with `forUpdate` below.
 */
export async function writeTransaction<T>(db: Db, fn: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.engine === 'postgres') return db.kysely.transaction().execute(fn);
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      // SQLite may already have rolled back (SQLITE_FULL, SQLITE_IOERR); the first error is the one to report.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Adds `FOR UPDATE` on PostgreSQL; SQLite's single writer already excludes other writers. `on` is the
 * executor the query runs on (usually the write transaction): its engine is read from its adapter, so a
 * query function needs one handle, not a Db and an Executor. A Db is still accepted.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(on: Db | Executor, query: Q): Q {
  const engine = 'engine' in on ? on.engine : engineOf(on);
  return engine === 'postgres' ? query.forUpdate() : query;
}

/**
 * Adds `FOR UPDATE SKIP LOCKED` on PostgreSQL: rows another transaction holds are passed over rather than
 * waited for, so several processes can claim from one queue without taking the same row. SQLite has one
 * writer at a time (the caller runs in writeTransaction), so there is nothing to skip.
 */
export function forUpdateSkipLocked<Q extends { forUpdate(): Q; skipLocked(): Q }>(
  on: Db | Executor,
  query: Q,
): Q {
  const engine = 'engine' in on ? on.engine : engineOf(on);
  return engine === 'postgres' ? query.forUpdate().skipLocked() : query;
}

export function toFlag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/**
 * Whether `error` broke the unique constraint `constraint` on `table(columns)`. PostgreSQL names the
 * constraint; SQLite only lists the columns ("UNIQUE constraint failed: variants.website_id, variants.sku").
 */
export function isUniqueViolation(
  error: unknown,
  target: { constraint: string; table: string; columns: readonly string[] },
): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === target.constraint;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_CONSTRAINT')) return false;
  if (typeof message !== 'string') return false;
  // A unique index over an expression is named instead ("UNIQUE constraint failed: index 'name'").
  if (message.includes(`UNIQUE constraint failed: index '${target.constraint}'`)) return true;
  const columns = target.columns.map((c) => `${target.table}.${c}`).join(', ');
  return message.includes(`UNIQUE constraint failed: ${columns}`);
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
