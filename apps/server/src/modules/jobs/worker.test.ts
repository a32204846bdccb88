import type { Db, JobRow } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { JobQueue } from './queue';
import { JobWorker, type JobHandler } from './worker';

const silent = { warn: () => undefined, error: () => undefined };

/** Polls until `check` holds (the worker runs on its own timers); fails after 10 s. */
async function waitFor(check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testEngines())('the job worker on %s', (engine) => {
  let handle: TestDatabase;
  let db: Db;
  let queue: JobQueue;
  const handlers = new Map<string, JobHandler>();
  let worker: JobWorker;

  const stateOf = async (id: string) => (await queue.find(id))?.state;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    db = handle.db;
  });
  afterAll(async () => handle?.drop());
  beforeEach(async () => {
    await db.kysely.deleteFrom('jobs').execute();
    handlers.clear();
    // No backoff to wait out: a failed job is due again at once.
    queue = new JobQueue(db, { backoff: { baseMs: 0, maxMs: 0 } });
    worker = new JobWorker({ queue, handlers, log: silent, pollMs: 20, stopTimeoutMs: 200, workerId: 'w' });
    return async () => worker.stop();
  });

  test('runs each due job with the handler of its kind, once, and marks it done', async () => {
    const seen: unknown[] = [];
    handlers.set('greet', async (job) => {
      seen.push(JSON.parse(job.payload));
    });
    worker.start();
    const jobs = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => queue.enqueue({ kind: 'greet', payload: n, dedupeKey: `greet:${n}` })),
    );
    worker.wake();
    await waitFor(async () =>
      (await Promise.all(jobs.map(({ job }) => stateOf(job.id)))).every((s) => s === 'done'),
    );
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('a handler that throws is tried again until it succeeds; a kind without a handler dies', async () => {
    let calls = 0;
    handlers.set('flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`try ${calls}`);
    });
    const { job } = await queue.enqueue({ kind: 'flaky', payload: null, dedupeKey: 'flaky' });
    const { job: orphan } = await queue.enqueue({
      kind: 'nobody',
      payload: null,
      dedupeKey: 'n',
      maxAttempts: 1,
    });
    worker.start();
    await waitFor(async () => (await stateOf(job.id)) === 'done' && (await stateOf(orphan.id)) === 'dead');
    expect(calls).toBe(3);
    expect(await queue.find(job.id)).toMatchObject({ attempts: 3, last_error: 'Error: try 2' });
    expect((await queue.find(orphan.id))?.last_error).toContain('No handler for jobs of kind "nobody"');
  });

  test('stop waits for a running job to finish', async () => {
    let finish!: () => void;
    handlers.set('slow', () => new Promise<void>((resolve) => (finish = resolve)));
    const { job } = await queue.enqueue({ kind: 'slow', payload: null, dedupeKey: 'slow' });
    worker.start();
    await waitFor(() => worker.busy === 1);
    const stopped = worker.stop();
    finish();
    await stopped;
    expect(await stateOf(job.id)).toBe('done');
  });

  test('stop gives back the lease of a job that does not finish in time, so another worker takes it', async () => {
    const started: JobRow[] = [];
    handlers.set('stuck', async (job) => {
      started.push(job);
      await new Promise(() => undefined);
    });
    const { job } = await queue.enqueue({ kind: 'stuck', payload: null, dedupeKey: 'stuck' });
    worker.start();
    await waitFor(() => started.length === 1);
    await worker.stop();
    expect(await queue.claim('next', 1)).toEqual([expect.objectContaining({ id: job.id, attempts: 2 })]);
  });
});
