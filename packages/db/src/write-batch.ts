import type { Db } from './connect';
import { writeTransaction, type Executor } from './dialect';

const MAX_BATCH = 200;

interface Job {
  write: (trx: Executor) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type BatchedWriter = <T>(write: (trx: Executor) => Promise<T>) => Promise<T>;

/**
 * Group commit for small, independent writes on SQLite. Writes queued in the same turn of the event
 * loop run in one transaction, so they share one BEGIN and one COMMIT (the commit is most of the cost
 * of a small write: it appends to the write-ahead log). Each caller's promise settles only after the
 * commit, so an answer never claims a write that could still be lost. Should the shared transaction
 * fail, every write is tried again in a transaction of its own, so one bad write fails alone.
 * Only for writes that are safe to run twice after a rollback and that need no lock held between
 * a read and the write (e.g. inserting rows with fresh ids).
 */
export function batchedWriter(db: Db): BatchedWriter {
  let queue: Job[] = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const jobs = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    if (queue.length > 0) schedule();
    let results: unknown[];
    try {
      results = await writeTransaction(db, async (trx) => {
        const values: unknown[] = [];
        for (const job of jobs) values.push(await job.write(trx));
        return values;
      });
    } catch {
      for (const job of jobs) {
        await writeTransaction(db, job.write).then(job.resolve, job.reject);
      }
      return;
    }
    jobs.forEach((job, i) => job.resolve(results[i]));
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return <T>(write: (trx: Executor) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}
