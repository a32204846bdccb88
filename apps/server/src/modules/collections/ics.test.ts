import { describe, expect, test } from 'vitest';
import { escapeText, foldLine, icsCalendar } from './ics';

describe('iCalendar text', () => {
  test('escapes backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds lines past 75 octets with CRLF and one space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(parts.join('')).not.toContain('\uFFFD');
  });

  test('a short line is left as it is', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  test('an all-day event is a VALUE=DATE day of the site’s zone, DTEND the day after its last day', () => {
    const ics = icsCalendar({
      stampMs: Date.parse('2026-03-01T00:00:00Z'),
      timeZone: 'America/Los_Angeles',
      events: [
        {
          uid: 'e1@example.com',
          title: 'Fair',
          description: '',
          location: '',
          url: 'https://example.com/events/fair',
          // 13 March 23:30 in Los Angeles, 14 March in UTC.
          startMs: Date.parse('2026-03-14T06:30:00Z'),
          endMs: Date.parse('2026-03-15T06:00:00Z'),
          allDay: true,
          updatedMs: Date.parse('2026-03-01T00:00:00Z'),
        },
      ],
    });
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260313');
    expect(lines).toContain('DTEND;VALUE=DATE:20260315');
    expect(lines).toContain('DTSTAMP:20260301T000000Z');
    expect(lines).not.toContain('DESCRIPTION:');
  });
});
