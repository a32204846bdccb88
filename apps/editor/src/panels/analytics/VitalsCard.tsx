import type { WebVitalRating, WebVitalsReport } from '@plinth/contracts/schemas';
import { formatCount } from './analytics-format';
import { TableCard } from './TableCard';

const RATING_TEXT: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

type Vital = { p75: number; rating: WebVitalRating } | null;

function VitalCell({ value, unit }: { value: Vital; unit: 'ms' | '' }) {
  if (!value) return <span className="muted">—</span>;
  const number = unit === 'ms' ? `${formatCount(Math.round(value.p75))} ms` : value.p75.toFixed(3);
  return (
    <>
      {number}
      <span className={`badge analytics-vital--${value.rating}`}>{RATING_TEXT[value.rating]}</span>
    </>
  );
}

/** Web vitals at p75 per page and device, each with its good / needs improvement / poor badge. */
export function VitalsCard({ report, csvHref }: { report: WebVitalsReport; csvHref: string }) {
  return (
    <TableCard
      title="Web vitals (75th percentile)"
      headings={['Page', 'Device', 'Page loads', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']}
      rows={report.rows.map((row) => ({
        key: `${row.pagePath} ${row.device}`,
        cells: [
          row.pagePath || '(unknown)',
          row.device || 'Unknown',
          formatCount(row.samples),
          <VitalCell key="lcp" value={row.lcp} unit="ms" />,
          <VitalCell key="inp" value={row.inp} unit="ms" />,
          <VitalCell key="cls" value={row.cls} unit="" />,
          <VitalCell key="fcp" value={row.fcp} unit="ms" />,
          <VitalCell key="ttfb" value={row.ttfb} unit="ms" />,
        ],
      }))}
      csvHref={csvHref}
      empty="No page load measurements yet."
    />
  );
}
