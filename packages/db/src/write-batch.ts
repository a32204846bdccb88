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

export type BatchedCall<In, Out> = (input: In) => Promise<Out>;

/**
 * Group commit for one kind of small write on PostgreSQL (or any engine): the calls made in the same
 * turn of the event loop go to `runMany` together (one statement, one round trip, one commit), which
 * answers one result per input, in order. Each caller's promise settles after that statement. Should
 * it fail, every input is tried again through `runOne`, so one bad input fails alone. For writes that
 * are safe to try twice after a rollback (fresh ids) and hold no lock between a read and the write.
 */
export function batchedCalls<In, Out>(
  runMany: (inputs: In[]) => Promise<Out[]>,
  runOne: (input: In) => Promise<Out>,
  maxBatch = MAX_BATCH,
): BatchedCall<In, Out> {
  let queue: { input: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const jobs = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    if (queue.length > 0) schedule();
    if (jobs.length === 1) {
      const [job] = jobs;
      if (job) await runOne(job.input).then(job.resolve, job.reject);
      return;
    }
    let results: Out[];
    try {
      results = await runMany(jobs.map((job) => job.input));
    } catch {
      await Promise.all(jobs.map((job) => runOne(job.input).then(job.resolve, job.reject)));
      return;
    }
    if (results.length !== jobs.length) {
      // Written but unanswerable: never tried again (that could write twice).
      const error = new Error(`Invariant failed: a batch of ${jobs.length} answered ${results.length}`);
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => job.resolve(results[i] as Out));
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return (input: In) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}
