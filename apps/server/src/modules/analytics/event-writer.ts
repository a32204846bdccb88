import { databaseUnavailable, writeTransaction, type Db, type Executor } from '@plinth/db';
import { insertEvents, insertPerformanceRecords, type EventRow, type PerformanceRow } from './queries';

/** A flush starts at once when this many rows wait, else on the next turn of the event loop. */
export const FLUSH_ROWS = 500;
/**
 * Flushes in progress at once: SQLite has one writer, so one; PostgreSQL commits on its own
 * connections in parallel, and a flush there mostly waits for round trips and the commit's fsync.
 */
const CONCURRENT_FLUSHES = { sqlite: 1, postgres: 4 } as const;

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
 * The ingest's buffer, a group commit (decision 0044). Requests queue their rows; a flush writes
 * everything queued in one transaction (on SQLite one BEGIN/COMMIT; on PostgreSQL a multi-row INSERT
 * per 100 rows and one commit), and only then are their promises resolved, so an event answered 202
 * is already in the database: nothing accepted is lost to a crash. While flushes run (one at a time on
 * SQLite, a few on PostgreSQL), arriving requests queue, so the busier the ingest, the bigger (and
 * cheaper per row) each transaction.
 *
 * Should a batch fail for a reason other than the database being away, each request's rows are
 * written again alone, so one bad row (a site deleted meanwhile) fails only its own request.
 */
export function createEventWriter(db: Db): EventWriter {
  let queue: Pending[] = [];
  let queuedRows = 0;
  const flushing = new Set<Promise<void>>();
  const maxFlushes = CONCURRENT_FLUSHES[db.engine];
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
    if (flushing.size >= maxFlushes || queue.length === 0) return;
    const current: Promise<void> = flush().finally(() => {
      flushing.delete(current);
      // Whatever queued during this flush goes in the next one, at once.
      if (queue.length > 0) run();
    });
    flushing.add(current);
  };

  const schedule = () => {
    if (flushing.size >= maxFlushes || scheduled) return;
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
      while (flushing.size > 0 || queue.length > 0) {
        if (flushing.size === 0) run();
        await Promise.all(flushing);
      }
    },
  };
}
