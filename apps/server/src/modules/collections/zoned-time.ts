import { DEFAULT_SITE_TIME_ZONE, MONTH_PATTERN } from '@plinth/contracts';
import type { Site } from '../sites';

/**
 * The site's time zone: `settings.timeZone` (an IANA name). Seed 001: unset means New York; a zone
 * that cannot be resolved falls back to UTC.
 */
export function siteTimeZone(site: Pick<Site, 'settings'>): string {
  const stored = site.settings.timeZone;
  if (typeof stored !== 'string' || stored.trim() === '') return DEFAULT_SITE_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: stored }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock date and time at `ms` in `timeZone`. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The instant (ms) when the wall clock in `timeZone` reads that date and time. */
export function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two rounds settle the offset across a daylight-saving change.
  let guess = wall;
  for (let round = 0; round < 2; round++) {
    const p = zonedParts(guess, timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - shown;
  }
  return guess;
}

/** "2026-03" for the month `ms` falls in, in `timeZone`. */
export function monthOf(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}`;
}

/** A `?month=YYYY-MM` value as year and month, or null when it is not one. */
export function parseMonth(value: string | undefined): { year: number; month: number } | null {
  const match = value === undefined ? null : MONTH_PATTERN.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month before or after. */
export function shiftMonth({ year, month }: { year: number; month: number }, by: 1 | -1) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthKey({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month's first instant and the next month's, in `timeZone`, as ISO strings (end excluded). */
export function monthBounds(
  value: { year: number; month: number },
  timeZone: string,
): { from: string; before: string } {
  const next = shiftMonth(value, 1);
  return {
    from: new Date(zonedInstant(timeZone, value.year, value.month, 1)).toISOString(),
    before: new Date(zonedInstant(timeZone, next.year, next.month, 1)).toISOString(),
  };
}

/** Days in a month of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
