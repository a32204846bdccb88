import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CurrentSchemaPostgresDialect } from './pg-introspector';
import { Kysely, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { preparedStatementName } from './fixed-query';
import { PgBreaker } from './pg-breaker';
import { probePostgres } from './pg-probe';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { DatabaseUnreachableError } from './unavailable';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /**
   * PostgreSQL: one connection of its own for single statements that must neither wait for the
   * caller's transaction nor be undone with it (an order's number: decision 0064). Absent on SQLite,
   * where one write transaction runs at a time anyway: callers use their transaction there.
   */
  autocommit?: Kysely<Database>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... selects PostgreSQL; absent means the embedded SQLite file. */
  url?: string | undefined;
  /** SQLite file path, or ':memory:'. A file's folder is locked to this process (data-dir-lock.ts). */
  sqlitePath?: string;
  /** PostgreSQL schema to use as search_path (tests use one schema per run). */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: how long to wait for a new connection, or for a free one in a full pool. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the longest one statement may run (the server's statement_timeout; the client gives
   * up a second later if the server never answers). 0: no limit.
   */
  statementTimeoutMs?: number;
  /** SQLite file: how often the checkpoint thread runs (wal-checkpointer.ts). */
  checkpointIntervalMs?: number | undefined;
  /** SQLite: how long a write waits for a lock held by another process before SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** A pooled connection broke while idle (PostgreSQL restarted, a network drop). Default: a line on stderr. */
  onWarning?: (message: string, error: Error) => void;
}

export const DATABASE_DEFAULTS = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 15_000,
  busyTimeoutMs: 5000,
  poolSize: 10,
} as const;

/** SQLite's own automatic checkpoint threshold, used again only if the checkpoint thread fails. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long an unused pooled PostgreSQL connection is kept before it is closed. */
const POOL_IDLE_TIMEOUT_MS = 10_000;
/** The client-side read timeout waits this much longer than the server's statement_timeout. */
const QUERY_TIMEOUT_MARGIN_MS = 1000;
/** The breaker's check gives up after this long to connect, and as long again for `select 1`. */
const PROBE_TIMEOUT_MS = 1500;
const BREAKER_OPEN_WARNING = 'PostgreSQL does not answer; requests get 503 until it does';

// COUNT and SUM come back as int8; our counts and cents fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url, options);
  return openSqlite(options.sqlitePath ?? ':memory:', options);
}

function openSqlite(path: string, options: OpenDatabaseOptions): Db {
  let lock: DataDirLock | undefined;
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    lock = lockDataDir(dirname(path));
  }
  try {
    const sqlite = new BetterSqlite3(path, {
      timeout: options.busyTimeoutMs ?? DATABASE_DEFAULTS.busyTimeoutMs,
    });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // After a checkpoint, a log that grew under a burst is cut back to this size (bytes).
    sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    let checkpointer: WalCheckpointer | undefined;
    if (path !== ':memory:') {
      // Checkpoints run on their own thread (wal-checkpointer.ts); should it fail, here again.
      sqlite.pragma('wal_autocheckpoint = 0');
      checkpointer = startWalCheckpointer(path, {
        intervalMs: options.checkpointIntervalMs,
        onFailure: (error) => {
          (options.onWarning ?? warnOnStderr)(
            'The SQLite checkpoint thread stopped; checkpointing inline',
            error,
          );
          if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
        },
      });
    }
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return {
      kysely,
      engine: 'sqlite',
      close: async () => {
        try {
          await checkpointer?.stop();
          await kysely.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function openPostgres(url: string, options: OpenDatabaseOptions): Db {
  const statementTimeoutMs = options.statementTimeoutMs ?? DATABASE_DEFAULTS.statementTimeoutMs;
  const connection: pg.ClientConfig = {
    connectionString: url,
    keepAlive: true,
    // Lets an operator tell Plinth's sessions apart in pg_stat_activity (a URL parameter wins).
    application_name: 'plinth',
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS }
      : {}),
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  };
  const poolOptions: pg.PoolConfig = {
    ...connection,
    max: options.poolSize ?? DATABASE_DEFAULTS.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DATABASE_DEFAULTS.connectTimeoutMs,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
  };
  const pool = new pg.Pool(poolOptions);
  // An idle pooled connection that breaks (PostgreSQL restarted, pg_terminate_backend, a network drop)
  // is emitted here; pg-pool has already discarded it. Without a listener the process would exit.
  const warn = options.onWarning ?? warnOnStderr;
  pool.on('error', (error) => warn('A pooled PostgreSQL connection was lost; it will be replaced', error));
  // A database that stops answering fails requests in seconds, not after the timeouts (decision 0062).
  const breaker = new PgBreaker({
    probe: () => probePostgres(connection, PROBE_TIMEOUT_MS),
    onChange: (state, error) => {
      if (state === 'open' && error) warn(BREAKER_OPEN_WARNING, error);
    },
  });
  const kysely = new Kysely<Database>({
    dialect: new CurrentSchemaPostgresDialect({ pool: guardedPool(pool, breaker, warn) }),
  });
  // One more connection, apart from the pool, so a statement run from inside a transaction never
  // waits for a pooled connection that transactions like it hold (decision 0064).
  const autocommitPool = new pg.Pool({ ...poolOptions, max: 1 });
  autocommitPool.on('error', (error) =>
    warn('The autocommit PostgreSQL connection was lost; it will be replaced', error),
  );
  const autocommit = new Kysely<Database>({
    dialect: new CurrentSchemaPostgresDialect({ pool: guardedPool(autocommitPool, breaker, warn) }),
  });
  return {
    kysely,
    engine: 'postgres',
    autocommit,
    close: async () => {
      await breaker.stop();
      await Promise.all([kysely.destroy(), autocommit.destroy()]);
    },
  };
}

function warnOnStderr(message: string, error: Error): void {
  console.warn(`${message}: ${error.message}`);
}

/**
 * The pool as Kysely sees it, with the breaker around every connect and query. After a client-side read
 * timeout, or a query the breaker gave up on, the connection still waits for the lost answer, so every
 * later query on it would time out too: such a client is closed on release instead of going back to the
 * pool. (Connections that failed outright are already discarded by pg-pool.)
 */
function guardedPool(
  pool: pg.Pool,
  breaker: PgBreaker,
  warn: (message: string, error: Error) => void,
): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let timedOut = false;
    // pg-pool listens for errors only while a client is idle. A checked-out client whose connection
    // drops between queries (a relay or PostgreSQL closing it) emits 'error' with no listener, which
    // would end the process: it is reported here and the client is discarded on release.
    client.on('error', (error: Error) => {
      timedOut = true;
      warn('A PostgreSQL connection in use was lost; it will be replaced', error);
    });
    const send = (sqlOrCursor: string, parameters?: ReadonlyArray<unknown>) => {
      const name = preparedStatementName(sqlOrCursor);
      const values = parameters as unknown[];
      return name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values);
    };
    const query = (sqlOrCursor: string | object, parameters?: ReadonlyArray<unknown>) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      return breaker
        .run(() => send(sqlOrCursor, parameters))
        .catch((error: unknown) => {
          if (error instanceof DatabaseUnreachableError) timedOut = true;
          if (error instanceof Error && error.message === 'Query read timeout') timedOut = true;
          throw error;
        });
    };
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => {
        const discard = timedOut;
        timedOut = false;
        client.release(discard);
      },
    };
  };
  return {
    connect: async () => {
      // A connection that arrives after the breaker gave up on it is closed, not leaked.
      const client = await breaker.run(
        () => pool.connect(),
        (late) => late.release(true),
      );
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
