import { newId } from '@plinth/db';
import type { z } from 'zod';
import type { performanceRecordsRequestSchema } from '@plinth/contracts/schemas';
import { pathOnly } from './event-row';
import type { PerformanceRow } from './queries';
import type { AnalyticsIngest, IngestOutcome, IngestRequest } from './service';
import { classifyUserAgent } from './user-agent';

type PerformanceEvents = z.infer<typeof performanceRecordsRequestSchema>;

/**
 * POST /api/1/performance/records: one performance_records row per page load reported, the web vitals
 * in their columns, seed 001's navigation timings and body sizes as JSON. The site is the Host's (the
 * event's own website_id is not trusted); a bot's reports are dropped.
 */
export async function recordPerformance(
  ingest: AnalyticsIngest,
  request: IngestRequest,
  events: PerformanceEvents,
): Promise<IngestOutcome> {
  const client = classifyUserAgent(request.userAgent);
  if (client.bot) return 'ignored';
  const occurredAt = new Date(ingest.now()).toISOString();
  const rows = events.map((event): PerformanceRow => {
    const {
      largest_contentful_paint_ms: lcp,
      cumulative_layout_shift: cls,
      interaction_to_next_paint_ms: inp,
      first_contentful_paint_ms: fcp,
      time_to_first_byte_ms: ttfb,
      first_input_delay_ms: fid,
      page_path: pagePath,
      environment,
      // The constants and the event's own site say nothing a row needs (the site is the Host's).
      action: _action,
      actor: _actor,
      owner: _owner,
      source: _source,
      object_type: _objectType,
      schema: _schema,
      website_id: _websiteId,
      ...timings
    } = event.data;
    return {
      id: newId(),
      website_id: request.site.id,
      occurred_at: occurredAt,
      page_load_id: event.pageLoadId,
      page_path: pathOnly(pagePath),
      device: client.device,
      environment,
      lcp: lcp ?? null,
      cls: cls ?? null,
      inp: inp ?? null,
      fcp: fcp ?? null,
      ttfb: ttfb ?? null,
      fid: fid ?? null,
      timings: JSON.stringify({ ...timings, app: event.app, ts: event.ts }),
    };
  });
  await ingest.writer.write({ events: [], performance: rows });
  return 'stored';
}
