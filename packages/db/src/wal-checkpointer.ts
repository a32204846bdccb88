import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpoint thread copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 1000;
/** How long `stop()` waits for the thread to finish a checkpoint before ending it. */
const STOP_TIMEOUT_MS = 5000;

export interface WalCheckpointer {
  /** Stops the thread (after the checkpoint it may be running); the main connection closes after this. */
  stop(): Promise<void>;
}

export interface WalCheckpointerOptions {
  intervalMs?: number;
  /** The thread failed (it could not open the file, say): the caller checkpoints on its own again. */
  onFailure: (error: Error) => void;
}

// Runs in the worker thread, as a script (eval): better-sqlite3 is loaded by the path the main thread
// resolved, so it works the same from source and from a bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
let stopping = false;
const tick = () => {
  if (stopping) return;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // SQLITE_BUSY and the like: the next tick tries again.
  }
  timer = setTimeout(tick, workerData.intervalMs);
};
let timer = setTimeout(tick, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  stopping = true;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a SQLite database in WAL mode from a worker thread with its own connection, so the
 * request thread never waits for one. With SQLite's automatic checkpoint, the commit that takes the
 * log past 1,000 pages copies them into the database file and syncs it, on the event loop: a pause of
 * tens to hundreds of milliseconds for every request in flight (measured in decision 0028). PASSIVE
 * checkpoints never block writers or readers; the caller turns its automatic checkpoint off.
 */
export function startWalCheckpointer(path: string, options: WalCheckpointerOptions): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      path,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref();
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  worker.on('error', (error) => {
    if (!stopped) options.onFailure(error);
  });
  let stopped = false;
  return {
    stop: async () => {
      if (stopped) return exit;
      stopped = true;
      if (!exited) {
        worker.ref(); // keep the process alive until the thread has closed its connection
        worker.postMessage('stop');
      }
      // A checkpoint stuck on a slow disk must not hold up shutdown: the thread is ended after a while
      // (the next open replays whatever the log still holds).
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}
