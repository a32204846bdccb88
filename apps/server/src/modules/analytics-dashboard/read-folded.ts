import type { Db } from '@plinth/db';
import { foldEvents, type Folded } from './fold';
import { findRolledUntil, listRawEvents, listRollups } from './queries';
import { DAY_MS, dayOf, dayStart, iso } from './time';

/** A folded row and the UTC day it counts in. */
export type DayFolded = Folded & { day: string };

/** Where a range's rows come from: daily rollups before `dayMark`, hourly before `hourMark`, then raw. */
export interface ReadPlan {
  fromMs: number;
  toMs: number;
  dayMark: number;
  hourMark: number;
}

export async function readPlan(db: Db, websiteId: string, fromMs: number, toMs: number): Promise<ReadPlan> {
  const [day, hour] = await Promise.all([
    findRolledUntil(db.kysely, websiteId, 'day'),
    findRolledUntil(db.kysely, websiteId, 'hour'),
  ]);
  const clamp = (ms: number) => Math.min(toMs, Math.max(fromMs, ms));
  const dayMark = clamp(day ? Date.parse(day) : fromMs);
  const hourMark = Math.max(dayMark, clamp(hour ? Date.parse(hour) : dayMark));
  return { fromMs, toMs, dayMark, hourMark };
}

const toFolded = (row: {
  bucket_start: string;
  dimension: string;
  value: string;
  event: string;
  events: number;
  visitors: number;
  value_cents: number;
}): DayFolded => ({
  day: row.bucket_start.slice(0, 10),
  dimension: row.dimension as Folded['dimension'],
  value: row.value,
  event: row.event,
  events: Number(row.events),
  visitors: Number(row.visitors),
  valueCents: Number(row.value_cents),
});

/**
 * A range's folded rows: finished days from the daily rollups, finished hours of the days not folded
 * yet from the hourly ones, and the unfinished hour (or anything the job has not reached) from raw
 * events, folded the same way.
 */
export async function readFolded(db: Db, websiteId: string, plan: ReadPlan, dimension?: string) {
  const rows: DayFolded[] = [];
  if (plan.dayMark > plan.fromMs) {
    const daily = await listRollups(
      db.kysely,
      websiteId,
      'day',
      iso(plan.fromMs),
      iso(plan.dayMark),
      dimension,
    );
    rows.push(...daily.map(toFolded));
  }
  if (plan.hourMark > plan.dayMark) {
    const hourly = await listRollups(
      db.kysely,
      websiteId,
      'hour',
      iso(plan.dayMark),
      iso(plan.hourMark),
      dimension,
    );
    rows.push(...hourly.map(toFolded));
  }
  for (let start = plan.hourMark; start < plan.toMs;) {
    const end = Math.min(plan.toMs, dayStart(dayOf(start)) + DAY_MS);
    const raw = await listRawEvents(db.kysely, websiteId, iso(start), iso(end));
    for (const row of foldEvents(raw)) {
      if (!dimension || row.dimension === dimension) rows.push({ ...row, day: dayOf(start) });
    }
    start = end;
  }
  return rows;
}
