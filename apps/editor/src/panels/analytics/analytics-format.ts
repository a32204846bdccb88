import { formatMoney } from '@plinth/commerce';

const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, nowMs: number): { from: string; to: string } {
  return { from: dayOf(nowMs - (days - 1) * DAY_MS), to: dayOf(nowMs) };
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
export const formatPercent = (rate: number) =>
  `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
export const formatRevenue = (cents: number, currency: string) => formatMoney(cents, currency);

/** "+12%", "−5%", "no change", or "new" when the previous period had none. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const change = (current - previous) / previous;
  if (Math.abs(change) < 0.0005) return 'no change';
  const text = formatPercent(Math.abs(change));
  return change > 0 ? `+${text}` : `−${text}`;
}

/** "Mar 8" for a YYYY-MM-DD day (UTC). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
