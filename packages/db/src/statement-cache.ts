import type { SqliteDatabase, SqliteStatement } from 'kysely';

const DEFAULT_CAPACITY = 500;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs about as much as running a small
 * query. This keeps prepared statements by SQL text (bounded: `in (...)` lists vary in length).
 * Safe because Kysely runs one statement at a time per connection and never keeps one iterating
 * across awaits except when streaming, which Plinth does not do.
 */
export function withStatementCache(database: SqliteDatabase, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= capacity) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
