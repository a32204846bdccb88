import { nowIso } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask, yieldToRequests } from '../../periodic-task';
import { deleteSpentChallengesBefore } from './queries';

export const SPENT_PURGE_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 1000;
const MAX_BATCHES = 20;

/**
 * Deletes the records of spent ALTCHA challenges that have expired (an expired challenge is refused
 * whatever), in bounded batches; answers how many went.
 */
export async function purgeSpentChallenges(app: FastifyInstance, now = nowIso()): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const deleted = await deleteSpentChallengesBefore(app.db.kysely, now, BATCH);
    purged += deleted;
    if (deleted < BATCH) break;
    await yieldToRequests();
  }
  return purged;
}

export function scheduleSpentPurge(app: FastifyInstance, intervalMs = SPENT_PURGE_INTERVAL_MS): void {
  schedulePeriodicTask(app, 'spent captcha purge', intervalMs, async () => {
    await purgeSpentChallenges(app);
  });
}
