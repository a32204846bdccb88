import type { AnalyticsCsvReport } from '@plinth/contracts/schemas';
import { useState } from 'react';
import { LoadState } from '../../components/LoadState';
import { PanelHeader } from '../../components/PanelHeader';
import { PERMISSION } from '../../session/permissions';
import { useSignedIn } from '../../session/SessionProvider';
import { useFetch } from '../../state/use-fetch';
import {
  csvExportUrl,
  getAnalyticsSettings,
  getOverview,
  getVitals,
  saveAnalyticsSettings,
  type DayRange,
} from './analytics-api';
import { lastDays } from './analytics-format';
import { AnalyticsSettingsForm } from './AnalyticsSettingsForm';
import { KpiTiles } from './KpiTiles';
import { LiveVisitors } from './LiveVisitors';
import { OverviewSections } from './OverviewSections';
import { RangePicker } from './RangePicker';
import { TrafficChart } from './TrafficChart';
import { VitalsCard } from './VitalsCard';
import './analytics.css';

const SKELETON = (
  <div className="analytics-skeleton" aria-hidden="true">
    <div className="analytics-kpis">
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className="skeleton analytics-skeleton__tile" />
      ))}
    </div>
    <div className="skeleton-card" />
  </div>
);

/**
 * The Analytics panel (issue 12 part 6): a range compared with the period before, KPI tiles, traffic,
 * top lists, the store funnel, products, searches, forms, web vitals, live visitors, CSV exports, and
 * the analytics settings. Loaded on demand (recharts stays out of the other panels).
 */
export function AnalyticsPanel({ clock = Date.now }: { clock?: () => number }) {
  const { site, can } = useSignedIn();
  // "Today" when the panel opened: the presets stay the same days while it is open.
  const [nowMs] = useState(clock);
  const [range, setRange] = useState<DayRange>(() => lastDays(30, nowMs));
  const key = `${site.id} ${range.from} ${range.to}`;
  const overview = useFetch((signal) => getOverview(range, signal), key);
  const vitals = useFetch((signal) => getVitals(range, signal), key);
  const settings = useFetch((signal) => getAnalyticsSettings(signal), site.id);
  const csvHref = (report: AnalyticsCsvReport) => csvExportUrl(range, report, site.id);
  return (
    <section className="panel analytics-panel">
      <PanelHeader
        title="Analytics"
        description="Visits, sales and page speed on your site, counted by Plinth itself."
        actions={<LiveVisitors siteId={site.id} />}
      />
      <RangePicker range={range} onChange={setRange} nowMs={nowMs} />
      <LoadState state={overview} skeleton={SKELETON}>
        {(data) => (
          <>
            <KpiTiles totals={data.totals} previous={data.previousTotals} currency={data.currency} />
            {data.totals.pageViews === 0 && data.totals.orders === 0 ? (
              <p className="empty empty--compact">
                No visits yet in these days. Once your site has visitors, their visits show here within the
                hour.
              </p>
            ) : null}
            <TrafficChart series={data.series} previous={data.previousSeries} csvHref={csvHref('traffic')} />
            <OverviewSections overview={data} csvHref={csvHref} />
          </>
        )}
      </LoadState>
      <LoadState state={vitals}>
        {(report) => <VitalsCard report={report} csvHref={csvHref('vitals')} />}
      </LoadState>
      <section className="analytics-settings" aria-label="Analytics settings">
        <h2 className="analytics-settings__title">Analytics settings</h2>
        <LoadState state={settings}>
          {(loaded) => (
            <AnalyticsSettingsForm
              loaded={loaded}
              canEdit={can(PERMISSION.settingsEdit)}
              send={saveAnalyticsSettings}
            />
          )}
        </LoadState>
      </section>
    </section>
  );
}
