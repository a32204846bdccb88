import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask, yieldToRequests } from '../../periodic-task';
import { deleteEmailsBefore } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Emails (their rendered HTML and text, and their .eml file) are kept this long after being queued. */
export const EMAIL_RETENTION_DAYS = 90;
export const OUTBOX_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Deletes emails queued more than EMAIL_RETENTION_DAYS ago, sent or not, in bounded batches, and the
 * .eml files the file transport wrote for them in `mailFolder`; answers how many went. The outbox holds
 * customers' addresses and order details: it is not kept for ever.
 */
export async function purgeOldEmails(db: Db, mailFolder: string, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EMAIL_RETENTION_DAYS * DAY_MS).toISOString();
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { deleted, fileNames } = await deleteEmailsBefore(db.kysely, before, BATCH);
    purged += deleted;
    // The names are the outbox's own (dedupe-key stems); basename keeps any of them inside the folder.
    await Promise.all(fileNames.map((name) => rm(join(mailFolder, basename(name)), { force: true })));
    if (deleted < BATCH) break;
    await yieldToRequests();
  }
  return purged;
}

export function scheduleOutboxPurge(
  app: FastifyInstance,
  mailFolder: string,
  intervalMs = OUTBOX_PURGE_INTERVAL_MS,
): void {
  schedulePeriodicTask(app, 'email outbox purge', intervalMs, async () => {
    const purged = await purgeOldEmails(app.db, mailFolder);
    if (purged > 0) app.log.info({ purged }, `deleted emails queued over ${EMAIL_RETENTION_DAYS} days ago`);
  });
}
