import type { Executor } from '@plinth/db';
import { listPerformanceVitals, replaceDailyVitalsRows } from './queries';
import { addToHistogram, REPORTED_VITALS, type Histogram } from './vitals-math';

/** One page and device's histograms, per vital. */
export interface VitalsGroup {
  pagePath: string;
  device: string;
  histograms: Record<string, Histogram>;
}

export const groupKey = (pagePath: string, device: string) => `${pagePath}\u0000${device}`;

/** Performance records in [from, to) grouped per page and device, their vitals as histograms. */
export async function foldPerformance(
  db: Executor,
  websiteId: string,
  from: string,
  to: string,
): Promise<Map<string, VitalsGroup>> {
  const groups = new Map<string, VitalsGroup>();
  for (const row of await listPerformanceVitals(db, websiteId, from, to)) {
    const key = groupKey(row.page_path, row.device);
    let group = groups.get(key);
    if (!group) {
      group = { pagePath: row.page_path, device: row.device, histograms: {} };
      groups.set(key, group);
    }
    for (const metric of REPORTED_VITALS) {
      const value = row[metric];
      if (value === null || !Number.isFinite(value) || value < 0) continue;
      addToHistogram((group.histograms[metric] ??= {}), metric, value);
    }
  }
  return groups;
}

/** Replaces a day's vitals histograms with `groups`. */
export async function replaceDailyVitals(
  db: Executor,
  websiteId: string,
  day: string,
  groups: Map<string, VitalsGroup>,
): Promise<void> {
  const rows = [...groups.values()].flatMap((group) =>
    Object.entries(group.histograms).map(([metric, histogram]) => ({
      page_path: group.pagePath,
      device: group.device,
      metric,
      samples: Object.values(histogram).reduce((sum, n) => sum + n, 0),
      histogram: JSON.stringify(histogram),
    })),
  );
  await replaceDailyVitalsRows(db, websiteId, day, rows);
}
