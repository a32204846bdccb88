import { writeTransaction, type Db } from '@plinth/db';
import { purgeRawAnalytics } from '../analytics';
import { analyticsSettingsOf } from '../analytics-settings';
import { listWebsiteIds, parseStoredSettings } from '../sites';
import { yieldToRequests } from '../../periodic-task';
import { foldEvents } from './fold';
import {
  findFirstEventTime,
  findFirstPerformanceTime,
  findWebsiteSettingsJson,
  findRolledUntil,
  listRawEvents,
  replaceBucket,
  replaceDailyVisitors,
  saveRolledUntil,
} from './queries';
import { foldPerformance, replaceDailyVitals } from './vitals-fold';
import { DAY_MS, dayOf, floorTo, iso, stepOf, type Granularity } from './time';

/** Buckets one run folds per site and granularity at most (a long outage catches up over runs). */
export const MAX_BUCKETS_PER_RUN = 24 * 40;

/**
 * Folds one hour or day of a site's raw rows into its rollups, replacing whatever that bucket held, so
 * folding it again never doubles. A day also keeps its distinct visitor keys and vitals histograms.
 */
export async function foldBucket(db: Db, websiteId: string, granularity: Granularity, startMs: number) {
  const from = iso(startMs);
  const to = iso(startMs + stepOf(granularity));
  await writeTransaction(db, async (trx) => {
    const raw = await listRawEvents(trx, websiteId, from, to);
    await replaceBucket(trx, websiteId, granularity, from, foldEvents(raw));
    if (granularity === 'day') {
      const keys = [...new Set(raw.map((row) => row.visitor_key).filter((key) => key !== ''))];
      await replaceDailyVisitors(trx, websiteId, dayOf(startMs), keys);
      await replaceDailyVitals(
        trx,
        websiteId,
        dayOf(startMs),
        await foldPerformance(trx, websiteId, from, to),
      );
    }
  });
}

/**
 * Folds every finished bucket of a granularity not folded yet (skipping stretches without rows) and
 * moves the site's watermark; answers how many buckets were folded.
 */
async function foldFinished(db: Db, websiteId: string, granularity: Granularity, nowMs: number) {
  const end = floorTo(granularity, nowMs);
  const saved = await findRolledUntil(db.kysely, websiteId, granularity);
  let cursor = saved ? Date.parse(saved) : null;
  let folded = 0;
  while (folded < MAX_BUCKETS_PER_RUN) {
    const first = await firstRowTime(db, websiteId, cursor === null ? '' : iso(cursor));
    // Nothing finished to fold: the mark stays after the last folded bucket (an idle stretch is read
    // raw, which is empty), so rows that appear later for an hour after it are still folded.
    if (first === null || first >= end) break;
    const start = Math.max(floorTo(granularity, first), cursor ?? 0);
    await foldBucket(db, websiteId, granularity, start);
    cursor = start + stepOf(granularity);
    await saveRolledUntil(db.kysely, websiteId, granularity, iso(cursor));
    folded += 1;
    await yieldToRequests();
  }
  return folded;
}

/** The first event or performance record at or after `from`, ms; null when there is none. */
async function firstRowTime(db: Db, websiteId: string, from: string): Promise<number | null> {
  const event = await findFirstEventTime(db.kysely, websiteId, from);
  const perf = await findFirstPerformanceTime(db.kysely, websiteId, from);
  const times = [event, perf].filter((t): t is string => t !== null).map((t) => Date.parse(t));
  return times.length > 0 ? Math.min(...times) : null;
}

export interface RollupOutcome {
  hours: number;
  days: number;
  purged: number;
}

/**
 * One site's rollup run at `nowMs`: finished hours, then finished days, then the raw rows older than
 * the site's rawRetentionDays, never past what both granularities have folded.
 */
export async function rollUpSite(db: Db, websiteId: string, retentionDays: number, nowMs: number) {
  const hours = await foldFinished(db, websiteId, 'hour', nowMs);
  const days = await foldFinished(db, websiteId, 'day', nowMs);
  const hourMark = await findRolledUntil(db.kysely, websiteId, 'hour');
  const dayMark = await findRolledUntil(db.kysely, websiteId, 'day');
  let purged = 0;
  if (hourMark && dayMark) {
    const keepFrom = iso(nowMs - retentionDays * DAY_MS);
    const before = [keepFrom, hourMark, dayMark].sort()[0] ?? keepFrom;
    purged = await purgeRawAnalytics(db.kysely, websiteId, before);
  }
  return { hours, days, purged } satisfies RollupOutcome;
}

/** Every site's rollup run (the periodic task's body). */
export async function rollUpAllSites(db: Db, nowMs: number): Promise<RollupOutcome> {
  const total: RollupOutcome = { hours: 0, days: 0, purged: 0 };
  for (const websiteId of await listWebsiteIds(db.kysely)) {
    const json = await findWebsiteSettingsJson(db.kysely, websiteId);
    if (json === null) continue;
    const settings = analyticsSettingsOf({ settings: parseStoredSettings(json) });
    const outcome = await rollUpSite(db, websiteId, settings.rawRetentionDays, nowMs);
    total.hours += outcome.hours;
    total.days += outcome.days;
    total.purged += outcome.purged;
  }
  return total;
}
