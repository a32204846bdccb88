import { describe, expect, test } from 'vitest';
import { monthBounds, monthOf, parseMonth, siteTimeZone, zonedInstant } from './zoned-time';

describe('the site time zone', () => {
  test('is New York when unset (seed 001), the stored zone when it resolves, UTC when it does not', () => {
    expect(siteTimeZone({ settings: {} })).toBe('America/New_York');
    expect(siteTimeZone({ settings: { timeZone: 'Europe/Paris' } })).toBe('Europe/Paris');
    expect(siteTimeZone({ settings: { timeZone: 'Mars/Olympus' } })).toBe('UTC');
  });

  test('a month runs from local midnight on its first day, across a daylight-saving change', () => {
    expect(monthBounds({ year: 2026, month: 3 }, 'America/New_York')).toEqual({
      from: '2026-03-01T05:00:00.000Z',
      before: '2026-04-01T04:00:00.000Z',
    });
    expect(zonedInstant('Europe/London', 2026, 12, 31, 23, 30)).toBe(Date.parse('2026-12-31T23:30:00Z'));
    expect(monthOf(Date.parse('2026-04-01T03:00:00Z'), 'America/New_York')).toBe('2026-03');
  });

  test('?month= takes YYYY-MM only', () => {
    expect(parseMonth('2026-02')).toEqual({ year: 2026, month: 2 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('26-1')).toBeNull();
  });
});
