import { describe, expect, test } from 'vitest';
import { formatPublishTime, localInputToIso, toLocalInputValue } from './schedule-time';

describe('schedule times', () => {
  test('a datetime-local value is the owner’s local time, sent as ISO 8601', () => {
    const local = new Date(2031, 5, 1, 9, 30);
    expect(toLocalInputValue(local)).toBe('2031-06-01T09:30');
    expect(localInputToIso('2031-06-01T09:30')).toBe(local.toISOString());
  });

  test('anything else is not a time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2031-13-45T99:99')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });

  test('shows a publish time in the given locale and zone', () => {
    expect(formatPublishTime('2031-06-01T08:30:00.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '1 Jun 2031, 08:30',
    );
  });
});
