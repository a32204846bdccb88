import type { PerformanceMetrics } from '@plinth/contracts';

type Entry = PerformanceEntry & {
  value?: number;
  hadRecentInput?: boolean;
  processingStart?: number;
  interactionId?: number;
};

/** Rounded to whole ms (CLS keeps 4 decimals): the numbers are reports, not measurements to recompute. */
const ms = (value: number) => Math.round(Math.max(0, value));

/**
 * Seed 001's navigation timings from the navigation entry (ms from the start of navigation; sizes in
 * bytes). TLS is 0 on plain http. TTFB is the response start.
 */
export function navigationMetrics(nav: PerformanceNavigationTiming | undefined): PerformanceMetrics {
  if (!nav) return {};
  return {
    time_to_first_byte_ms: ms(nav.responseStart),
    response_start_ms: ms(nav.responseStart),
    decoded_body_size_bytes: nav.decodedBodySize,
    encoded_body_size_bytes: nav.encodedBodySize,
    dom_content_loaded_event_start_ms: ms(nav.domContentLoadedEventStart),
    dom_content_loaded_event_end_ms: ms(nav.domContentLoadedEventEnd),
    domain_lookup_ms: ms(nav.domainLookupEnd - nav.domainLookupStart),
    load_event_start_ms: ms(nav.loadEventStart),
    load_event_end_ms: ms(nav.loadEventEnd),
    tcp_connection_ms: ms(nav.connectEnd - nav.connectStart),
    tls_negotiation_ms: nav.secureConnectionStart > 0 ? ms(nav.connectEnd - nav.secureConnectionStart) : 0,
  };
}

/**
 * Web vitals by PerformanceObserver (buffered, so entries from before the collector loaded count):
 * LCP (the last candidate), FCP, CLS (the largest session window: shifts under 1 s apart, at most
 * 5 s long, without recent input), INP (the longest interaction, a close reading of the 98th percentile
 * on pages with few interactions) and FID from the first-input entry. Fills `metrics` as entries come.
 */
export function observeVitals(metrics: PerformanceMetrics): void {
  let session = 0;
  let windowStart = 0;
  let last = 0;
  const watch = (type: string, onEntry: (entry: Entry) => void, extra?: object) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((e) => onEntry(e))).observe({
        type,
        buffered: true,
        ...extra,
      });
    } catch {
      // This browser does not report that entry type: the metric stays absent.
    }
  };
  watch('largest-contentful-paint', (e) => (metrics.largest_contentful_paint_ms = ms(e.startTime)));
  watch('paint', (e) => {
    if (e.name === 'first-contentful-paint') metrics.first_contentful_paint_ms = ms(e.startTime);
  });
  watch('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    const t = e.startTime;
    if (t - last > 1000 || t - windowStart > 5000) {
      session = 0;
      windowStart = t;
    }
    session += e.value ?? 0;
    last = t;
    metrics.cumulative_layout_shift = Math.max(
      metrics.cumulative_layout_shift ?? 0,
      Math.round(session * 1e4) / 1e4,
    );
  });
  watch('first-input', (e) => {
    metrics.first_input_delay_ms = ms((e.processingStart ?? e.startTime) - e.startTime);
    metrics.interaction_to_next_paint_ms = Math.max(
      metrics.interaction_to_next_paint_ms ?? 0,
      ms(e.duration),
    );
  });
  watch(
    'event',
    (e) => {
      if (e.interactionId)
        metrics.interaction_to_next_paint_ms = Math.max(
          metrics.interaction_to_next_paint_ms ?? 0,
          ms(e.duration),
        );
    },
    { durationThreshold: 16 },
  );
}
