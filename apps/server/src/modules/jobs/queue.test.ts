import { writeTransaction, type Db } from '@plinth/db';
import { createTestDatabase, testEngines, type TestDatabase } from '@plinth/db/test';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { retryDelayMs } from './backoff';
import { claimDueJobs } from './queries';
import { ABANDONED_ERROR, JobQueue } from './queue';
import { listJobs, retryJob } from './service';

const START = Date.parse('2026-05-01T10:00:00.000Z');
const LEASE_MS = 60_000;
const BACKOFF = { baseMs: 10_000, maxMs: 600_000 };

/** A clock the test moves by hand. */
function testClock() {
  let now = START;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe.each(testEngines())('the job queue on %s', (engine) => {
  let handle: TestDatabase;
  let db: Db;
  let websiteId: string;
  let clock: ReturnType<typeof testClock>;
  let queue: JobQueue;
  let counter = 0;
  const key = () => `test:${(counter += 1)}`;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    db = handle.db;
    websiteId = 'site0000000000000000001';
    await db.kysely
      .insertInto('websites')
      .values({
        id: websiteId,
        title: 'Queue test',
        currency: 'USD',
        language: 'en-US',
        settings: '{}',
        created_at: '',
      })
      .execute();
  });
  afterAll(async () => handle?.drop());
  beforeEach(async () => {
    // Each test starts with an empty queue and its own clock; random 0.5 makes the backoff exact.
    await db.kysely.deleteFrom('jobs').execute();
    clock = testClock();
    queue = new JobQueue(db, { now: clock.now, random: () => 0.5, leaseMs: LEASE_MS, backoff: BACKOFF });
  });

  test('enqueueing with a dedupe key that exists returns the existing job and changes nothing', async () => {
    const dedupeKey = key();
    const first = await queue.enqueue({ kind: 'k', payload: { n: 1 }, dedupeKey, websiteId });
    const second = await queue.enqueue({ kind: 'other', payload: { n: 2 }, dedupeKey, websiteId });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.job.id).toBe(first.job.id);
    expect(JSON.parse(second.job.payload)).toEqual({ n: 1 });
    expect(await db.kysely.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });

  test('a job enqueued in a transaction exists only if the transaction commits', async () => {
    const rolledBack = key();
    await expect(
      writeTransaction(db, async (trx) => {
        await queue.enqueue({ kind: 'k', payload: null, dedupeKey: rolledBack }, trx);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const committed = key();
    await writeTransaction(db, (trx) =>
      queue.enqueue({ kind: 'k', payload: null, dedupeKey: committed }, trx),
    );
    const keys = (await db.kysely.selectFrom('jobs').select('dedupe_key').execute()).map((r) => r.dedupe_key);
    expect(keys).toEqual([committed]);
  });

  test('a job is claimed only once its run_at has come, with a lease and one attempt counted', async () => {
    await queue.enqueue({ kind: 'k', payload: null, dedupeKey: key(), runAt: START + 5_000 });
    expect(await queue.claim('w1', 10)).toEqual([]);
    clock.advance(5_000);
    const [job, ...rest] = await queue.claim('w1', 10);
    expect(rest).toEqual([]);
    expect(job).toMatchObject({
      state: 'running',
      attempts: 1,
      locked_by: 'w1',
      locked_until: new Date(START + 5_000 + LEASE_MS).toISOString(),
    });
    expect(await queue.claim('w2', 10)).toEqual([]);
  });

  test('a failed attempt waits out an exponential backoff with jitter, then runs again', async () => {
    await queue.enqueue({ kind: 'k', payload: null, dedupeKey: key(), maxAttempts: 5 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [job] = await queue.claim('w1', 1);
      expect(job?.attempts).toBe(attempt);
      const { dead, runAt } = await queue.fail(job!, new Error(`refused ${attempt}`), 'w1');
      const wait = BACKOFF.baseMs * 2 ** (attempt - 1);
      // random() = 0.5: half the exponential wait fixed, plus half of the other half.
      expect(dead).toBe(false);
      expect(Date.parse(runAt) - clock.now()).toBe(wait * 0.75);
      clock.advance(wait * 0.75 - 1);
      expect(await queue.claim('w1', 1)).toEqual([]);
      clock.advance(1);
    }
    const row = await db.kysely.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', attempts: 3, last_error: 'Error: refused 3' });
  });

  test('the backoff stays between half and all of the doubled wait, and never passes the cap', () => {
    expect(retryDelayMs(1, BACKOFF, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, BACKOFF, () => 0.999_999)).toBe(10_000);
    expect(retryDelayMs(4, BACKOFF, () => 0)).toBe(40_000);
    expect(retryDelayMs(30, BACKOFF, () => 0.999_999)).toBe(600_000);
  });

  test('a job whose worker died is taken again by another worker once the lease has run out', async () => {
    await queue.enqueue({ kind: 'k', payload: null, dedupeKey: key() });
    const [taken] = await queue.claim('dead-worker', 1);
    clock.advance(LEASE_MS - 1);
    expect(await queue.claim('w2', 1)).toEqual([]);
    clock.advance(1);
    const [retaken] = await queue.claim('w2', 1);
    expect(retaken).toMatchObject({ id: taken!.id, attempts: 2, locked_by: 'w2' });
    // The first worker, should it come back, can no longer fail the job it lost.
    await queue.fail(taken!, new Error('late'), 'dead-worker');
    expect(await queue.find(taken!.id)).toMatchObject({
      state: 'running',
      locked_by: 'w2',
      last_error: null,
    });
  });

  test('after its last attempt a job is dead with its last error, and a retry queues it again', async () => {
    const { job } = await queue.enqueue({
      kind: 'k',
      payload: null,
      dedupeKey: key(),
      websiteId,
      maxAttempts: 2,
    });
    const [first] = await queue.claim('w1', 1);
    await queue.fail(first!, new Error('550 mailbox unavailable'), 'w1');
    clock.advance(BACKOFF.baseMs);
    const [second] = await queue.claim('w1', 1);
    expect(await queue.fail(second!, new Error('550 mailbox unavailable again'), 'w1')).toMatchObject({
      dead: true,
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await queue.claim('w1', 1)).toEqual([]);
    const listed = await listJobs(db, websiteId, 'dead');
    expect(listed.jobs).toEqual([
      expect.objectContaining({
        id: job.id,
        state: 'dead',
        attempts: 2,
        lastError: 'Error: 550 mailbox unavailable again',
      }),
    ]);
    expect(listed.counts).toEqual({ queued: 0, running: 0, done: 0, dead: 1 });

    const retried = await retryJob(db, websiteId, job.id, clock.now());
    expect(retried).toMatchObject({ state: 'queued', attempts: 0 });
    await expect(retryJob(db, websiteId, job.id, clock.now())).rejects.toMatchObject({
      code: 'JOBS_NOT_DEAD',
    });
    await expect(retryJob(db, 'another-site', job.id, clock.now())).rejects.toMatchObject({
      code: 'JOBS_NOT_FOUND',
    });
    const [again] = await queue.claim('w1', 1);
    expect(again).toMatchObject({ id: job.id, attempts: 1 });
    await queue.complete(again!);
    expect(await queue.find(job.id)).toMatchObject({ state: 'done', locked_by: null });
  });

  test('a job abandoned by a stopped worker on its last attempt becomes dead, not run again', async () => {
    const { job } = await queue.enqueue({ kind: 'k', payload: null, dedupeKey: key(), maxAttempts: 1 });
    await queue.claim('dead-worker', 1);
    clock.advance(LEASE_MS);
    expect(await queue.claim('w2', 1)).toEqual([]);
    expect(await queue.find(job.id)).toMatchObject({ state: 'dead', last_error: ABANDONED_ERROR });
  });

  test('complete commits the handler writes with the job, or neither', async () => {
    const { job } = await queue.enqueue({ kind: 'k', payload: null, dedupeKey: key() });
    const [claimed] = await queue.claim('w1', 1);
    await expect(
      queue.complete(claimed!, async (trx) => {
        await trx.updateTable('websites').set({ title: 'Changed' }).where('id', '=', websiteId).execute();
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect(await queue.find(job.id)).toMatchObject({ state: 'running' });
    const site = await db.kysely
      .selectFrom('websites')
      .select('title')
      .where('id', '=', websiteId)
      .executeTakeFirst();
    expect(site?.title).toBe('Queue test');
  });

  test('released jobs (a worker stopping) may be taken at once by another worker', async () => {
    const { job } = await queue.enqueue({ kind: 'k', payload: null, dedupeKey: key() });
    await queue.claim('w1', 1);
    await queue.release([job.id], 'someone-else');
    expect(await queue.claim('w2', 1)).toEqual([]);
    await queue.release([job.id], 'w1');
    expect(await queue.claim('w2', 1)).toEqual([expect.objectContaining({ id: job.id, locked_by: 'w2' })]);
  });

  test('claimers running at once never take the same job', async () => {
    for (let i = 0; i < 40; i += 1) await queue.enqueue({ kind: 'k', payload: i, dedupeKey: key() });
    const claimers = ['a', 'b', 'c', 'd'].map(async (worker) => {
      const ids: string[] = [];
      for (;;) {
        const jobs = await queue.claim(worker, 3);
        if (jobs.length === 0) return ids;
        ids.push(...jobs.map((j) => j.id));
      }
    });
    const taken = (await Promise.all(claimers)).flat();
    expect(taken).toHaveLength(40);
    expect(new Set(taken).size).toBe(40);
  });
});

describe.runIf(testEngines().includes('postgres'))('SKIP LOCKED on postgres', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase('postgres');
  });
  afterAll(async () => handle?.drop());

  test('a claimer passes over jobs another transaction holds instead of waiting for them', async () => {
    const clock = testClock();
    const queue = new JobQueue(handle.db, { now: clock.now, leaseMs: LEASE_MS });
    for (let i = 0; i < 10; i += 1) await queue.enqueue({ kind: 'k', payload: i, dedupeKey: `skip:${i}` });
    const now = new Date(clock.now()).toISOString();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstIds: string[] = [];
    const first = handle.db.kysely.transaction().execute(async (trx) => {
      const jobs = await claimDueJobs(trx, { now, lockedUntil: now, workerId: 'first', limit: 4 });
      firstIds = jobs.map((j) => j.id);
      await held; // the rows stay locked until the test lets go
    });
    while (firstIds.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // Without SKIP LOCKED this claim would wait for the first transaction, which waits for the test.
    const second = await queue.claim('second', 10);
    release();
    await first;
    expect(firstIds).toHaveLength(4);
    expect(second).toHaveLength(6);
    expect(second.map((j) => j.id).filter((id) => firstIds.includes(id))).toEqual([]);
  });
});
