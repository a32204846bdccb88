import { ScrollTable } from './ScrollTable';
import { useId, type ReactNode } from 'react';

interface TableCardProps {
  title: string;
  headings: string[];
  /** Each row's cells; the first is the row's header. */
  rows: { key: string; cells: ReactNode[] }[];
  csvHref?: string;
  empty: string;
}

/** A top list as a table, with its CSV export and an empty state in its own words. */
export function TableCard({ title, headings, rows, csvHref, empty }: TableCardProps) {
  const headingId = useId();
  return (
    <section className="card analytics-card" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 className="card__title" id={headingId}>
          {title}
        </h2>
        {csvHref ? (
          <a className="button button--small" href={csvHref} download>
            Export CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="empty empty--compact">{empty}</p>
      ) : (
        <ScrollTable label={title}>
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th scope="col" key={heading}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th scope="row" key={index} className="analytics-cell--label">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
