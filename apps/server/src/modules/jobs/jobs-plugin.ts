import type { Executor } from '@plinth/db';
import fp from 'fastify-plugin';
import { scheduleJobPurge } from './job-purge';
import { JobQueue, type EnqueueInput, type Enqueued } from './queue';
import { JobWorker, type JobHandler } from './worker';

/** The app's queue and worker (app.jobs). */
export interface Jobs {
  queue: JobQueue;
  /** Null when JOBS_WORKER=false. */
  worker: JobWorker | null;
  /** Registers the handler of a kind; before the app is ready. */
  handle(kind: string, handler: JobHandler): void;
  /**
   * Adds a job. With `trx` it is part of the caller's transaction: call `wake()` once that has
   * committed. Without, it is written at once and the worker is woken.
   */
  enqueue(input: EnqueueInput, trx?: Executor): Promise<Enqueued>;
  /** Tells this process's worker that jobs may be due (after a transaction that enqueued committed). */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** The clock for every job time (tests move it); default Date.now. */
  now?: () => number;
}

/**
 * The job queue of docs/decisions/0026-jobs-and-email.md. The worker starts when the app is ready (every
 * module has registered its handlers by then) and stops when it closes, before the database does.
 */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, options) => {
  const queue = new JobQueue(app.db, { now: options.now, leaseMs: app.config.jobs.leaseMs });
  const handlers = new Map<string, JobHandler>();
  const worker = app.config.jobs.worker ? new JobWorker({ queue, handlers, log: app.log }) : null;

  const jobs: Jobs = {
    queue,
    worker,
    handle: (kind, handler) => {
      if (handlers.has(kind)) throw new Error(`Jobs of kind "${kind}" already have a handler`);
      handlers.set(kind, handler);
    },
    enqueue: async (input, trx) => {
      const enqueued = await queue.enqueue(input, trx);
      if (!trx) jobs.wake();
      return enqueued;
    },
    wake: () => worker?.wake(),
  };
  app.decorate('jobs', jobs);

  app.addHook('onReady', async () => {
    if (!worker) return;
    // One process per SQLite file (DATA_DIR's lock), so a running job left in it belongs to a process
    // that is gone: it may run again now rather than when its lease ends.
    if (app.db.engine === 'sqlite') {
      const released = await queue.releaseAll();
      if (released > 0) app.log.info(`${released} job(s) left running by a stopped process will run again`);
    }
    worker.start();
  });
  app.addHook('onClose', async () => worker?.stop());
  scheduleJobPurge(app);
});
