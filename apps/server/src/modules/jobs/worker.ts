import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Executor, JobRow } from '@plinth/db';
import type { JobQueue } from './queue';

/**
 * Runs one job. Throwing is a failed attempt (retried after the backoff, dead after the last). It may
 * return writes to commit in the same transaction that marks the job done, so "the email was sent" and
 * "the job is done" are one moment.
 */
export type JobHandler = (job: JobRow) => Promise<void | ((trx: Executor) => Promise<void>)>;

export interface JobWorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  queue: JobQueue;
  handlers: ReadonlyMap<string, JobHandler>;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** How often it looks for due jobs when nothing woke it. */
  pollMs?: number;
  /** On stop, how long running jobs may take to finish before their leases are given back. */
  stopTimeoutMs?: number;
  log: JobWorkerLog;
  workerId?: string;
}

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_POLL_MS = 1000;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/**
 * Claims due jobs and runs them, up to `concurrency` at once. It looks every `pollMs` and at once when
 * woken (an enqueue in this process, a job finishing). `stop()` claims nothing more, waits for the
 * running jobs, and gives back the leases of those that do not finish in time.
 */
export class JobWorker {
  readonly workerId: string;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly stopTimeoutMs: number;
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private claiming: Promise<void> | null = null;
  private wokenWhileClaiming = false;

  constructor(private readonly options: JobWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.stopTimeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Look for due jobs now (after an enqueue has committed). Never throws. */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.wokenWhileClaiming = true;
      return;
    }
    this.schedule(0);
  }

  /** How many jobs this worker is running now. */
  get busy(): number {
    return this.running.size;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.claiming;
    if (this.running.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    const finished = Promise.allSettled([...this.running.values()]).then(() => true);
    const late = new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => resolve(false), this.stopTimeoutMs);
    });
    const allFinished = await Promise.race([finished, late]);
    clearTimeout(timeout);
    if (allFinished) return;
    const unfinished = [...this.running.keys()];
    this.options.log.warn({ jobs: unfinished }, 'Stopping with jobs unfinished; their leases are given back');
    await this.options.queue.release(unfinished, this.workerId).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'Could not give back the leases of unfinished jobs');
    });
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.claiming = this.claimAndRun().finally(() => {
        this.claiming = null;
        this.schedule(this.wokenWhileClaiming ? 0 : this.pollMs);
        this.wokenWhileClaiming = false;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async claimAndRun(): Promise<void> {
    const free = this.concurrency - this.running.size;
    if (free <= 0) return;
    let jobs: JobRow[];
    try {
      jobs = await this.options.queue.claim(this.workerId, free);
    } catch (error) {
      // The database is away or busy: the next poll tries again.
      this.options.log.warn({ err: error }, 'Could not claim jobs');
      return;
    }
    for (const job of jobs) {
      const run = this.run(job).finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
      this.running.set(job.id, run);
    }
    // A full batch: there may be more due at once.
    if (jobs.length === free) this.wokenWhileClaiming = true;
  }

  private async run(job: JobRow): Promise<void> {
    const { queue, handlers, log } = this.options;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      const alsoWrite = await handler(job);
      await queue.complete(job, alsoWrite ?? undefined);
    } catch (error) {
      try {
        const { dead } = await queue.fail(job, error, this.workerId);
        log.warn({ err: error, job: job.id, kind: job.kind, attempts: job.attempts, dead }, 'A job failed');
      } catch (failError) {
        // Not even the failure could be written: the lease runs out and another attempt follows.
        log.error({ err: failError, job: job.id }, 'Could not record a failed job');
      }
    }
  }
}
