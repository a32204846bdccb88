import type { WebVitalsReport, WebVitalsRow } from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import type { DayRange } from './range';
import { readPlan } from './read-folded';
import { dayOf, iso } from './time';
import { listDailyVitals } from './queries';
import { foldPerformance, groupKey, type VitalsGroup } from './vitals-fold';
import { mergeHistograms, p75Of, ratingOf, REPORTED_VITALS, type Histogram } from './vitals-math';

/** Rows of the report at most (busiest pages first). */
export const VITALS_ROWS_MAX = 100;

/**
 * Web vitals at p75 per page and device over a range: the daily histograms for folded days, the raw
 * performance records after them, merged before the percentile is read.
 */
export async function loadVitalsReport(db: Db, websiteId: string, range: DayRange): Promise<WebVitalsReport> {
  const plan = await readPlan(db, websiteId, range.fromMs, range.toMs);
  const groups = new Map<string, VitalsGroup>();
  if (plan.dayMark > plan.fromMs) {
    const daily = await listDailyVitals(db.kysely, websiteId, range.from, dayOf(plan.dayMark));
    for (const row of daily) {
      const key = groupKey(row.page_path, row.device);
      const group: VitalsGroup = groups.get(key) ?? {
        pagePath: row.page_path,
        device: row.device,
        histograms: {},
      };
      mergeHistograms((group.histograms[row.metric] ??= {}), JSON.parse(row.histogram) as Histogram);
      groups.set(key, group);
    }
  }
  const fresh = await foldPerformance(db.kysely, websiteId, iso(plan.dayMark), iso(plan.toMs));
  for (const [key, group] of fresh) {
    const into = groups.get(key) ?? { ...group, histograms: {} };
    for (const [metric, histogram] of Object.entries(group.histograms)) {
      mergeHistograms((into.histograms[metric] ??= {}), histogram);
    }
    groups.set(key, into);
  }
  const rows = [...groups.values()].map(reportRow);
  rows.sort(
    (a, b) =>
      b.samples - a.samples || a.pagePath.localeCompare(b.pagePath) || a.device.localeCompare(b.device),
  );
  return { range: { from: range.from, to: range.to }, rows: rows.slice(0, VITALS_ROWS_MAX) };
}

function reportRow(group: VitalsGroup): WebVitalsRow {
  const row: WebVitalsRow = {
    pagePath: group.pagePath,
    device: group.device,
    samples: 0,
    lcp: null,
    inp: null,
    cls: null,
    fcp: null,
    ttfb: null,
  };
  for (const metric of REPORTED_VITALS) {
    const histogram = group.histograms[metric] ?? {};
    const samples = Object.values(histogram).reduce((sum, n) => sum + n, 0);
    row.samples = Math.max(row.samples, samples);
    const p75 = p75Of(histogram);
    row[metric] = p75 === null ? null : { p75, rating: ratingOf(metric, p75) };
  }
  return row;
}
