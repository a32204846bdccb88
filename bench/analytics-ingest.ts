/**
 * Analytics ingest throughput (issue 12 part 4) on SQLite and on PostgreSQL (when BENCH_PG_URL
 * answers), beside /healthz for scale: newer-tracker page views posted as text/plain beacons by 50 connections, each answered
 * 202 only once committed (the group commit of decision 0044), as events per second. Then the cost to
 * page serving: the product page (returning visitor, 10 connections) alone, and again while events
 * arrive at BENCH_INGEST_FLOOD_RATE (1000/s) and while they arrive as fast as the server takes them,
 * printed as ratios to the page alone (goal: 0.90 or more at the fixed rate). Called from run.ts; also
 * runnable alone: node --import tsx bench/analytics-ingest.ts
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  addToCartTarget,
  load,
  loadRow,
  onEachEngine,
  withServer,
  type LoadResult,
  type Target,
} from './add-to-cart';
import { cpuMs } from './process-cpu';

const INGEST_CONNECTIONS = 50;
const PAGE_CONNECTIONS = 10;
const FLOOD_RATE = Number(process.env.BENCH_INGEST_FLOOD_RATE ?? 1000);
const EVENTS_GOAL = 10_000;
const PAGE_RATIO_GOAL = 0.9;
const PAGE = '/shop/p/linen-shirt';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const EVENT_BODY = JSON.stringify({
  eventSchemaName: 'PageView',
  eventContent: JSON.stringify({
    analytics_id: 'bench-visitor',
    session_id: 'bench-session',
    page_host: '127.0.0.1',
    page_path: PAGE,
    page_query: '?utm_source=bench',
    page_referrer: 'https://www.example.org/',
    user_agent: CHROME,
    timestamp: 1_764_000_000_000,
    source_environment: 'prod',
  }),
});

export interface IngestEngineResult {
  engine: 'sqlite' | 'postgres';
  /** The HTTP ceiling of this server on this machine, for scale. */
  health: LoadResult;
  ingest: LoadResult;
  pageAlone: LoadResult;
  pageWithRate: LoadResult;
  pageWithFlood: LoadResult;
  floodDuringPage: LoadResult;
  /**
   * The server's own CPU time (user + system, from /proc) per product page served alone and per event
   * at FLOOD_RATE alone; null where /proc cannot be read. The server is one Node process, so its one
   * thread spends FLOOD_RATE × cpuPerEvent of each second on events: what the page is left with,
   * whatever the load generator beside it on this machine costs.
   */
  cpu: { perPageUs: number; perEventUs: number; pageAloneBusy: number } | null;
}

/** Runs `work` and says how much server CPU it took per request, or null. */
async function measuredCpu(
  pid: number,
  work: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; usPerRequest: number | null }> {
  const before = cpuMs(pid);
  const result = await work();
  const after = cpuMs(pid);
  const usPerRequest =
    before === null || after === null || result.total === 0 ? null : ((after - before) * 1000) / result.total;
  return { result, usPerRequest };
}

/** Beacons from a returning visitor: same-origin, so the browser sends the crumb cookie it keeps. */
function flood(base: string, crumb: string, durationS: number, overallRate?: number): Promise<LoadResult> {
  return autocannon({
    url: base + '/api/v1/clanker/events',
    connections: overallRate ? PAGE_CONNECTIONS : INGEST_CONNECTIONS,
    duration: durationS,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, cookie: `crumb=${crumb}` },
    body: EVENT_BODY,
    ...(overallRate ? { overallRate } : {}),
  }).then((r) => ({
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    total: r.requests.total,
  }));
}

