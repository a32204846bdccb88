import { ANALYTICS_CSV_ROWS, type AnalyticsCsvReport } from '@plinth/contracts/schemas';
import type { Db } from '@plinth/db';
import { csvCell } from '../restock';
import type { Site } from '../sites';
import { loadOverview, topRows } from './overview';
import type { DayRange } from './range';
import { readFolded, readPlan } from './read-folded';
import { listFormRows, listProductRows, listSearchRows } from './top-items';
import { loadVitalsReport } from './vitals-report';

const csvLine = (cells: readonly (string | number)[]) =>
  `${cells.map((c) => csvCell(String(c))).join(',')}\r\n`;
const csvOf = (header: string[], rows: (string | number)[][]) => [header, ...rows].map(csvLine).join('');

const TOP_DIMENSIONS = {
  pages: ['page', 'Page'],
  referrers: ['referrer', 'Referrer'],
  utm: ['utm', 'UTM source'],
  devices: ['device', 'Device'],
  browsers: ['browser', 'Browser'],
  countries: ['country', 'Country'],
} as const;

/**
 * One report of a range as CSV (up to ANALYTICS_CSV_ROWS rows). Cells go through the forms' and mailing
 * list's csvCell, so text a spreadsheet would run as a formula is neutralised.
 */
export async function exportAnalyticsCsv(db: Db, site: Site, range: DayRange, report: AnalyticsCsvReport) {
  const rowsOf = async () => readFolded(db, site.id, await readPlan(db, site.id, range.fromMs, range.toMs));
  if (report === 'traffic') {
    const { series } = await loadOverview(db, site, range, false);
    return csvOf(
      ['Day', 'Visitors', 'Page views', 'Orders', `Revenue (${site.currency} minor units)`],
      series.map((p) => [p.day, p.visitors, p.pageViews, p.orders, p.revenueCents]),
    );
  }
  if (report === 'products') {
    const rows = await listProductRows(db, site.id, await rowsOf(), ANALYTICS_CSV_ROWS);
    return csvOf(
      [
        'Product',
        'Product id',
        'Views',
        'Added to cart',
        'Purchases',
        `Revenue (${site.currency} minor units)`,
      ],
      rows.map((r) => [r.name, r.itemId, r.views, r.addToCarts, r.purchases, r.revenueCents]),
    );
  }
  if (report === 'search') {
    const rows = listSearchRows(await rowsOf(), ANALYTICS_CSV_ROWS);
    return csvOf(
      ['Search term', 'Searches'],
      rows.map((r) => [r.term, r.count]),
    );
  }
  if (report === 'forms') {
    const rows = await listFormRows(db, site.id, await rowsOf(), ANALYTICS_CSV_ROWS);
    return csvOf(
      ['Form', 'Form id', 'Views', 'Submissions', 'Conversion'],
      rows.map((r) => [r.name, r.formId, r.renders, r.submissions, r.conversionRate.toFixed(4)]),
    );
  }
  if (report === 'vitals') {
    const { rows } = await loadVitalsReport(db, site.id, range);
    const cell = (v: { p75: number; rating: string } | null) => (v ? `${v.p75} (${v.rating})` : '');
    return csvOf(
      ['Page', 'Device', 'Page loads', 'LCP p75', 'INP p75', 'CLS p75', 'FCP p75', 'TTFB p75'],
      rows.map((r) => [
        r.pagePath,
        r.device,
        r.samples,
        cell(r.lcp),
        cell(r.inp),
        cell(r.cls),
        cell(r.fcp),
        cell(r.ttfb),
      ]),
    );
  }
  const [dimension, title] = TOP_DIMENSIONS[report];
  const rows = topRows(await rowsOf(), dimension, ANALYTICS_CSV_ROWS);
  return csvOf(
    [title, 'Page views', 'Visitors'],
    rows.map((r) => [r.value, r.views, r.visitors]),
  );
}
