import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** The lock file beside plinth.sqlite; it holds no data, only the lock. */
export const LOCK_FILE_NAME = 'plinth.lock';

/** Another process (a running server, `npm run db:migrate`) already holds the data folder's lock. */
export class DataDirInUseError extends Error {
  readonly code = 'PLINTH_DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
  ) {
    super(`Another Plinth process is using the data folder ${dataDir} (lock file ${lockPath})`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly lockPath: string;
  release(): void;
}

/**
 * Takes the data folder's lock for the life of this process, or throws DataDirInUseError at once.
 *
 * The lock is SQLite's own exclusive lock on `plinth.lock` (an OS file lock), held by a connection that
 * stays open: the operating system drops it when the process ends in any way, kill -9 included, so a
 * crash never leaves a stale lock behind. A second connection in the same process is refused too.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  const holder = new BetterSqlite3(lockPath, { timeout: 0 });
  try {
    holder.pragma('journal_mode = OFF');
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    holder.close();
    if (isBusy(error)) throw new DataDirInUseError(dataDir, lockPath);
    throw error;
  }
  let released = false;
  return {
    lockPath,
    release: () => {
      if (released) return;
      released = true;
      holder.close();
    },
  };
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
