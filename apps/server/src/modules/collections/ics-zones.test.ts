import { describe, expect, test } from 'vitest';
import { icsCalendar, type IcsEvent } from './ics';

/**
 * Timed events with TZID and a VTIMEZONE (RFC 5545 3.6.5). Besides exact lines, `resolveLocal`
 * reads the VTIMEZONE back the way a calendar does (the observance with the latest onset at or before
 * the local time gives the offset), with no Intl, so the offsets written are checked independently
 * of how they were found.
 */

const STAMP = Date.parse('2026-03-01T00:00:00Z');

function event(startIso: string, endIso: string, allDay = false): IcsEvent {
  return {
    uid: `e-${startIso}@example.com`,
    title: 'Concert',
    description: '',
    location: '',
    url: 'https://example.com/events/concert',
    startMs: Date.parse(startIso),
    endMs: Date.parse(endIso),
    allDay,
    updatedMs: STAMP,
  };
}

function calendar(timeZone: string, events: IcsEvent[]): string {
  return icsCalendar({ stampMs: STAMP, timeZone, events });
}

/** Unfolded lines (section 3.1). */
function lines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

interface Observance {
  kind: string;
  onset: string;
  from: number;
  to: number;
  name: string;
}

/** "+0530" as minutes east of UTC. */
function offsetMinutes(text: string): number {
  const match = /^([+-])(\d{2})(\d{2})$/.exec(text);
  if (!match) throw new Error(`bad offset ${text}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The single VTIMEZONE's TZID and observances. */
function readZone(all: string[]): { tzid: string; observances: Observance[] } {
  const begin = all.indexOf('BEGIN:VTIMEZONE');
  const end = all.indexOf('END:VTIMEZONE');
  expect(begin).toBeGreaterThan(-1);
  expect(all.lastIndexOf('BEGIN:VTIMEZONE')).toBe(begin);
  const body = all.slice(begin + 1, end);
  const tzid = body.find((line) => line.startsWith('TZID:'))?.slice(5) ?? '';
  const observances: Observance[] = [];
  let current: Partial<Observance> & { kind?: string } = {};
  for (const line of body) {
    const [key, value = ''] = line.split(/:(.*)/s);
    if (key === 'BEGIN') current = { kind: value };
    else if (key === 'DTSTART') current.onset = value;
    else if (key === 'TZOFFSETFROM') current.from = offsetMinutes(value);
    else if (key === 'TZOFFSETTO') current.to = offsetMinutes(value);
    else if (key === 'TZNAME') current.name = value;
    else if (key === 'END') {
      expect(current).toMatchObject({ kind: value });
      observances.push(current as Observance);
    }
  }
  return { tzid, observances };
}

/** A "20270601T190000" local time of the zone as the UTC instant (ms) a calendar would read. */
function resolveLocal(zone: { observances: Observance[] }, local: string): number {
  const wall = Date.UTC(
    Number(local.slice(0, 4)),
    Number(local.slice(4, 6)) - 1,
    Number(local.slice(6, 8)),
    Number(local.slice(9, 11)),
    Number(local.slice(11, 13)),
    Number(local.slice(13, 15)),
  );
  // Onsets are local times too, so comparing the strings orders them.
  const inForce = zone.observances
    .filter((o) => o.onset <= local)
    .sort((a, b) => (a.onset < b.onset ? -1 : 1));
  const observance = inForce.at(-1);
  if (!observance) throw new Error(`no observance covers ${local}`);
  return wall - observance.to * 60_000;
}

function timesOf(all: string[], key: 'DTSTART' | 'DTEND'): { tzid: string; local: string }[] {
  return all
    .filter((line) => line.startsWith(`${key};TZID=`))
    .map((line) => {
      const match = /^[A-Z]+;TZID=([^:;]+):(\d{8}T\d{6})$/.exec(line);
      if (!match) throw new Error(`bad line ${line}`);
      return { tzid: match[1] ?? '', local: match[2] ?? '' };
    });
}

describe('iCalendar times in the site’s zone', () => {
  test('New York: wall-clock DTSTART/DTEND with TZID and a VTIMEZONE with EST and EDT', () => {
    const ics = calendar('America/New_York', [event('2027-06-01T23:00:00Z', '2027-06-02T01:00:00Z')]);
    const all = lines(ics);
    expect(all).toContain('DTSTART;TZID=America/New_York:20270601T190000');
    expect(all).toContain('DTEND;TZID=America/New_York:20270601T210000');
    expect(all.join('\n')).toContain(
      [
        'BEGIN:DAYLIGHT',
        'DTSTART:20270314T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'TZNAME:EDT',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'DTSTART:20271107T020000',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'TZNAME:EST',
        'END:STANDARD',
      ].join('\n'),
    );
    const zone = readZone(all);
    expect(zone.tzid).toBe('America/New_York');
    expect(resolveLocal(zone, '20270601T190000')).toBe(Date.parse('2027-06-01T23:00:00Z'));
    // Winter of the same file: standard time.
    expect(resolveLocal(zone, '20270115T120000')).toBe(Date.parse('2027-01-15T17:00:00Z'));
    expect(all.indexOf('END:VTIMEZONE')).toBeLessThan(all.indexOf('BEGIN:VEVENT'));
  });

  test('Kolkata: no daylight saving, one STANDARD observance at +0530', () => {
    const all = lines(calendar('Asia/Kolkata', [event('2027-06-01T13:30:00Z', '2027-06-01T15:00:00Z')]));
    const zone = readZone(all);
    expect(zone.observances).toHaveLength(1);
    expect(zone.observances[0]).toMatchObject({ kind: 'STANDARD', from: 330, to: 330 });
    expect(all).toContain('TZOFFSETTO:+0530');
    expect(all).toContain('DTSTART;TZID=Asia/Kolkata:20270601T190000');
    expect(all).toContain('DTEND;TZID=Asia/Kolkata:20270601T203000');
    expect(resolveLocal(zone, '20270601T190000')).toBe(Date.parse('2027-06-01T13:30:00Z'));
  });

  test('Sydney: the southern summer is daylight time (October to April)', () => {
    const summer = event('2027-01-10T08:00:00Z', '2027-01-10T10:00:00Z');
    const winter = event('2027-07-10T09:00:00Z', '2027-07-10T11:00:00Z');
    const all = lines(calendar('Australia/Sydney', [summer, winter]));
    expect(all).toContain('DTSTART;TZID=Australia/Sydney:20270110T190000');
    expect(all).toContain('DTSTART;TZID=Australia/Sydney:20270710T190000');
    const zone = readZone(all);
    const changes = zone.observances.slice(1);
    expect(changes.map((o) => [o.kind, o.onset, o.from, o.to])).toEqual([
      ['STANDARD', '20260405T030000', 660, 600],
      ['DAYLIGHT', '20261004T020000', 600, 660],
      ['STANDARD', '20270404T030000', 660, 600],
      ['DAYLIGHT', '20271003T020000', 600, 660],
    ]);
    expect(zone.observances[0]).toMatchObject({ kind: 'DAYLIGHT', onset: '20260101T000000', to: 660 });
    const starts = timesOf(all, 'DTSTART').map((time) => resolveLocal(zone, time.local));
    expect(starts).toEqual([summer.startMs, winter.startMs]);
  });

  test('UTC keeps "Z" stamps and writes no VTIMEZONE', () => {
    const all = lines(calendar('UTC', [event('2027-06-01T23:00:00Z', '2027-06-02T01:00:00Z')]));
    expect(all).toContain('DTSTART:20270601T230000Z');
    expect(all).toContain('DTEND:20270602T010000Z');
    expect(all).not.toContain('BEGIN:VTIMEZONE');
  });

  test('all-day events stay VALUE=DATE and need no VTIMEZONE of their own', () => {
    const all = lines(
      calendar('America/New_York', [event('2027-06-01T04:00:00Z', '2027-06-02T04:00:00Z', true)]),
    );
    expect(all).toContain('DTSTART;VALUE=DATE:20270601');
    expect(all).not.toContain('BEGIN:VTIMEZONE');
  });

  test('a feed over several years has one VTIMEZONE covering them all; every time resolves back', () => {
    const events = [
      event('2026-10-31T22:00:00Z', '2026-11-01T05:30:00Z'),
      event('2027-03-14T06:59:00Z', '2027-03-14T07:01:00Z'),
      event('2028-12-31T23:00:00Z', '2029-01-01T01:00:00Z'),
    ];
    const ics = calendar('America/New_York', events);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.endsWith('\r\n')).toBe(true);
    const all = lines(ics);
    const zone = readZone(all);
    // From 1 January of the year before the first event to the last change of the last one's year
    // (its end is 31 December 2028, 20:00 in New York).
    expect(zone.observances[0]?.onset).toBe('20250101T000000');
    expect(zone.observances.at(-1)?.onset).toBe('20281105T020000');
    const starts = timesOf(all, 'DTSTART');
    const ends = timesOf(all, 'DTEND');
    expect(starts.map((time) => resolveLocal(zone, time.local))).toEqual(events.map((e) => e.startMs));
    expect(ends.map((time) => resolveLocal(zone, time.local))).toEqual(events.map((e) => e.endMs));
    expect(new Set(starts.map((time) => time.tzid))).toEqual(new Set(['America/New_York']));
  });

  test('an event ending in the hour a change back repeats is written in UTC, which says it exactly', () => {
    // 1 November 2026: 01:30 EDT (05:30Z), then 01:30 EST (06:30Z) an hour later.
    const all = lines(
      calendar('America/New_York', [
        event('2026-11-01T05:00:00Z', '2026-11-01T06:30:00Z'),
        event('2026-11-01T05:00:00Z', '2026-11-01T05:30:00Z'),
      ]),
    );
    expect(all).toContain('DTSTART:20261101T050000Z');
    expect(all).toContain('DTEND:20261101T063000Z');
    // The first 01:30 is the one a calendar reads: it keeps its TZID.
    expect(all).toContain('DTEND;TZID=America/New_York:20261101T013000');
    expect(resolveLocal(readZone(all), '20261101T013000')).toBe(Date.parse('2026-11-01T05:30:00Z'));
  });
});
