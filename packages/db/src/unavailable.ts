import { sql } from 'kysely';
import type { Db } from './connect';

/**
 * Telling "the database is away or busy" (worth a 503 and a retry) from a bug (a 500). Both engines'
 * errors are recognised here, beside dialect.ts, so the HTTP layer asks one question.
 */

export type UnavailableReason = 'busy' | 'unreachable' | 'timeout';

export interface DatabaseUnavailable {
  reason: UnavailableReason;
  /** How long a client should wait before trying again (the Retry-After header). */
  retryAfterSeconds: number;
}

const RETRY_AFTER_SECONDS: Record<UnavailableReason, number> = { busy: 1, unreachable: 5, timeout: 5 };

/** Thrown by pingDatabase when the database did not answer in time. */
export class DatabaseTimeoutError extends Error {
  readonly code = 'PLINTH_DATABASE_TIMEOUT';
  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * Thrown by the PostgreSQL breaker (pg-breaker.ts) for a connect or query it will not wait for: the
 * database failed a connection check, so requests get their 503 at once. `cause` is that check's error.
 */
export class DatabaseUnreachableError extends Error {
  readonly code = 'PLINTH_DATABASE_UNREACHABLE';
  constructor(
    readonly reason: 'unreachable' | 'timeout',
    cause: unknown,
  ) {
    super('PostgreSQL does not answer its connection check; not waiting for it', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

// Node socket and DNS errors on the way to PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs (class 08, connection exceptions, is matched by prefix).
const PG_STATES: Record<string, UnavailableReason> = {
  '57P01': 'unreachable', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02': 'unreachable', // crash_shutdown
  '57P03': 'unreachable', // cannot_connect_now (starting up, in recovery)
  '57014': 'timeout', // query_canceled (statement_timeout)
  '55P03': 'busy', // lock_not_available (lock_timeout)
  '53300': 'busy', // too_many_connections
  '53400': 'busy', // configuration_limit_exceeded
};

// Errors node-postgres raises itself, without a code.
const PG_CLIENT_MESSAGES: [string, UnavailableReason][] = [
  ['timeout exceeded when trying to connect', 'timeout'], // pool: no free connection in time
  ['Connection terminated due to connection timeout', 'timeout'],
  ['Query read timeout', 'timeout'], // query_timeout
  ['Connection terminated', 'unreachable'], // also "... unexpectedly"
  ['Client has encountered a connection error and is not queryable', 'unreachable'],
  ['timeout expired', 'timeout'],
];

/**
 * Whether `error` (or its cause) means the database is away or busy rather than the query being wrong:
 * SQLite's lock held by another process, PostgreSQL refusing, dropping or not answering, a statement or
 * connection timeout. Undefined for anything else.
 */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  const reason = reasonOf(error, 0);
  return reason ? { reason, retryAfterSeconds: RETRY_AFTER_SECONDS[reason] } : undefined;
}

function reasonOf(error: unknown, depth: number): UnavailableReason | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  if (error instanceof DatabaseTimeoutError) return 'timeout';
  if (error instanceof DatabaseUnreachableError) return error.reason;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
    if (NETWORK_CODES.has(code)) return code === 'ETIMEDOUT' ? 'timeout' : 'unreachable';
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (code.startsWith('08')) return 'unreachable';
      const state = PG_STATES[code];
      if (state) return state;
    }
  }
  if (typeof message === 'string' && !code) {
    const known = PG_CLIENT_MESSAGES.find(([prefix]) => message.startsWith(prefix));
    if (known) return known[1];
  }
  // Node's happy-eyeballs connect wraps one error per address in an AggregateError.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const reason = reasonOf(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return reasonOf(cause, depth + 1);
}

/**
 * Runs `select 1` and throws DatabaseTimeoutError when no answer comes within `timeoutMs` (the readiness
 * check). Connection errors are thrown as they are; databaseUnavailable() recognises both.
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    // The race also handles a late failure of the abandoned query, so nothing goes unhandled.
    await Promise.race([sql`select 1`.execute(db.kysely), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
