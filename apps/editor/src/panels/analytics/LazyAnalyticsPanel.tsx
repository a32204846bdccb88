import { lazy, Suspense } from 'react';
import { SkeletonRows } from '../../components/LoadState';

const AnalyticsPanel = lazy(() =>
  import('./AnalyticsPanel').then((module) => ({ default: module.AnalyticsPanel })),
);

/** The Analytics panel, fetched when first opened so its charts weigh on no other panel. */
export function LazyAnalyticsPanel() {
  return (
    <Suspense
      fallback={
        <section className="panel" aria-busy="true">
          <SkeletonRows rows={4} />
        </section>
      }
    >
      <AnalyticsPanel />
    </Suspense>
  );
}
