import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... selects PostgreSQL; absent means the embedded SQLite file. */
  url?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  sqlitePath?: string;
  /** PostgreSQL schema to use as search_path (tests use one schema per run). */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

// COUNT and SUM come back as int8; our counts and cents fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url, options);
  return openSqlite(options.sqlitePath ?? ':memory:');
}

function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, engine: 'sqlite', close: () => kysely.destroy() };
}

function openPostgres(url: string, options: OpenDatabaseOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, engine: 'postgres', close: () => kysely.destroy() };
}
