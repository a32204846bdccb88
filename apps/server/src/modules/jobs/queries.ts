import { forUpdateSkipLocked, insertNewRows, type Executor, type JobRow, type NewJob } from '@plinth/db';

/**
 * Inserts the jobs in one statement, each unless one with its dedupe key exists; answers the ids of the
 * rows written (the others are left as they were).
 */
export async function insertJobsIfNew(executor: Executor, jobs: readonly NewJob[]): Promise<Set<string>> {
  return insertNewRows(executor, 'jobs', jobs, 'dedupe_key');
}

export async function findJobByDedupeKey(executor: Executor, dedupeKey: string): Promise<JobRow | null> {
  const row = await executor
    .selectFrom('jobs')
    .selectAll()
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  return row ?? null;
}

export async function findJob(executor: Executor, id: string): Promise<JobRow | null> {
  return (await executor.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Whether any job is due (queued and its time has come, or running past its lease): a read, no lock. */
export async function hasDueJobs(executor: Executor, now: string): Promise<boolean> {
  const row = await executor
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', now)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Running jobs whose lease ran out and that have no attempt left become dead: the process that held them
 * stopped (crashed, killed) as many times as the job may be tried.
 */
export async function buryAbandonedJobs(trx: Executor, now: string, error: string): Promise<number> {
  const result = await trx
    .updateTable('jobs')
    .set({
      state: 'dead',
      last_error: error,
      locked_by: null,
      locked_until: null,
      updated_at: now,
      finished_at: now,
    })
    .where('state', '=', 'running')
    .where('locked_until', '<=', now)
    .whereRef('attempts', '>=', 'max_attempts')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes up to `limit` due jobs for `workerId`: queued ones whose run_at has come, and running ones whose
 * lease ran out. Each gets a lease until `lockedUntil` and one more attempt. On PostgreSQL the rows are
 * chosen with FOR UPDATE SKIP LOCKED, so two processes claiming at once never take the same job; run it
 * in writeTransaction (on SQLite that is the one writer).
 */
export async function claimDueJobs(
  trx: Executor,
  claim: { now: string; lockedUntil: string; workerId: string; limit: number },
): Promise<JobRow[]> {
  const due = forUpdateSkipLocked(
    trx,
    trx
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', claim.now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', claim.now)]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(claim.limit),
  );
  return trx
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: claim.workerId,
      locked_until: claim.lockedUntil,
      updated_at: claim.now,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Marks a running job done; 0 when it is not running any more (the owner cannot touch running jobs). */
export async function markJobDone(executor: Executor, id: string, now: string): Promise<number> {
  const result = await executor
    .updateTable('jobs')
    .set({ state: 'done', locked_by: null, locked_until: null, updated_at: now, finished_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A failed attempt: queued again at `runAt`, or dead when `dead`. Only while `workerId` still holds it. */
export async function markJobFailed(
  executor: Executor,
  id: string,
  failure: { workerId: string; dead: boolean; runAt: string; error: string; now: string },
): Promise<number> {
  const result = await executor
    .updateTable('jobs')
    .set({
      state: failure.dead ? 'dead' : 'queued',
      run_at: failure.runAt,
      last_error: failure.error,
      locked_by: null,
      locked_until: null,
      updated_at: failure.now,
      finished_at: failure.dead ? failure.now : null,
    })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', failure.workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends the leases of these running jobs of `workerId` now, so any worker may take them at once. */
export async function releaseJobs(executor: Executor, ids: string[], workerId: string, now: string) {
  if (ids.length === 0) return;
  await executor
    .updateTable('jobs')
    .set({ locked_until: now, updated_at: now })
    .where('id', 'in', ids)
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/** Ends every lease now: only when no other process can be running jobs (one SQLite file, one process). */
export async function releaseAllRunningJobs(executor: Executor, now: string): Promise<number> {
  const result = await executor
    .updateTable('jobs')
    .set({ locked_until: now, updated_at: now })
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A dead job of the site back in the queue, due now, with all its attempts again; 0 when not dead. */
export async function requeueDeadJob(executor: Executor, websiteId: string, id: string, now: string) {
  const result = await executor
    .updateTable('jobs')
    .set({ state: 'queued', attempts: 0, run_at: now, updated_at: now, finished_at: null })
    .where('id', '=', id)
    .where('website_id', '=', websiteId)
    .where('state', '=', 'dead')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listSiteJobs(
  executor: Executor,
  websiteId: string,
  filter: { state?: string | undefined; limit: number },
): Promise<JobRow[]> {
  let query = executor.selectFrom('jobs').selectAll().where('website_id', '=', websiteId);
  if (filter.state) query = query.where('state', '=', filter.state);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export async function countSiteJobsByState(executor: Executor, websiteId: string) {
  return executor
    .selectFrom('jobs')
    .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId)
    .groupBy('state')
    .execute();
}

export async function findJobStates(executor: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return executor.selectFrom('jobs').select(['id', 'state']).where('id', 'in', ids).execute();
}

/**
 * Deletes up to `limit` finished jobs: done ones finished before `doneBefore`, dead ones before
 * `deadBefore`. Answers how many went. Safe to race: each row goes once.
 */
export async function deleteFinishedJobs(
  executor: Executor,
  cutoffs: { doneBefore: string; deadBefore: string },
  limit: number,
): Promise<number> {
  const ids = executor
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'done'), eb('finished_at', '<', cutoffs.doneBefore)]),
        eb.and([eb('state', '=', 'dead'), eb('finished_at', '<', cutoffs.deadBefore)]),
      ]),
    )
    .limit(limit);
  const result = await executor
    .deleteFrom('jobs')
    .where('id', 'in', ids)
    .where('state', 'in', ['done', 'dead'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
