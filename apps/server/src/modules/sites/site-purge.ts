import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeTransaction, type Db } from '@plinth/db';
import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask, yieldToRequests } from '../../periodic-task';
import { uploadsDir } from '../files';
import { deleteEndedHostRedirects, deleteWebsiteRow, listWebsitesDueForDeletion } from './queries';

/** How often a running server looks for deleted sites and ended redirects (also once at start). */
export const SITE_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes the sites whose deletion grace period has ended: the website row, and with it every row that
 * names it (ON DELETE CASCADE), then its uploaded files. Also frees removed addresses whose redirect has
 * ended. Safe to run in every process at once: a site is deleted by one statement, files removal is
 * idempotent. Answers the ids removed.
 */
export async function purgeDeletedSites(db: Db, dataDir: string, now: Date = new Date()): Promise<string[]> {
  const at = now.toISOString();
  await deleteEndedHostRedirects(db.kysely, at);
  const removed: string[] = [];
  for (const websiteId of await listWebsitesDueForDeletion(db.kysely, at)) {
    const deleted = await writeTransaction(db, (trx) => deleteWebsiteRow(trx, websiteId, at));
    if (!deleted) continue;
    await rm(join(uploadsDir(dataDir), websiteId), { recursive: true, force: true });
    removed.push(websiteId);
    await yieldToRequests();
  }
  return removed;
}

/** Runs the purge when the server is ready and then every SITE_PURGE_INTERVAL_MS. */
export function scheduleSitePurge(app: FastifyInstance, dataDir: string): void {
  schedulePeriodicTask(app, 'deleted site purge', SITE_PURGE_INTERVAL_MS, async () => {
    const removed = await purgeDeletedSites(app.db, dataDir);
    for (const websiteId of removed) {
      app.log.info({ websiteId }, 'removed a deleted site after its grace period');
      await app.sites.invalidate(websiteId);
    }
  });
}
