import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import { describe, expect, test } from 'vitest';
import { openDatabase } from './connect';
import type { Database } from './schema';
import {
  DatabaseTimeoutError,
  DatabaseUnreachableError,
  databaseUnavailable,
  pingDatabase,
} from './unavailable';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('databaseUnavailable', () => {
  test.each([
    ['SQLite lock held elsewhere', withCode('database is locked', 'SQLITE_BUSY'), 'busy'],
    ['SQLite busy snapshot', withCode('database is locked', 'SQLITE_BUSY_SNAPSHOT'), 'busy'],
    ['PostgreSQL refusing', withCode('connect ECONNREFUSED 127.0.0.1:5499', 'ECONNREFUSED'), 'unreachable'],
    ['unknown host', withCode('getaddrinfo ENOTFOUND db.invalid', 'ENOTFOUND'), 'unreachable'],
    [
      'pg_terminate_backend',
      withCode('terminating connection due to administrator command', '57P01'),
      'unreachable',
    ],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014'), 'timeout'],
    ['connection exception class 08', withCode('connection failure', '08006'), 'unreachable'],
    ['too many connections', withCode('sorry, too many clients already', '53300'), 'busy'],
    ['pool checkout timeout', new Error('timeout exceeded when trying to connect'), 'timeout'],
    ['connect timeout', new Error('Connection terminated due to connection timeout'), 'timeout'],
    ['dropped connection', new Error('Connection terminated unexpectedly'), 'unreachable'],
    ['client read timeout', new Error('Query read timeout'), 'timeout'],
    ['our ping timeout', new DatabaseTimeoutError(100), 'timeout'],
    [
      'the breaker, open after a refused check',
      new DatabaseUnreachableError('unreachable', new Error()),
      'unreachable',
    ],
    [
      'the breaker, open after a silent check',
      new DatabaseUnreachableError('timeout', new Error()),
      'timeout',
    ],
    [
      'AggregateError of refused addresses (localhost)',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
        code: 'ECONNREFUSED',
      }),
      'unreachable',
    ],
    [
      'wrapped in a cause',
      new Error('Migration failed', { cause: new Error('Query read timeout') }),
      'timeout',
    ],
  ])('%s is the database being away or busy', (_name, error, reason) => {
    expect(databaseUnavailable(error)?.reason).toBe(reason);
    expect(databaseUnavailable(error)?.retryAfterSeconds).toBeGreaterThan(0);
  });

  test.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed: variants.sku', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    [
      'a wrong password (a start-up problem, not an outage)',
      withCode('password authentication failed', '28P01'),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    // node-postgres's own messages count only on errors without a code.
    ['another library error with a similar text', withCode('Connection terminated', 'ERR_SOMETHING')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(databaseUnavailable(error)).toBeUndefined();
  });
});

describe('pingDatabase', () => {
  test('answers on a working database', async () => {
    const db = openDatabase({ sqlitePath: ':memory:' });
    await expect(pingDatabase(db, 1000)).resolves.toBeUndefined();
    await db.close();
  });

  test('gives up with a timeout the classifier recognises when no answer comes', async () => {
    const error = await pingDatabaseThatHangs(50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseTimeoutError);
    expect(databaseUnavailable(error)?.reason).toBe('timeout');
  });
});

/** pingDatabase against a database whose every query hangs (as over a blackholed connection). */
async function pingDatabaseThatHangs(timeoutMs: number): Promise<void> {
  const hangingConnection: DatabaseConnection = {
    executeQuery: () => new Promise(() => undefined),
    // eslint-disable-next-line require-yield
    streamQuery: async function* () {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => Promise.resolve(hangingConnection),
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    releaseConnection: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  const kysely = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  await pingDatabase({ kysely, engine: 'sqlite', close: () => kysely.destroy() }, timeoutMs);
}
