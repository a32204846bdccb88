/** UTC hours and days as the rollups count them (ISO strings compare in time order). */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export type Granularity = 'hour' | 'day';

export function floorTo(granularity: Granularity, ms: number): number {
  const size = granularity === 'hour' ? HOUR_MS : DAY_MS;
  return Math.floor(ms / size) * size;
}

export function stepOf(granularity: Granularity): number {
  return granularity === 'hour' ? HOUR_MS : DAY_MS;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** 'YYYY-MM-DD' of a time. */
export const dayOf = (ms: number) => iso(ms).slice(0, 10);

/** Start of a 'YYYY-MM-DD' day, ms since the epoch (UTC). */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = dayStart(from); ms <= dayStart(to); ms += DAY_MS) days.push(dayOf(ms));
  return days;
}
