import { zonedParts } from './zoned-time';

/**
 * iCalendar (RFC 5545) for events: one VEVENT per event, timed events in UTC ("Z" stamps, so no
 * VTIMEZONE is needed and every calendar reads the same instant), all-day events as VALUE=DATE days
 * of the site's time zone, the end day exclusive as the RFC asks. Lines end in CRLF and are folded at
 * 75 octets; text values are escaped (backslash, semicolon, comma, newline).
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
  /** The site's time zone: which calendar day an all-day event falls on. */
  timeZone: string;
  /** When it last changed (LAST-MODIFIED). */
  updatedMs: number;
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the events page's title, for a feed; absent for one event's download. */
  name?: string;
  /** DTSTAMP: when this file was made. */
  stampMs: number;
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
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.stampMs));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function eventLines(event: IcsEvent, stampMs: number): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(stampMs)}`];
  if (event.allDay) {
    const first = localDay(event.startMs, event.timeZone);
    // The last day shown is the one the end falls on; DTEND names the day after it.
    const last = localDay(Math.max(event.endMs, event.startMs), event.timeZone);
    lines.push(`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${nextDay(last)}`);
  } else {
    lines.push(
      `DTSTART:${utcStamp(event.startMs)}`,
      `DTEND:${utcStamp(Math.max(event.endMs, event.startMs))}`,
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
