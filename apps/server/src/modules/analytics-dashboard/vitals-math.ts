import { WEB_VITAL_THRESHOLDS, type WebVital } from '@plinth/contracts';
import type { WebVitalRating } from '@plinth/contracts/schemas';

/** The vitals the report shows (FID is kept raw but no longer reported: INP replaced it). */
export const REPORTED_VITALS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type ReportedVital = (typeof REPORTED_VITALS)[number];

/** Histogram: quantised value (as text) -> count. */
export type Histogram = Record<string, number>;

/**
 * Values are kept to 10 ms (CLS to 0.005) in the daily histograms, so p75 read from them is exact to
 * that step whatever the range; anything past a minute (CLS past 10) is kept as that cap.
 */
export function quantise(metric: ReportedVital, value: number): number {
  if (metric === 'cls') return Math.min(10, Math.round(value / 0.005) * 0.005);
  return Math.min(60_000, Math.round(value / 10) * 10);
}

export function addToHistogram(histogram: Histogram, metric: ReportedVital, value: number): void {
  const key = String(Number(quantise(metric, value).toFixed(3)));
  histogram[key] = (histogram[key] ?? 0) + 1;
}

export function mergeHistograms(into: Histogram, from: Histogram): void {
  for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
}

/** The 75th percentile (nearest rank) of a histogram; null when empty. */
export function p75Of(histogram: Histogram): number | null {
  const entries = Object.entries(histogram)
    .map(([key, count]) => [Number(key), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [value, count] of entries) {
    seen += count;
    if (seen >= rank) return value;
  }
  return null;
}

/** Good at or under the first threshold, poor over the second (WEB_VITAL_THRESHOLDS). */
export function ratingOf(metric: WebVital, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
