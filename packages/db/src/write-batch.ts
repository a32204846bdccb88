import type { Db } from './connect';
import { writeTransaction, type Executor } from './dialect';

const MAX_BATCH = 200;

interface Job {
  write: (trx: Executor) => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for small, independent writes on SQLite. Writes queued in the same turn of the event
 * loop run in one transaction, so they share one BEGIN and one COMMIT (the commit is most of the cost
 * of a small write: it appends to the write-ahead log). Each caller's promise settles only after the
 * commit, so an answer never claims a write that could still be lost. Should the shared transaction
 * fail, every write is tried again in a transaction of its own, so one bad write fails alone.
 * Only for writes that are safe to run twice after a rollback and that need no lock held between
 * a read and the write (e.g. inserting rows with fresh ids).
 */
export function batchedWriter(db: Db): (write: (trx: Executor) => Promise<void>) => Promise<void> {
  let queue: Job[] = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const jobs = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    if (queue.length > 0) schedule();
    try {
      await writeTransaction(db, async (trx) => {
        for (const job of jobs) await job.write(trx);
      });
    } catch {
      for (const job of jobs) {
        await writeTransaction(db, job.write).then(job.resolve, job.reject);
      }
      return;
    }
    for (const job of jobs) job.resolve();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return (write) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ write, resolve, reject });
      schedule();
    });
}
