import { DataDirInUseError, databaseUnavailable, openDatabase, type Db } from '@plinth/db';
import { ConfigError, loadConfig, type Config } from '../config';

/** Opens the configured database with the configured timeouts (server, db:migrate, db:seed). */
export function openConfiguredDatabase(
  config: Config,
  onWarning?: (message: string, error: Error) => void,
): Db {
  return openDatabase({
    url: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    connectTimeoutMs: config.database.connectTimeoutMs,
    statementTimeoutMs: config.database.statementTimeoutMs,
    busyTimeoutMs: config.database.sqliteBusyTimeoutMs,
    ...(onWarning ? { onWarning } : {}),
  });
}

const DATA_DIR_FIX = 'Set DATA_DIR to a folder Plinth can create and write.';

/** Which program failed: the server, or one of the npm run db:* commands. */
export type Program = 'server' | 'db:migrate' | 'db:seed' | 'site:create' | 'search:reindex' | 'import';

/**
 * One line for a failure at start-up that the operator can fix (the data folder, the database
 * address, credentials, timeouts, the port): what failed, where, and which setting to change.
 * Undefined for anything else, which is a bug and keeps its stack trace. Never prints a password.
 */
export function describeStartupError(error: unknown, config: Config, program: Program): string | undefined {
  const prefix = program === 'server' ? 'Plinth cannot start' : `npm run ${program} failed`;
  const line = explain(error, config, program);
  return line ? `${prefix}: ${line}` : undefined;
}

function explain(error: unknown, config: Config, program: Program): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (error instanceof DataDirInUseError) {
    return program === 'server'
      ? `another Plinth process is already using the data folder ${error.dataDir} (DATA_DIR). ` +
          'Only one server may use a data folder: stop the other one, or set DATA_DIR to another folder.'
      : `a Plinth server is using the data folder ${error.dataDir} (DATA_DIR). Stop it first ` +
          (program === 'site:create'
            ? '(or create the site in its editor: Create site, beside the site switcher).'
            : '(the server applies migrations itself when it starts).');
  }
  if (syscall === 'listen' && code === 'EADDRINUSE') {
    return `port ${config.port} on ${config.host} is already in use. Stop the other program or set PORT.`;
  }
  if (syscall === 'listen' && (code === 'EACCES' || code === 'EADDRNOTAVAIL')) {
    return `cannot listen on ${config.host}:${config.port} (${code}). Check HOST and PORT.`;
  }
  // The data folder also holds uploads with PostgreSQL, so file system problems come first.
  if (code && FS_PROBLEMS[code]) {
    const { path } = error as NodeJS.ErrnoException;
    const at = path && path !== config.dataDir ? ` (${path})` : '';
    return `cannot use the data folder ${config.dataDir} (DATA_DIR): ${FS_PROBLEMS[code]}${at}. ${DATA_DIR_FIX}`;
  }
  return config.databaseUrl ? explainPostgres(error, config) : explainSqlite(error, config);
}

const FS_PROBLEMS: Record<string, string> = {
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file is in the way',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EISDIR: 'a folder is in the way',
};

function explainSqlite(error: Error, config: Config): string | undefined {
  const { code } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return undefined;
  if (databaseUnavailable(error)) {
    return (
      `the SQLite database ${config.sqlitePath} is locked by another program (${code}). ` +
      'Close it (for example a sqlite3 shell with an open transaction) and start again, or raise SQLITE_BUSY_TIMEOUT_MS.'
    );
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_PERM') {
    return `cannot open the SQLite database ${config.sqlitePath} for writing (${code}). ${DATA_DIR_FIX}`;
  }
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return `${config.sqlitePath} is not a usable SQLite database (${code}). Restore it from a backup or set DATA_DIR to another folder.`;
  }
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR')) {
    return `cannot write the SQLite database ${config.sqlitePath} (${code}: ${error.message}). Check the disk, or set DATA_DIR.`;
  }
  return undefined;
}

function explainPostgres(error: Error, config: Config): string | undefined {
  const target = describeTarget(config.databaseUrl ?? '');
  const where = `PostgreSQL at ${target.hostPort} (DATABASE_URL)`;
  const codes = errorCodes(error);
  const has = (...wanted: string[]) => wanted.some((c) => codes.includes(c));
  if (has('ECONNREFUSED')) {
    return `${where} refused the connection. Is PostgreSQL running there? Check the host and port in DATABASE_URL.`;
  }
  if (has('ENOTFOUND', 'EAI_AGAIN')) {
    return `the host of ${where} is unknown. Check the host name in DATABASE_URL.`;
  }
  if (has('EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN')) {
    return `${where} cannot be reached from here (no route). Check the host in DATABASE_URL and the network.`;
  }
  if (has('28P01', '28000')) {
    return `${where} refused the user ${target.user}: wrong password, or the user may not sign in. Fix the user and password in DATABASE_URL.`;
  }
  if (has('3D000')) {
    return `${where} has no database ${target.database}. Create it (createdb ${target.database}) or fix the database name in DATABASE_URL.`;
  }
  if (has('42501')) {
    return `${where}: the user ${target.user} lacks a permission Plinth needs (${firstLine(error)}). Grant it or use another user in DATABASE_URL.`;
  }
  const unavailable = databaseUnavailable(error);
  // The pool's breaker gave up after its own short check (decision 0062), before any of our timeouts.
  if (unavailable?.reason === 'timeout' && has('PLINTH_DATABASE_UNREACHABLE')) {
    return `${where} did not answer a connection check within seconds. Check the host and port in DATABASE_URL and any firewall in between.`;
  }
  if (unavailable?.reason === 'timeout') {
    if (has('57014') || messages(error).includes('Query read timeout')) {
      return `${where} did not finish a statement within ${config.database.statementTimeoutMs} ms (DATABASE_STATEMENT_TIMEOUT_MS). Check the database, or raise that setting (0 = no limit) for a long migration.`;
    }
    return `${where} did not answer within ${config.database.connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS). Check the host and port in DATABASE_URL and any firewall in between.`;
  }
  if (unavailable) {
    return `${where} closed the connection (${firstLine(error)}). Check that PostgreSQL is up and DATABASE_URL is right.`;
  }
  return undefined;
}

/** host:port, user and database name from a postgres:// URL; the password is never read. */
export function describeTarget(url: string): { hostPort: string; user: string; database: string } {
  try {
    const parsed = new URL(url);
    const host =
      parsed.searchParams.get('host') ??
      (decodeURIComponent(parsed.hostname).replace(/^\[|\]$/g, '') || 'localhost');
    const port = parsed.searchParams.get('port') ?? (parsed.port || '5432');
    const user = decodeURIComponent(parsed.username) || 'the default user';
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user;
    return { hostPort: host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`, user, database };
  } catch {
    return {
      hostPort: 'an unparsable address',
      user: 'the configured user',
      database: 'the configured database',
    };
  }
}

/** The codes along the error, its causes and the errors of an AggregateError. */
function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const inner = Array.isArray(errors) ? errors.flatMap((e) => errorCodes(e, depth + 1)) : [];
  return [...(typeof code === 'string' ? [code] : []), ...inner, ...errorCodes(cause, depth + 1)];
}

function messages(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 4) return [];
  return [error.message, ...messages(error.cause, depth + 1)];
}

function firstLine(error: Error): string {
  return (error.message.split('\n', 1)[0] ?? '').slice(0, 200);
}

/** The config for a command-line tool: a bad setting prints the list of problems and exits 1. */
export function loadCliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
