// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { removeBeacon, settle, stubBeacon } from '../../test/test-page';
import { performanceEvent, startCollector } from './collector.client';
import { navigationMetrics } from './metrics.client';

let sent: ReturnType<typeof stubBeacon>;
beforeEach(() => {
  sent = stubBeacon();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  removeBeacon();
});

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the performance collector', () => {
  test("the event has seed 001's constants, the environment by hostname and the page", () => {
    const event = performanceEvent({ websiteId: 'site-1' }, 'load-1', { largest_contentful_paint_ms: 1200 });
    expect(event).toMatchObject({
      app: 'plinth-storefront',
      event: 'load',
      pageLoadId: 'load-1',
      ts: expect.any(Number) as number,
      raw: true,
      data: {
        largest_contentful_paint_ms: 1200,
        action: 'load',
        actor: 'user',
        owner: 'web_performance',
        source: 'web',
        object_type: 'website',
        schema: 'Performance',
        environment: 'dev',
        website_id: 'site-1',
        page_path: location.pathname,
      },
    });
  });

  test("seed 001's navigation timings come from the navigation entry", () => {
    const nav = {
      responseStart: 120.4,
      decodedBodySize: 50_000,
      encodedBodySize: 12_000,
      domContentLoadedEventStart: 300,
      domContentLoadedEventEnd: 310,
      domainLookupStart: 5,
      domainLookupEnd: 15,
      loadEventStart: 500,
      loadEventEnd: 505,
      connectStart: 15,
      connectEnd: 60,
      secureConnectionStart: 30,
    } as PerformanceNavigationTiming;
    expect(navigationMetrics(nav)).toEqual({
      time_to_first_byte_ms: 120,
      response_start_ms: 120,
      decoded_body_size_bytes: 50_000,
      encoded_body_size_bytes: 12_000,
      dom_content_loaded_event_start_ms: 300,
      dom_content_loaded_event_end_ms: 310,
      domain_lookup_ms: 10,
      load_event_start_ms: 500,
      load_event_end_ms: 505,
      tcp_connection_ms: 45,
      tls_negotiation_ms: 30,
    });
    expect(navigationMetrics({ ...nav, secureConnectionStart: 0 }).tls_negotiation_ms).toBe(0);
  });

  test('posts one JSON array to /api/1/performance/records when the page is hidden, once', async () => {
    startCollector({ websiteId: 'site-1' });
    setVisibility('hidden');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    vi.useRealTimers();
    await settle();
    expect(sent.map((s) => [s.url, s.type])).toEqual([['/api/1/performance/records', 'text/plain']]);
    const body = JSON.parse(sent[0]!.body) as unknown[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      event: 'load',
      raw: true,
      data: { schema: 'Performance', website_id: 'site-1' },
    });
    setVisibility('visible');
  });

  test('posts after at most 60 s when the page stays visible', async () => {
    startCollector({ websiteId: 'site-1' });
    vi.advanceTimersByTime(59_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await settle();
    expect(sent.map((s) => s.url)).toEqual(['/api/1/performance/records']);
  });
});
