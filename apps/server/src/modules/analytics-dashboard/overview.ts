import { ANALYTICS_EVENTS as E } from '@plinth/contracts';
import {
  ANALYTICS_TOP_ROWS,
  type AnalyticsFunnelStep,
  type AnalyticsOverview,
  type AnalyticsSeriesPoint,
  type AnalyticsTopRow,
  type AnalyticsTotals,
} from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import type { Site } from '../sites';
import { countDistinctVisitors, listDailyVisitorCounts } from './queries';
import { readFolded, readPlan, type DayFolded, type ReadPlan } from './read-folded';
import { listFormRows, listProductRows, listSearchRows } from './top-items';
import { dayRange, previousRange, type DayRange } from './range';
import { DAY_MS, dayOf, daysBetween, dayStart, iso } from './time';

const sumOf = (rows: DayFolded[], pick: (row: DayFolded) => number) => rows.reduce((n, r) => n + pick(r), 0);
const totalOf = (rows: DayFolded[], event: string) =>
  rows.filter((row) => row.dimension === 'total' && row.event === event);

/** Distinct visitors of the range: exact (the days' visitor sets, then raw events). */
async function visitorsOf(db: Db, websiteId: string, plan: ReadPlan): Promise<number> {
  return countDistinctVisitors(
    db.kysely,
    websiteId,
    { from: dayOf(plan.fromMs), to: plan.dayMark > plan.fromMs ? dayOf(plan.dayMark) : dayOf(plan.fromMs) },
    { from: iso(plan.dayMark), to: iso(plan.toMs) },
  );
}

/** Distinct visitors of the UTC days from `from` to `to` (both included): the owner's home uses it. */
export async function countVisitors(db: Db, websiteId: string, from: string, to: string): Promise<number> {
  const range = dayRange(from, to);
  return visitorsOf(db, websiteId, await readPlan(db, websiteId, range.fromMs, range.toMs));
}

function totalsOf(rows: DayFolded[], visitors: number): AnalyticsTotals {
  const orders = sumOf(totalOf(rows, E.purchase), (r) => r.events);
  return {
    visitors,
    pageViews: sumOf(totalOf(rows, E.pageView), (r) => r.events),
    orders,
    revenueCents: sumOf(totalOf(rows, E.purchase), (r) => r.valueCents),
    conversionRate: visitors > 0 ? orders / visitors : 0,
  };
}

async function seriesOf(db: Db, websiteId: string, range: DayRange, plan: ReadPlan, rows: DayFolded[]) {
  const folded = await listDailyVisitorCounts(db.kysely, websiteId, range.from, dayOf(plan.dayMark));
  const points: AnalyticsSeriesPoint[] = [];
  for (const day of daysBetween(range.from, range.to)) {
    const ofDay = rows.filter((row) => row.day === day);
    const start = dayStart(day);
    const visitors =
      start < plan.dayMark
        ? (folded.get(day) ?? 0)
        : await countDistinctVisitors(
            db.kysely,
            websiteId,
            { from: day, to: day },
            { from: iso(start), to: iso(start + DAY_MS) },
          );
    const totals = totalsOf(ofDay, visitors);
    points.push({
      day,
      visitors,
      pageViews: totals.pageViews,
      orders: totals.orders,
      revenueCents: totals.revenueCents,
    });
  }
  return points;
}

/** A dimension's top values by page views (visitors are summed per day: see docs). */
export function topRows(rows: DayFolded[], dimension: string, limit = ANALYTICS_TOP_ROWS): AnalyticsTopRow[] {
  const byValue = new Map<string, AnalyticsTopRow>();
  for (const row of rows) {
    if (row.dimension !== dimension || row.event !== E.pageView) continue;
    const entry = byValue.get(row.value) ?? { value: row.value, views: 0, visitors: 0 };
    entry.views += row.events;
    entry.visitors += row.visitors;
    byValue.set(row.value, entry);
  }
  return [...byValue.values()]
    .sort((a, b) => b.views - a.views || a.value.localeCompare(b.value))
    .slice(0, limit);
}

export function funnelOf(rows: DayFolded[]): AnalyticsFunnelStep[] {
  const count = (...events: string[]) =>
    sumOf(
      rows.filter((r) => r.dimension === 'total' && events.includes(r.event)),
      (r) => r.events,
    );
  return [
    { step: 'productView', count: count(E.productView, E.quickView) },
    { step: 'addToCart', count: count(E.addToCart) },
    { step: 'checkoutStarted', count: count(E.checkoutStarted) },
    { step: 'purchase', count: count(E.purchase) },
  ];
}

/** One range's figures. */
async function figuresOf(db: Db, site: Site, range: DayRange) {
  const plan = await readPlan(db, site.id, range.fromMs, range.toMs);
  const rows = await readFolded(db, site.id, plan);
  const totals = totalsOf(rows, await visitorsOf(db, site.id, plan));
  return { plan, rows, totals, series: await seriesOf(db, site.id, range, plan, rows) };
}

/** The overview of a range, and of the range before it when `compare`. */
export async function loadOverview(
  db: Db,
  site: Site,
  range: DayRange,
  compare: boolean,
): Promise<AnalyticsOverview> {
  const current = await figuresOf(db, site, range);
  const previous = compare ? previousRange(range) : null;
  const before = previous ? await figuresOf(db, site, previous) : null;
  const { rows } = current;
  return {
    range: { from: range.from, to: range.to },
    previousRange: previous ? { from: previous.from, to: previous.to } : null,
    currency: site.currency,
    totals: current.totals,
    previousTotals: before?.totals ?? null,
    series: current.series,
    previousSeries: before?.series ?? null,
    pages: topRows(rows, 'page'),
    referrers: topRows(rows, 'referrer'),
    utmSources: topRows(rows, 'utm'),
    devices: topRows(rows, 'device'),
    browsers: topRows(rows, 'browser'),
    countries: topRows(rows, 'country'),
    funnel: funnelOf(rows),
    products: await listProductRows(db, site.id, rows),
    searchTerms: listSearchRows(rows),
    forms: await listFormRows(db, site.id, rows),
  };
}
