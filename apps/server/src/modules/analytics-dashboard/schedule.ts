import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../periodic-task';
import { rollUpAllSites } from './rollup';

/** How often the rollup job looks for finished hours and days (and purges past retention). */
export const ROLLUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The rollup job: every ROLLUP_INTERVAL_MS in each process that runs background work (JOBS_WORKER; tests
 * fold with their own clock instead). Folding a bucket replaces it whole inside a transaction, so two
 * processes folding the same hour at once leave the same rows.
 */
export function scheduleRollups(app: FastifyInstance, intervalMs = ROLLUP_INTERVAL_MS): void {
  if (!app.config.jobs.worker) return;
  schedulePeriodicTask(app, 'analytics rollup', intervalMs, async () => {
    const outcome = await rollUpAllSites(app.db, app.jobs.queue.now());
    if (outcome.hours + outcome.days + outcome.purged > 0) app.log.info(outcome, 'analytics rolled up');
  });
}