async function benchEngine(target: Target, durationS: number): Promise<IngestEngineResult> {
  return withServer(target, null, async (base, pid) => {
    const { crumb } = await addToCartTarget(base);
    const page = () =>
      load(base, PAGE, durationS, { headers: { cookie: `crumb=${crumb}` } }, PAGE_CONNECTIONS);
    const health = await load(base, '/healthz', durationS, {}, INGEST_CONNECTIONS);
    const ingest = await flood(base, crumb, durationS);
    const alone = await measuredCpu(pid, page);
    const pageAlone = alone.result;
    const [pageWithRate] = await Promise.all([page(), flood(base, crumb, durationS, FLOOD_RATE)]);
    const [pageWithFlood, floodDuringPage] = await Promise.all([page(), flood(base, crumb, durationS)]);
    const events = await measuredCpu(pid, () => flood(base, crumb, durationS, FLOOD_RATE));
    const cpu =
      alone.usPerRequest === null || events.usPerRequest === null
        ? null
        : {
            perPageUs: alone.usPerRequest,
            perEventUs: events.usPerRequest,
            pageAloneBusy: (alone.usPerRequest * pageAlone.requestsPerSecond) / 1e6,
          };
    return {
      engine: target.engine,
      health,
      ingest,
      pageAlone,
      pageWithRate,
      pageWithFlood,
      floodDuringPage,
      cpu,
    };
  });
}

export async function runIngestBench(
  durationS = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<{ results: IngestEngineResult[]; postgresSkipped: string | null }> {
  // The bench's one client address sends far more than a visitor's 600 events a minute.
  process.env.ANALYTICS_EVENTS_PER_CLIENT_PER_MINUTE = '1000000000';
  return onEachEngine((target) => benchEngine(target, durationS));
}

const row = (name: string, r: LoadResult) => loadRow(name, r, 46);

export function formatIngestReport(report: {
  results: IngestEngineResult[];
  postgresSkipped: string | null;
}): string {
  const lines = [
    `\nAnalytics ingest (${INGEST_CONNECTIONS} connections; each event answered once committed)\n`,
  ];
  for (const r of report.results) {
    const rateRatio = r.pageWithRate.requestsPerSecond / r.pageAlone.requestsPerSecond;
    const floodRatio = r.pageWithFlood.requestsPerSecond / r.pageAlone.requestsPerSecond;
    lines.push(
      `${r.engine}: ingest ${r.ingest.requestsPerSecond.toFixed(0)} events/s (goal: ${EVENTS_GOAL} or more on SQLite), ` +
        `${((r.ingest.requestsPerSecond / r.health.requestsPerSecond) * 100).toFixed(1)}% of /healthz`,
      row(`  GET /healthz (the HTTP ceiling, for scale)`, r.health),
      row(`  POST /api/v1/clanker/events`, r.ingest),
      row(`  GET ${PAGE} alone`, r.pageAlone),
      row(`  GET ${PAGE} + ${FLOOD_RATE} events/s`, r.pageWithRate),
      row(`  GET ${PAGE} + events flat out`, r.pageWithFlood),
      row(`  POST events flat out, beside the page`, r.floodDuringPage),
      `  page serving with ${FLOOD_RATE} events/s / alone: ${rateRatio.toFixed(2)} (goal: ${PAGE_RATIO_GOAL} or more); ` +
        `with events flat out / alone: ${floodRatio.toFixed(2)}`,
    );
    if (r.cpu) {
      const share = (FLOOD_RATE * r.cpu.perEventUs) / 1e6;
      lines.push(
        `  server CPU: ${r.cpu.perPageUs.toFixed(0)} µs a page (busy ${(r.cpu.pageAloneBusy * 100).toFixed(0)}% of a core alone), ` +
          `${r.cpu.perEventUs.toFixed(0)} µs an event at ${FLOOD_RATE}/s: ` +
          `${FLOOD_RATE} events/s take ${(share * 100).toFixed(1)}% of the server's thread, leaving the page ${(1 - share).toFixed(2)}`,
      );
    }
  }
  if (report.postgresSkipped) lines.push(`postgres: skipped (${report.postgresSkipped})`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatIngestReport(await runIngestBench()));
}
