import { afterEach, describe, expect, test, vi } from 'vitest';
import { nowIso } from './id';

describe('nowIso', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('follows the clock, to the millisecond', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T04:00:00.000Z'));
    expect(nowIso()).toBe('2026-11-25T04:00:00.000Z');
    expect(nowIso()).toBe('2026-11-25T04:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-25T04:00:00.001Z'));
    expect(nowIso()).toBe('2026-11-25T04:00:00.001Z');
    vi.setSystemTime(new Date('2025-01-01T00:00:00.000Z'));
    expect(nowIso()).toBe('2025-01-01T00:00:00.000Z');
  });
});
