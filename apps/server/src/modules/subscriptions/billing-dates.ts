import type { BillingUnit, SubscriptionPlan } from '@plinth/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `count` billing units after `from` (UTC). Months and years keep the day of the month, or the
 * month's last day when it has fewer: Jan 31 + 1 month is Feb 28 (29 in a leap year), Feb 29 + 1
 * year is Feb 28. The time of day is kept.
 */
export function addPeriods(from: Date, unit: BillingUnit, count: number): Date {
  if (unit === 'WEEK') return new Date(from.getTime() + count * 7 * DAY_MS);
  const months = unit === 'YEAR' ? count * 12 : count;
  const total = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(from.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/**
 * When cycle `cycle` is billed (decision 0031): cycle 1 is the first order, at the anchor; cycle n
 * is n-1 periods after the anchor. Counting from the anchor, not from the previous date, keeps the
 * day of the month: Jan 31, Feb 28, Mar 31, not Jan 31, Feb 28, Mar 28.
 */
export function billingDate(anchor: Date, plan: SubscriptionPlan, cycle: number): Date {
  const { value, unit } = plan.billingPeriod;
  return addPeriods(anchor, unit, value * (cycle - 1));
}

/** Whether a plan bills again after `cyclesBilled` cycles (0 cycles: until cancelled). */
export function hasMoreCycles(plan: SubscriptionPlan, cyclesBilled: number): boolean {
  return plan.numBillingCycles === 0 || cyclesBilled < plan.numBillingCycles;
}
