import { zonedInstant, zonedParts } from './zoned-time';

/**
 * RFC 5545 section 3.6.5: a VTIMEZONE for an IANA zone, built from the runtime's own offsets (Intl),
 * not from a copy of the tz database. The zone's offset changes in the years covered are found by
 * stepping a week at a time and bisecting each change to the second; each change becomes a STANDARD
 * (the offset went down) or DAYLIGHT (it went up) observance with no RRULE, so the file says exactly
 * what the runtime knows for those years and nothing it would have to guess about others.
 */

const SECOND_MS = 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The zone's offset from UTC at `ms`, in seconds (east positive). */
export function zoneOffsetSeconds(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / SECOND_MS) * SECOND_MS;
  const p = zonedParts(whole, timeZone);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole) / SECOND_MS);
}

/** Longer than any clock change on record (2 hours), shorter than two changes apart. */
const LOOK_BACK_MS = 3 * 60 * 60 * 1000;

/**
 * True when the wall clock read the same time earlier (the repeated hour after a change back):
 * RFC 5545 3.3.5 reads such a local time as its first occurrence, so `ms` cannot be written with TZID.
 */
export function isRepeatedWallTime(ms: number, timeZone: string): boolean {
  const offset = zoneOffsetSeconds(ms, timeZone);
  const before = zoneOffsetSeconds(ms - LOOK_BACK_MS, timeZone);
  if (before <= offset) return false;
  return zoneOffsetSeconds(ms - (before - offset) * SECOND_MS, timeZone) === before;
}

export interface ZoneTransition {
  /** The first instant (ms) of the new offset. */
  atMs: number;
  fromSeconds: number;
  toSeconds: number;
}

/** Every change of the zone's offset in [fromMs, toMs), in order. */
export function zoneTransitions(timeZone: string, fromMs: number, toMs: number): ZoneTransition[] {
  const out: ZoneTransition[] = [];
  let at = fromMs;
  let offset = zoneOffsetSeconds(at, timeZone);
  while (at < toMs) {
    const next = Math.min(at + WEEK_MS, toMs);
    const nextOffset = zoneOffsetSeconds(next, timeZone);
    if (nextOffset !== offset) {
      // Bisect: `low` still has the old offset, `high` the new one (one change a week at most).
      let low = at;
      let high = next;
      while (high - low > SECOND_MS) {
        const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
        if (zoneOffsetSeconds(middle, timeZone) === offset) low = middle;
        else high = middle;
      }
      out.push({ atMs: high, fromSeconds: offset, toSeconds: nextOffset });
    }
    at = next;
    offset = nextOffset;
  }
  return out;
}

/** "+0530", "-0400"; seconds only when there are some ("+002130"), as section 3.3.14 allows. */
export function utcOffsetText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${sign}${pad(Math.floor(abs / 3600))}${pad(Math.floor((abs % 3600) / 60))}`;
  return abs % 60 === 0 ? text : `${text}${pad(abs % 60)}`;
}

/** A local date-time as iCalendar writes one without a zone: 20270601T190000. */
export function localStamp(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** The wall-clock reading of `ms` at a fixed offset (a transition's onset, in the old offset). */
function stampAtOffset(ms: number, offsetSeconds: number): string {
  return new Date(ms + offsetSeconds * SECOND_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replace(/[-:]/g, '');
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at `ms` ("EDT", "GMT+5:30"): TZNAME is descriptive text. */
function zoneName(ms: number, timeZone: string): string {
  let format = nameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    nameFormats.set(timeZone, format);
  }
  return format.formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function observance(
  kind: 'STANDARD' | 'DAYLIGHT',
  onset: string,
  fromSeconds: number,
  toSeconds: number,
  name: string,
): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${utcOffsetText(fromSeconds)}`,
    `TZOFFSETTO:${utcOffsetText(toSeconds)}`,
    `TZNAME:${name}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE lines for `timeZone` covering the instants [fromMs, toMs]: from local midnight on
 * 1 January of the year before the first to 1 January after the last. The first observance starts there with the offset
 * then in force, so every instant covered has one; then one per change. An offset above the lowest
 * of the span is DAYLIGHT, the others STANDARD; a zone with no change gets one STANDARD.
 */
export function vtimezoneLines(timeZone: string, fromMs: number, toMs: number): string[] {
  const start = zonedInstant(timeZone, zonedParts(fromMs, timeZone).year - 1, 1, 1);
  const end = zonedInstant(timeZone, zonedParts(toMs, timeZone).year + 1, 1, 1);
  const initial = zoneOffsetSeconds(start, timeZone);
  const transitions = zoneTransitions(timeZone, start, end);
  const lowest = Math.min(initial, ...transitions.map((change) => change.toSeconds));
  const kind = (offset: number) => (offset > lowest ? 'DAYLIGHT' : 'STANDARD');
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  lines.push(
    ...observance(kind(initial), stampAtOffset(start, initial), initial, initial, zoneName(start, timeZone)),
  );
  for (const change of transitions) {
    lines.push(
      ...observance(
        kind(change.toSeconds),
        stampAtOffset(change.atMs, change.fromSeconds),
        change.fromSeconds,
        change.toSeconds,
        zoneName(change.atMs, timeZone),
      ),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
