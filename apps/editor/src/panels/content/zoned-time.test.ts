import { describe, expect, test } from 'vitest';
import { dayInputToIso, isoToDayInput, isoToZonedInput, zonedInputToIso } from './zoned-time';

describe('event times in the site’s time zone', () => {
  test('a New York evening in summer and in winter (daylight saving)', () => {
    expect(zonedInputToIso('2026-06-01T19:00', 'America/New_York')).toBe('2026-06-01T23:00:00.000Z');
    expect(zonedInputToIso('2026-12-01T19:00', 'America/New_York')).toBe('2026-12-02T00:00:00.000Z');
  });

  test('round-trips through the input value', () => {
    for (const iso of ['2026-06-01T23:00:00.000Z', '2026-03-08T12:30:00.000Z']) {
      expect(zonedInputToIso(isoToZonedInput(iso, 'Europe/Lisbon'), 'Europe/Lisbon')).toBe(iso);
    }
    expect(isoToZonedInput('2026-06-01T23:00:00.000Z', 'Asia/Tokyo')).toBe('2026-06-02T08:00');
  });

  test('refuses what is not a date and time; empty for none', () => {
    expect(zonedInputToIso('tomorrow', 'UTC')).toBeNull();
    expect(isoToZonedInput(null, 'UTC')).toBe('');
  });

  test('an all-day event’s day is midnight UTC', () => {
    expect(dayInputToIso('2026-06-01')).toBe('2026-06-01T00:00:00.000Z');
    expect(isoToDayInput('2026-06-01T00:00:00.000Z')).toBe('2026-06-01');
    expect(dayInputToIso('06/01/2026')).toBeNull();
  });
});
