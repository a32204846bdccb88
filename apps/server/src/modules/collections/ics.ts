import { isRepeatedWallTime, localStamp, vtimezoneLines } from './vtimezone';
import { zonedParts } from './zoned-time';

/**
 * iCalendar (RFC 5545) for events: one VEVENT per event. Timed events are wall-clock times of the
 * site's zone (`DTSTART;TZID=America/New_York:20270601T190000`) with one VTIMEZONE describing that
 * zone for the years the events span (decision 0058); a site in UTC keeps UTC stamps ("Z") and no
 * VTIMEZONE, as does an event that starts or ends in the hour a change back repeats. All-day events are VALUE=DATE days of the site's zone, the end day exclusive as the RFC
 * asks. Lines end in CRLF and are folded at 75 octets; text values are escaped (backslash,
 * semicolon, comma, newline).
 */
export interface IcsEvent {
  /** Stable across downloads, so a calendar updates the event rather than adding it twice. */
  uid: string;
  title: string;
  /** Plain text; '' for none. */
  description: string;
  /** One line; '' for none. */
  location: string;
  url: string;
  startMs: number;
  endMs: number;
  allDay: boolean;
  /** When it last changed (LAST-MODIFIED). */
  updatedMs: number;
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the events page's title, for a feed; absent for one event's download. */
  name?: string;
  /** DTSTAMP: when this file was made. */
  stampMs: number;
  /** The site's time zone (IANA name or UTC): timed events' wall clock, all-day events' days. */
  timeZone: string;
  events: readonly IcsEvent[];
}

const PRODUCT_ID = '-//Plinth//Events//EN';
const MAX_OCTETS = 75;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar as a string with CRLF line ends, each line folded to at most 75 octets. */
export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (calendar.name !== undefined) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  const zone = zoneOf(calendar);
  if (zone) lines.push(...vtimezoneLines(calendar.timeZone, zone.fromMs, zone.toMs));
  for (const event of calendar.events) lines.push(...eventLines(event, calendar));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const isUtc = (timeZone: string) => timeZone === 'UTC' || timeZone === 'Etc/UTC';

/** The span the VTIMEZONE must cover: the timed events' starts and ends; null when none needs one. */
function zoneOf(calendar: IcsCalendar): { fromMs: number; toMs: number } | null {
  if (isUtc(calendar.timeZone)) return null;
  const timed = calendar.events.filter((event) => !event.allDay);
  if (timed.length === 0) return null;
  return {
    fromMs: Math.min(...timed.map((event) => event.startMs)),
    toMs: Math.max(...timed.map((event) => Math.max(event.endMs, event.startMs))),
  };
}

function eventLines(event: IcsEvent, { stampMs, timeZone }: IcsCalendar): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(stampMs)}`];
  const endMs = Math.max(event.endMs, event.startMs);
  if (event.allDay) {
    const first = localDay(event.startMs, timeZone);
    // The last day shown is the one the end falls on; DTEND names the day after it.
    const last = localDay(endMs, timeZone);
    lines.push(`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${nextDay(last)}`);
  } else if (
    isUtc(timeZone) ||
    isRepeatedWallTime(event.startMs, timeZone) ||
    isRepeatedWallTime(endMs, timeZone)
  ) {
    // A time in the repeated hour would read as its first occurrence: UTC says it exactly.
    lines.push(`DTSTART:${utcStamp(event.startMs)}`, `DTEND:${utcStamp(endMs)}`);
  } else {
    lines.push(
      `DTSTART;TZID=${timeZone}:${localStamp(event.startMs, timeZone)}`,
      `DTEND;TZID=${timeZone}:${localStamp(endMs, timeZone)}`,
    );
  }
  lines.push(`LAST-MODIFIED:${utcStamp(event.updatedMs)}`, `SUMMARY:${escapeText(event.title)}`);
  if (event.description !== '') lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location !== '') lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`URL:${stripControls(event.url)}`, 'END:VEVENT');
  return lines;
}

/** 20260301T150000Z */
export function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function localDay(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
}

function nextDay(day: string): string {
  const ms = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)));
  return new Date(ms + DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function stripControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/** RFC 5545 section 3.3.11: backslash, semicolon and comma escaped, line breaks as "\n". */
export function escapeText(text: string): string {
  return stripControls(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 section 3.1: a line longer than 75 octets continues on lines that start with one space.
 * Cuts fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; the others 74 after their leading space.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
