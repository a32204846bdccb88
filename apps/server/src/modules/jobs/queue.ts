import { newId, writeTransaction, type Db, type Executor, type JobRow } from '@plinth/db';
import { DEFAULT_BACKOFF, retryDelayMs, type Backoff } from './backoff';
import {
  buryAbandonedJobs,
  claimDueJobs,
  findJob,
  findJobByDedupeKey,
  hasDueJobs,
  insertJobsIfNew,
  markJobDone,
  markJobFailed,
  releaseAllRunningJobs,
  releaseJobs,
} from './queries';

export const DEFAULT_MAX_ATTEMPTS = 8;
/** How long a claimed job is its worker's; past it, another worker takes it (its process is deemed dead). */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;
/** Kept on the row when a job was abandoned for good. */
export const ABANDONED_ERROR = 'The worker running it stopped before it finished (its lease ran out).';
const MAX_ERROR_LENGTH = 2000;

export interface EnqueueInput {
  kind: string;
  payload: unknown;
  /** Unique over all jobs: a second enqueue with this key returns the first job and changes nothing. */
  dedupeKey: string;
  websiteId?: string | null;
  /** Not before this time (ms since the epoch); default now. */
  runAt?: number;
  maxAttempts?: number;
}

export interface Enqueued {
  job: JobRow;
  /** False when a job with this dedupe key already existed (it is returned as it is). */
  created: boolean;
}

/**
 * Adds a job, in the caller's transaction when `executor` is one: "write the order and queue its email"
 * commit together or not at all. No-op for a known dedupe key.
 */
export async function enqueueJob(executor: Executor, input: EnqueueInput, nowMs: number): Promise<Enqueued> {
  const [enqueued] = await enqueueJobs(executor, [input], nowMs);
  if (!enqueued) throw new Error(`Job ${input.dedupeKey} was not enqueued`);
  return enqueued;
}

/**
 * enqueueJob for several jobs in one statement (an order queues its emails together), answered in the
 * inputs' order.
 */
export async function enqueueJobs(
  executor: Executor,
  inputs: readonly EnqueueInput[],
  nowMs: number,
): Promise<Enqueued[]> {
  const now = new Date(nowMs).toISOString();
  const rows: JobRow[] = inputs.map((input) => ({
    id: newId(),
    website_id: input.websiteId ?? null,
    kind: input.kind,
    payload: JSON.stringify(input.payload ?? null),
    dedupe_key: input.dedupeKey,
    state: 'queued',
    run_at: new Date(input.runAt ?? nowMs).toISOString(),
    attempts: 0,
    max_attempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    locked_until: null,
    locked_by: null,
    last_error: null,
    created_at: now,
    updated_at: now,
    finished_at: null,
  }));
  const inserted = rows.length > 0 ? await insertJobsIfNew(executor, rows) : new Set<string>();
  const answers: Enqueued[] = [];
  for (const row of rows) {
    if (inserted.has(row.id)) {
      answers.push({ job: row, created: true });
      continue;
    }
    const existing = await findJobByDedupeKey(executor, row.dedupe_key);
    if (!existing) throw new Error(`Job ${row.dedupe_key} neither inserted nor found`);
    answers.push({ job: existing, created: false });
  }
  return answers;
}

export interface JobQueueOptions {
  /** The clock: ms since the epoch. Tests move it. */
  now?: () => number;
  /** [0, 1) for the backoff's jitter. */
  random?: () => number;
  leaseMs?: number;
  backoff?: Backoff;
}

/**
 * The queue's operations over one database with one clock. Claiming and finishing are written so that
 * any number of processes may share the table (docs/decisions/0026-jobs-and-email.md).
 */
export class JobQueue {
  readonly now: () => number;
  private readonly random: () => number;
  readonly leaseMs: number;
  private readonly backoff: Backoff;

  constructor(
    readonly db: Db,
    options: JobQueueOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  private iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  /** enqueueJob with this queue's clock; `executor` defaults to the database (its own statement). */
  enqueue(input: EnqueueInput, executor: Executor = this.db.kysely): Promise<Enqueued> {
    return enqueueJob(executor, input, this.now());
  }

  /** Takes up to `limit` due jobs for `workerId` (abandoned ones without attempts left become dead). */
  async claim(workerId: string, limit: number): Promise<JobRow[]> {
    const now = this.iso();
    // An idle poll only reads: on SQLite the write lock would otherwise be taken every second.
    if (!(await hasDueJobs(this.db.kysely, now))) return [];
    return writeTransaction(this.db, async (trx) => {
      await buryAbandonedJobs(trx, now, ABANDONED_ERROR);
      return claimDueJobs(trx, { now, lockedUntil: this.iso(this.leaseMs), workerId, limit });
    });
  }

  /**
   * Marks the job done, together with the handler's own writes (`alsoWrite`) in one transaction. Done
   * even when the lease has passed to another worker meanwhile: the work was done.
   */
  async complete(job: JobRow, alsoWrite?: (trx: Executor) => Promise<void>): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      if (alsoWrite) await alsoWrite(trx);
      await markJobDone(trx, job.id, this.iso());
    });
  }

  /** A failed attempt: back in the queue after the backoff, or dead once its attempts are used up. */
  async fail(job: JobRow, error: unknown, workerId: string): Promise<{ dead: boolean; runAt: string }> {
    const dead = job.attempts >= job.max_attempts;
    const runAt = dead ? job.run_at : this.iso(retryDelayMs(job.attempts, this.backoff, this.random));
    await markJobFailed(this.db.kysely, job.id, {
      workerId,
      dead,
      runAt,
      error: describeError(error),
      now: this.iso(),
    });
    return { dead, runAt };
  }

  /** Lets other workers take these jobs at once (a worker stopping with jobs unfinished). */
  release(ids: string[], workerId: string): Promise<void> {
    return releaseJobs(this.db.kysely, ids, workerId, this.iso());
  }

  /** Ends every lease: at start on SQLite, where no other process can hold one (DATA_DIR's lock). */
  releaseAll(): Promise<number> {
    return releaseAllRunningJobs(this.db.kysely, this.iso());
  }

  find(id: string): Promise<JobRow | null> {
    return findJob(this.db.kysely, id);
  }
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
