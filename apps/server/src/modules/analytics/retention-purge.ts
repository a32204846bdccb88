import type { Executor } from '@plinth/db';
import { yieldToRequests } from '../../periodic-task';
import { deleteRawBefore } from './queries';

const BATCH = 1000;
const MAX_BATCHES = 50;

/**
 * Deletes a site's raw analytics events and performance records older than `before` (ISO), in bounded
 * batches so SQLite lets requests in between; answers how many rows went. The caller (the dashboard's
 * rollup run) never passes a time past what the rollups have folded.
 */
export async function purgeRawAnalytics(db: Executor, websiteId: string, before: string): Promise<number> {
  let purged = 0;
  for (const table of ['analytics_events', 'performance_records'] as const) {
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const deleted = await deleteRawBefore(db, table, websiteId, before, BATCH);
      purged += deleted;
      if (deleted < BATCH) break;
      await yieldToRequests();
    }
  }
  return purged;
}
