import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from './analytics-format';
import { ChartCard } from './ChartCard';
import { ScrollTable } from './ScrollTable';

export interface BarRow {
  label: string;
  value: number;
  /** Extra columns for the table view. */
  cells?: string[];
}

interface BarsCardProps {
  title: string;
  /** The table's first column and the measure's name. */
  labelHeading: string;
  valueHeading: string;
  extraHeadings?: string[];
  rows: BarRow[];
  csvHref?: string;
  empty: string;
}

/** Horizontal bars (devices, browsers, the funnel) with the same figures as a table. */
export function BarsCard({
  title,
  labelHeading,
  valueHeading,
  extraHeadings = [],
  rows,
  csvHref,
  empty,
}: BarsCardProps) {
  const data = rows.map((row) => ({ label: row.label, value: row.value }));
  return (
    <ChartCard
      title={title}
      csvHref={csvHref}
      empty={rows.every((row) => row.value === 0) ? empty : null}
      chart={
        <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 40 + 30)}>
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#e4e7ec" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="value" name={valueHeading} fill="#2a55c9" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label={title}>
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{valueHeading}</th>
                {extraHeadings.map((heading) => (
                  <th scope="col" key={heading}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{formatCount(row.value)}</td>
                  {(row.cells ?? []).map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      }
    />
  );
}
