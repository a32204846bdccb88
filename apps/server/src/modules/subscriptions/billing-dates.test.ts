import type { SubscriptionPlan } from '@plinth/contracts';
import { describe, expect, test } from 'vitest';
import { addPeriods, billingDate, hasMoreCycles } from './billing-dates';

const at = (iso: string) => new Date(iso);
const plan = (value: number, unit: 'WEEK' | 'MONTH' | 'YEAR', cycles = 0): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles: cycles,
});

describe('subscription billing dates', () => {
  test('weeks are 7 days, the time of day kept', () => {
    expect(addPeriods(at('2025-03-01T10:30:00.000Z'), 'WEEK', 2).toISOString()).toBe(
      '2025-03-15T10:30:00.000Z',
    );
  });

  test('Jan 31 + 1 month is the last day of February, in common and leap years', () => {
    expect(addPeriods(at('2025-01-31T09:00:00.000Z'), 'MONTH', 1).toISOString()).toBe(
      '2025-02-28T09:00:00.000Z',
    );
    expect(addPeriods(at('2024-01-31T09:00:00.000Z'), 'MONTH', 1).toISOString()).toBe(
      '2024-02-29T09:00:00.000Z',
    );
  });

  test('months carry over the year end', () => {
    expect(addPeriods(at('2025-11-30T00:00:00.000Z'), 'MONTH', 3).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addPeriods(at('2025-12-15T00:00:00.000Z'), 'MONTH', 1).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  test('Feb 29 + 1 year is Feb 28; + 4 years is Feb 29 again', () => {
    expect(addPeriods(at('2024-02-29T12:00:00.000Z'), 'YEAR', 1).toISOString()).toBe(
      '2025-02-28T12:00:00.000Z',
    );
    expect(addPeriods(at('2024-02-29T12:00:00.000Z'), 'YEAR', 4).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });

  test('cycles count from the anchor, so a month end is kept: Jan 31, Feb 28, Mar 31, Apr 30', () => {
    const anchor = at('2025-01-31T08:00:00.000Z');
    const dates = [1, 2, 3, 4].map((cycle) => billingDate(anchor, plan(1, 'MONTH'), cycle).toISOString());
    expect(dates).toEqual([
      '2025-01-31T08:00:00.000Z',
      '2025-02-28T08:00:00.000Z',
      '2025-03-31T08:00:00.000Z',
      '2025-04-30T08:00:00.000Z',
    ]);
  });

  test('every 2 weeks: cycle 3 is 4 weeks after the first order', () => {
    expect(billingDate(at('2025-05-01T00:00:00.000Z'), plan(2, 'WEEK'), 3).toISOString()).toBe(
      '2025-05-29T00:00:00.000Z',
    );
  });

  test('a plan of 3 cycles bills again after 1 and 2, not after 3; 0 cycles never ends', () => {
    expect([1, 2, 3].map((n) => hasMoreCycles(plan(1, 'MONTH', 3), n))).toEqual([true, true, false]);
    expect(hasMoreCycles(plan(1, 'MONTH', 0), 1000)).toBe(true);
  });
});
