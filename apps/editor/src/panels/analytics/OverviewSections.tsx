import type { AnalyticsCsvReport, AnalyticsOverview, AnalyticsTopRow } from '@plinth/contracts/schemas';
import { formatCount, formatPercent, formatRevenue } from './analytics-format';
import { BarsCard } from './BarsCard';
import { TableCard } from './TableCard';

interface OverviewSectionsProps {
  overview: AnalyticsOverview;
  csvHref: (report: AnalyticsCsvReport) => string;
}

const FUNNEL_LABELS = {
  productView: 'Viewed a product',
  addToCart: 'Added to cart',
  checkoutStarted: 'Started checkout',
  purchase: 'Purchased',
} as const;

/** What an empty dimension value means in each list. */
const topCells = (row: AnalyticsTopRow, blank: string) => [
  row.value === '' ? blank : row.value,
  formatCount(row.views),
  formatCount(row.visitors),
];

/** The overview's lists and charts below the traffic chart. */
export function OverviewSections({ overview, csvHref }: OverviewSectionsProps) {
  const { currency } = overview;
  const top = (rows: AnalyticsTopRow[], blank: string) =>
    rows.map((row) => ({ key: row.value, cells: topCells(row, blank) }));
  const first = overview.funnel[0]?.count ?? 0;
  return (
    <>
      <div className="analytics-grid">
        <TableCard
          title="Top pages"
          headings={['Page', 'Page views', 'Visitors']}
          rows={top(overview.pages, '(unknown)')}
          csvHref={csvHref('pages')}
          empty="No page views yet."
        />
        <TableCard
          title="Referrers"
          headings={['Referrer', 'Page views', 'Visitors']}
          rows={top(overview.referrers, 'Direct or unknown')}
          csvHref={csvHref('referrers')}
          empty="No visits yet."
        />
        <TableCard
          title="UTM sources"
          headings={['Source', 'Page views', 'Visitors']}
          rows={top(overview.utmSources, 'None')}
          csvHref={csvHref('utm')}
          empty="No visits yet."
        />
        <TableCard
          title="Countries"
          headings={['Country', 'Page views', 'Visitors']}
          rows={top(overview.countries, 'Unknown')}
          csvHref={csvHref('countries')}
          empty="No visits yet."
        />
        <BarsCard
          title="Devices"
          labelHeading="Device"
          valueHeading="Page views"
          rows={overview.devices.map((row) => ({ label: row.value || 'Unknown', value: row.views }))}
          csvHref={csvHref('devices')}
          empty="No visits yet."
        />
        <BarsCard
          title="Browsers"
          labelHeading="Browser"
          valueHeading="Page views"
          rows={overview.browsers.map((row) => ({ label: row.value || 'Unknown', value: row.views }))}
          csvHref={csvHref('browsers')}
          empty="No visits yet."
        />
      </div>
      <BarsCard
        title="Store funnel"
        labelHeading="Step"
        valueHeading="Events"
        extraHeadings={['Of product views']}
        rows={overview.funnel.map((step) => ({
          label: FUNNEL_LABELS[step.step],
          value: step.count,
          cells: [first > 0 ? formatPercent(step.count / first) : '—'],
        }))}
        empty="No product views or orders yet."
      />
      <TableCard
        title="Top products"
        headings={['Product', 'Views', 'Added to cart', 'Purchases', 'Revenue']}
        rows={overview.products.map((row) => ({
          key: row.itemId,
          cells: [
            row.name,
            formatCount(row.views),
            formatCount(row.addToCarts),
            formatCount(row.purchases),
            formatRevenue(row.revenueCents, currency),
          ],
        }))}
        csvHref={csvHref('products')}
        empty="No product views yet."
      />
      <div className="analytics-grid">
        <TableCard
          title="Search terms"
          headings={['Search term', 'Searches']}
          rows={overview.searchTerms.map((row) => ({
            key: row.term,
            cells: [row.term, formatCount(row.count)],
          }))}
          csvHref={csvHref('search')}
          empty="No searches yet."
        />
        <TableCard
          title="Form conversions"
          headings={['Form', 'Views', 'Submissions', 'Conversion']}
          rows={overview.forms.map((row) => ({
            key: row.formId,
            cells: [
              row.name,
              formatCount(row.renders),
              formatCount(row.submissions),
              formatPercent(row.conversionRate),
            ],
          }))}
          csvHref={csvHref('forms')}
          empty="No form views yet."
        />
      </div>
    </>
  );
}
