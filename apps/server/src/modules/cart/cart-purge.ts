import type { Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask, yieldToRequests } from '../../periodic-task';
import { CART_RETENTION_DAYS } from './cart-limits';
import { deleteStaleCarts } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running server looks for stale carts (it also looks once at start). */
export const CART_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;
/** Enough for 10,000 carts a run; anything left waits for the next run. */
const MAX_BATCHES = 20;

/**
 * Deletes anonymous carts nobody has changed for CART_RETENTION_DAYS (security review L5): the cart
 * cookie lasts as long, so no browser can reach them any more. Customers' carts stay with the account.
 * Answers how many carts went.
 */
export async function purgeStaleCarts(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CART_RETENTION_DAYS * DAY_MS).toISOString();
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const deleted = await deleteStaleCarts(db.kysely, cutoff, BATCH);
    purged += deleted;
    if (deleted < BATCH) break;
    await yieldToRequests();
  }
  return purged;
}

/** Runs the purge when the server is ready and then every CART_PURGE_INTERVAL_MS. */
export function scheduleCartPurge(app: FastifyInstance, intervalMs = CART_PURGE_INTERVAL_MS): void {
  schedulePeriodicTask(app, 'stale cart purge', intervalMs, async () => {
    const purged = await purgeStaleCarts(app.db);
    if (purged > 0) app.log.info({ purged }, 'deleted anonymous carts untouched for 30 days');
  });
}
