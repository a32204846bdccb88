import type { ContentCalendarContext, ContentCalendarDay, ContentItemContext } from '@plinth/theme';
import { daysInMonth, monthKey, shiftMonth, zonedInstant, zonedParts } from './zoned-time';

type Month = { year: number; month: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An events page's month as weeks (Sunday first) of days with the events on each: an event shows on
 * every day from its start to its end, in the site's time zone. Labels in the site's language.
 */
export function buildCalendar(args: {
  month: Month;
  events: readonly ContentItemContext[];
  collectionPath: string;
  timeZone: string;
  language: string;
  nowMs: number;
}): ContentCalendarContext {
  const { month, timeZone, language } = args;
  const first = zonedInstant(timeZone, month.year, month.month, 1, 12);
  const lead = zonedParts(first, timeZone).weekday;
  const days = daysInMonth(month.year, month.month);
  const today = zonedParts(args.nowMs, timeZone);
  const perDay = new Map<number, ContentCalendarDay['events']>();
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' });
  for (const event of args.events) {
    if (event.startDate === undefined || event.endDate === undefined) continue;
    const label = event.allDay ? 'All day' : time.format(event.startDate);
    for (let day = 1; day <= days; day++) {
      const dayStart = zonedInstant(timeZone, month.year, month.month, day);
      const dayEnd =
        day === days
          ? zonedInstant(timeZone, ...nextMonthFirst(month))
          : zonedInstant(timeZone, month.year, month.month, day + 1);
      // On the day when it overlaps it: started before the day ends, ends at or after the day starts.
      const ends = Math.max(event.endDate, event.startDate);
      if (event.startDate < dayEnd && (ends > dayStart || event.startDate >= dayStart)) {
        const list = perDay.get(day) ?? [];
        list.push({
          title: event.title,
          fullUrl: event.fullUrl,
          time: day === dayOf(event.startDate, timeZone, month) ? label : 'Continues',
        });
        perDay.set(day, list);
      }
    }
  }
  const long = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const cells: ContentCalendarDay[] = [];
  for (let i = 0; i < lead; i++) cells.push(emptyDay());
  for (let day = 1; day <= days; day++) {
    cells.push({
      day,
      inMonth: true,
      today: today.year === month.year && today.month === month.month && today.day === day,
      label: long.format(zonedInstant(timeZone, month.year, month.month, day, 12)),
      events: perDay.get(day) ?? [],
    });
  }
  while (cells.length % 7 !== 0) cells.push(emptyDay());
  const weeks: ContentCalendarContext['weeks'] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push({ days: cells.slice(i, i + 7) });
  const monthName = (m: Month) =>
    new Intl.DateTimeFormat(language, { timeZone, year: 'numeric', month: 'long' }).format(
      zonedInstant(timeZone, m.year, m.month, 15, 12),
    );
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const url = (m: Month) => `${args.collectionPath}?view=calendar&month=${monthKey(m)}`;
  return {
    monthLabel: monthName(month),
    month: monthKey(month),
    prevUrl: url(prev),
    prevLabel: monthName(prev),
    nextUrl: url(next),
    nextLabel: monthName(next),
    weekdays: weekdayNames(language),
    weeks,
  };
}

function nextMonthFirst(month: Month): [number, number, number] {
  const next = shiftMonth(month, 1);
  return [next.year, next.month, 1];
}

/** The day of `month` the instant falls on in the zone, or 0 when it falls in another month. */
function dayOf(ms: number, timeZone: string, month: Month): number {
  const p = zonedParts(ms, timeZone);
  return p.year === month.year && p.month === month.month ? p.day : 0;
}

function emptyDay(): ContentCalendarDay {
  return { day: 0, inMonth: false, today: false, label: '', events: [] };
}

/** Sunday to Saturday, short and long, in the language (4-11 January 1970 UTC ran Sunday to Saturday). */
function weekdayNames(language: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => {
    const at = (3 + i) * DAY_MS + 12 * 60 * 60 * 1000;
    return { short: short.format(at), long: long.format(at) };
  });
}
