import { describe, expect, test } from 'vitest';
import { scheduleWindow } from './catalog-reader';

const times = ['2026-05-01T09:00:00.000Z', '2026-05-01T10:00:00.000Z', '2026-05-01T12:00:00.000Z'];

describe('scheduleWindow', () => {
  test('keys answers by the latest publish time passed and ends them at the next', () => {
    expect(scheduleWindow(times, Date.parse('2026-05-01T08:00:00Z'))).toEqual({
      liveAt: '',
      validUntil: Date.parse(times[0]!),
    });
    expect(scheduleWindow(times, Date.parse('2026-05-01T10:00:00Z'))).toEqual({
      liveAt: times[1],
      validUntil: Date.parse(times[2]!),
    });
    expect(scheduleWindow(times, Date.parse('2026-05-01T11:59:59.999Z'))).toEqual({
      liveAt: times[1],
      validUntil: Date.parse(times[2]!),
    });
  });

  test('with every time passed (or none at all) answers hold until the catalogue changes', () => {
    expect(scheduleWindow(times, Date.parse('2027-01-01T00:00:00Z'))).toEqual({
      liveAt: times[2],
      validUntil: Infinity,
    });
    expect(scheduleWindow([], Date.now())).toEqual({ liveAt: '', validUntil: Infinity });
  });
});
