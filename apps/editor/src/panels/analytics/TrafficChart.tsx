import type { AnalyticsSeriesPoint } from '@plinth/contracts/schemas';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, shortDay } from './analytics-format';
import { ChartCard } from './ChartCard';
import { ScrollTable } from './ScrollTable';

interface TrafficChartProps {
  series: AnalyticsSeriesPoint[];
  previous: AnalyticsSeriesPoint[] | null;
  csvHref: string;
}

/** Visitors and page views per day, the previous period's visitors dashed beside them. */
export function TrafficChart({ series, previous, csvHref }: TrafficChartProps) {
  const data = series.map((point, index) => ({
    day: shortDay(point.day),
    visitors: point.visitors,
    pageViews: point.pageViews,
    previousVisitors: previous?.[index]?.visitors ?? null,
  }));
  const empty = series.every((p) => p.pageViews === 0 && p.visitors === 0)
    ? 'No visits yet in these days.'
    : null;
  return (
    <ChartCard
      title="Traffic"
      csvHref={csvHref}
      empty={empty}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid stroke="#e4e7ec" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="visitors"
              name="Visitors"
              stroke="#2a55c9"
              strokeWidth={2}
              dot={false}
            />
            <Line
              type="monotone"
              dataKey="pageViews"
              name="Page views"
              stroke="#0b6b3a"
              strokeWidth={2}
              dot={false}
            />
            {previous ? (
              <Line
                type="monotone"
                dataKey="previousVisitors"
                name="Visitors, previous period"
                stroke="#8a919c"
                strokeDasharray="4 4"
                dot={false}
              />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <ScrollTable label={'Traffic per day'}>
          <table className="table">
            <caption className="visually-hidden">Traffic per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Visitors</th>
                <th scope="col">Page views</th>
                <th scope="col">Orders</th>
                {previous ? <th scope="col">Visitors, previous period</th> : null}
              </tr>
            </thead>
            <tbody>
              {series.map((point, index) => (
                <tr key={point.day}>
                  <th scope="row">{shortDay(point.day)}</th>
                  <td>{formatCount(point.visitors)}</td>
                  <td>{formatCount(point.pageViews)}</td>
                  <td>{formatCount(point.orders)}</td>
                  {previous ? <td>{formatCount(previous[index]?.visitors ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      }
    />
  );
}
