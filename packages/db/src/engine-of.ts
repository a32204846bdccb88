import { PostgresAdapter, type Kysely } from 'kysely';
import type { Engine } from './connect';

/** Which engine a Kysely instance talks to; migrations use it where the SQL must differ. */
export function engineOf(db: Kysely<unknown>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
