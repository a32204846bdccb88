import { databaseUnavailable, writeTransaction, type Db, type Executor } from '@plinth/db';
import { insertEvents, insertPerformanceRecords, type EventRow, type PerformanceRow } from './queries';

/** A flush starts at once when this many rows wait, else on the next turn of the event loop. */
export const FLUSH_ROWS = 500;

export interface IngestBatch {
  events: EventRow[];
  performance: PerformanceRow[];
}

export interface EventWriter {
  /** Resolves once the rows are committed (never before): the caller may then answer 202. */
  write(batch: IngestBatch): Promise<void>;
  /** Waits for every write queued so far (app close). */
  drain(): Promise<void>;
}

interface Pending extends IngestBatch {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The ingest's buffer, a group commit (decision 0044). Requests queue their rows; one flush at a time
 * writes everything queued in one transaction (on SQLite one BEGIN/COMMIT, on PostgreSQL one round trip
 * per 200 rows and one commit), and only then are their promises resolved, so an event answered 202 is
 * already in the database: nothing accepted is lost to a crash. While a flush runs, arriving requests
 * queue, so the busier the ingest, the bigger (and cheaper per row) each transaction.
 *
 * Should a batch fail for a reason other than the database being away, each request's rows are
 * written again alone, so one bad row (a site deleted meanwhile) fails only its own request.
 */
export function createEventWriter(db: Db): EventWriter {
  let queue: Pending[] = [];
  let queuedRows = 0;
  let flushing: Promise<void> | null = null;
  let scheduled = false;

  const writeAll = async (trx: Executor, items: readonly IngestBatch[]) => {
    const events = items.flatMap((item) => item.events);
    const performance = items.flatMap((item) => item.performance);
    if (events.length > 0) await insertEvents(trx, events);
    if (performance.length > 0) await insertPerformanceRecords(trx, performance);
  };

  const flush = async () => {
    const items = queue;
    queue = [];
    queuedRows = 0;
    try {
      await writeTransaction(db, (trx) => writeAll(trx, items));
      for (const item of items) item.resolve();
    } catch (error) {
      if (items.length === 1 || databaseUnavailable(error)) {
        for (const item of items) item.reject(error);
        return;
      }
      for (const item of items) {
        await writeTransaction(db, (trx) => writeAll(trx, [item])).then(item.resolve, item.reject);
      }
    }
  };

  const run = () => {
    scheduled = false;
    if (flushing || queue.length === 0) return;
    flushing = flush().finally(() => {
      flushing = null;
      // Whatever queued during this flush goes in the next one, at once.
      if (queue.length > 0) run();
    });
  };

  const schedule = () => {
    if (flushing || scheduled) return;
    scheduled = true;
    if (queuedRows >= FLUSH_ROWS) run();
    else setImmediate(run);
  };

  return {
    write(batch) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ ...batch, resolve, reject });
        queuedRows += batch.events.length + batch.performance.length;
        schedule();
      });
    },
    async drain() {
      while (flushing || queue.length > 0) {
        if (!flushing) run();
        await flushing;
      }
    },
  };
}
