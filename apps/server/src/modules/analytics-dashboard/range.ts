import { ANALYTICS_MAX_RANGE_DAYS, type AnalyticsRangeQuery } from '@plinth/contracts/schemas';
import { invalidRequest } from '../../app-error';
import { DAY_MS, dayOf, dayStart } from './time';

/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export interface DayRange {
  from: string;
  to: string;
  fromMs: number;
  /** The end, excluded: the start of the day after `to`. */
  toMs: number;
}

export function dayRange(from: string, to: string): DayRange {
  return { from, to, fromMs: dayStart(from), toMs: dayStart(to) + DAY_MS };
}

/**
 * The query's range (UTC days, both included) checked: a real day each, `from` not after `to`, at most
 * ANALYTICS_MAX_RANGE_DAYS long. A bad range is a 400 naming the field.
 */
export function rangeOf(query: Pick<AnalyticsRangeQuery, 'from' | 'to'>, nowMs: number): DayRange {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isDay(day)) throw invalidRequest({ [field]: 'is not a day (YYYY-MM-DD)' });
  }
  const to = query.to ?? dayOf(nowMs);
  const from = query.from ?? dayOf(dayStart(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (from > to) throw invalidRequest({ from: 'must not be after to' });
  const length = (dayStart(to) - dayStart(from)) / DAY_MS + 1;
  if (length > ANALYTICS_MAX_RANGE_DAYS) {
    throw invalidRequest({ from: `must be at most ${ANALYTICS_MAX_RANGE_DAYS} days before to` });
  }
  return dayRange(from, to);
}

/** The range just before, as many days long. */
export function previousRange(range: DayRange): DayRange {
  const length = range.toMs - range.fromMs;
  return dayRange(dayOf(range.fromMs - length), dayOf(range.fromMs - DAY_MS));
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(day: string): boolean {
  const start = dayStart(day);
  return !Number.isNaN(start) && dayOf(start) === day;
}
