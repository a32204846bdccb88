import { fixedQuery, type Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask, yieldToRequests } from '../../periodic-task';
import { CART_RETENTION_DAYS } from './cart-limits';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running server looks for stale carts (it also looks once at start). */
export const CART_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;
/** Enough for 10,000 carts a run; anything left waits for the next run. */
const MAX_BATCHES = 20;

/**
 * One bounded batch of anonymous, unpurchased carts untouched since the cut-off; their entries go with
 * them (ON DELETE CASCADE). The outer conditions repeat the inner ones on purpose: on PostgreSQL a cart
 * an add locked and touched meanwhile is re-checked against its new row and kept. Several processes
 * may run this at once: each cart is deleted by one of them, the others skip it.
 */
const DELETE_STALE_CARTS = fixedQuery(
  'delete from carts where id in (select id from carts where site_user_id is null and is_purchased = 0 ' +
    'and updated_at < ? limit ?) ' +
    'and site_user_id is null and is_purchased = 0 and updated_at < ?',
);

/**
 * Deletes anonymous carts nobody has changed for CART_RETENTION_DAYS (security review L5): the cart
 * cookie lasts as long, so no browser can reach them any more. Customers' carts stay with the account.
 * Answers how many carts went.
 */
export async function purgeStaleCarts(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CART_RETENTION_DAYS * DAY_MS).toISOString();
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const deleted = await DELETE_STALE_CARTS.run(db.kysely, [cutoff, BATCH, cutoff]);
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
