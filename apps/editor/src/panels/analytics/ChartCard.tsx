import { useId, useState, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** The chart; drawn only while the card shows it. */
  chart: ReactNode;
  /** The same figures as a table (the accessible view, and the one screen readers are pointed to). */
  table: ReactNode;
  /** The report's CSV link. */
  csvHref?: string;
  /** Shown instead of both when there is nothing to draw. */
  empty?: string | null;
}

/** A chart with its "Show as table" switch and CSV export: every chart has a table view. */
export function ChartCard({ title, chart, table, csvHref, empty }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section className="card analytics-card" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 className="card__title" id={headingId}>
          {title}
        </h2>
        <div className="card__actions">
          {empty ? null : (
            <button
              type="button"
              className="button button--small"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
            >
              {asTable ? 'Show as chart' : 'Show as table'}
            </button>
          )}
          {csvHref ? (
            <a className="button button--small" href={csvHref} download>
              Export CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
            </a>
          ) : null}
        </div>
      </div>
      {empty ? (
        <p className="empty empty--compact">{empty}</p>
      ) : asTable ? (
        table
      ) : (
        <div
          className="analytics-chart"
          role="img"
          aria-label={`${title} chart; use Show as table to read the figures`}
        >
          {chart}
        </div>
      )}
    </section>
  );
}
