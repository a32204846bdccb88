import type { Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask, yieldToRequests } from '../../periodic-task';
import { deleteFinishedJobs } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Done jobs are kept this long (the Background jobs panel shows recent work). */
export const DONE_JOB_RETENTION_DAYS = 30;
/**
 * Dead jobs are kept longer: the owner may still want to retry one, and an unsent email's job must
 * outlive the email (kept EMAIL_RETENTION_DAYS from when it was queued), so its status stays "failed".
 */
export const DEAD_JOB_RETENTION_DAYS = 90;
export const JOB_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Deletes finished jobs past their retention, in bounded batches; answers how many went. A job's dedupe
 * key stops guarding against a repeat once its row is gone, which is why only finished jobs weeks old
 * go: nothing enqueues the same work again that late (docs/jobs-and-email.md).
 */
export async function purgeFinishedJobs(db: Db, now: Date = new Date()): Promise<number> {
  const cutoffs = {
    doneBefore: new Date(now.getTime() - DONE_JOB_RETENTION_DAYS * DAY_MS).toISOString(),
    deadBefore: new Date(now.getTime() - DEAD_JOB_RETENTION_DAYS * DAY_MS).toISOString(),
  };
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const deleted = await deleteFinishedJobs(db.kysely, cutoffs, BATCH);
    purged += deleted;
    if (deleted < BATCH) break;
    await yieldToRequests();
  }
  return purged;
}

export function scheduleJobPurge(app: FastifyInstance, intervalMs = JOB_PURGE_INTERVAL_MS): void {
  schedulePeriodicTask(app, 'finished job purge', intervalMs, async () => {
    const purged = await purgeFinishedJobs(app.db);
    if (purged > 0) app.log.info({ purged }, 'deleted finished jobs past their retention');
  });
}
