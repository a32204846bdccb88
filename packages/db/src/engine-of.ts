import { PostgresAdapter, type DialectAdapter } from 'kysely';
import type { Engine } from './connect';

/**
 * Which engine a Kysely instance or transaction talks to (for the SQL that must differ: migrations,
 * row locks, fixed queries' placeholders).
 */
export function engineOf(db: { getExecutor(): { readonly adapter: DialectAdapter } }): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
