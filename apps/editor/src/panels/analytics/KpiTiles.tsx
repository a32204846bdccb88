import type { AnalyticsTotals } from '@plinth/contracts/schemas';
import { changeText, formatCount, formatPercent, formatRevenue } from './analytics-format';

interface KpiTilesProps {
  totals: AnalyticsTotals;
  previous: AnalyticsTotals | null;
  currency: string;
}

/** Visitors, page views, orders, revenue and conversion, each with its change against the previous period. */
export function KpiTiles({ totals, previous, currency }: KpiTilesProps) {
  const tiles = [
    { label: 'Visitors', key: 'visitors', text: formatCount(totals.visitors) },
    { label: 'Page views', key: 'pageViews', text: formatCount(totals.pageViews) },
    { label: 'Orders', key: 'orders', text: formatCount(totals.orders) },
    { label: 'Revenue', key: 'revenueCents', text: formatRevenue(totals.revenueCents, currency) },
    { label: 'Conversion', key: 'conversionRate', text: formatPercent(totals.conversionRate) },
  ] as const;
  return (
    <dl className="analytics-kpis">
      {tiles.map((tile) => {
        const change = previous ? changeText(totals[tile.key], previous[tile.key]) : null;
        return (
          <div key={tile.key} className="analytics-kpi card">
            <dt className="analytics-kpi__label">{tile.label}</dt>
            <dd className="analytics-kpi__value">{tile.text}</dd>
            {change ? (
              <dd className={`analytics-kpi__change analytics-kpi__change--${toneOf(change)}`}>
                {change} <span className="visually-hidden">compared with the previous period</span>
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}

function toneOf(change: string): 'up' | 'down' | 'flat' {
  if (change.startsWith('+') || change === 'new') return 'up';
  return change.startsWith('−') ? 'down' : 'flat';
}
