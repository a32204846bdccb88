import {
  ANALYTICS_API,
  PERFORMANCE_MAX_WAIT_MS,
  sourceEnvironmentOf,
  type PerformanceEvent,
  type PerformanceMetrics,
  type TrackerConfig,
} from '@plinth/contracts';
import { randomId } from '../random-id.client';
import { postText } from '../send.client';
import { navigationMetrics, observeVitals } from './metrics.client';

/** The seed's performance event (seed 001 §3, §7) for this page load. */
export function performanceEvent(
  config: Pick<TrackerConfig, 'websiteId'>,
  pageLoadId: string,
  metrics: PerformanceMetrics,
): PerformanceEvent {
  const environment = sourceEnvironmentOf(location.hostname);
  return {
    app: 'plinth-storefront',
    event: 'load',
    pageLoadId,
    ts: Date.now(),
    raw: true,
    data: {
      ...metrics,
      action: 'load',
      actor: 'user',
      owner: 'web_performance',
      source: 'web',
      object_type: 'website',
      schema: 'Performance',
      environment,
      website_id: config.websiteId,
      page_path: location.pathname,
    },
  };
}

/**
 * Collects this page load's metrics and posts them once, as a JSON array of one event, to
 * /api/1/performance/records (beacon, else a text/plain fetch): when the page is hidden (left, or its
 * tab put away) or at the latest PERFORMANCE_MAX_WAIT_MS after the collector started.
 */
export function startCollector(config: Pick<TrackerConfig, 'websiteId'>): () => void {
  const metrics: PerformanceMetrics = {};
  observeVitals(metrics);
  const pageLoadId = randomId();
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const event = performanceEvent(config, pageLoadId, { ...navigationMetrics(nav), ...metrics });
    postText(ANALYTICS_API.performanceRecords, JSON.stringify([event])).catch(() => undefined);
  };
  const timer = setTimeout(send, PERFORMANCE_MAX_WAIT_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  return send;
}
