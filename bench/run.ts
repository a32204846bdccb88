/**
 * Prints throughput and size figures for the storefront from one run against a server started here on
 * 127.0.0.1 with a throwaway database. Never fails on a number: goals are printed beside the figures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatAddToCartReport, load as loadAt, runAddToCartBench, type LoadResult } from './add-to-cart';
import { javascriptBytes } from './javascript-bytes';
import { lighthouseScores, printLighthouse } from './lighthouse';
import { printPageWeights } from './page-weight';
import { formatCheckoutReport, runCheckoutBench } from './checkout';
import { formatCommitPauses } from './sqlite-commit-pauses';
import { formatIngestReport, runIngestBench } from './analytics-ingest';
import { formatSearchReport, runSearchBench } from './site-search';
import { buildTrackerBundles } from '../packages/tracker/src/build/bundles.server';
import { TRACKER_BUDGET_GZIP_BYTES } from '@plinth/contracts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer();
    const health = await load('/healthz');
    const { crumb } = await addToCartTarget();
    // A returning visitor sends the crumb cookie every browser keeps after its first page.
    const product = await load('/shop/p/linen-shirt', { headers: { cookie: `crumb=${crumb}` } });
    const firstVisit = await load('/shop/p/linen-shirt');
    // A block page of the demo (issue 10): its HTML is cached as the product page's is.
    const blockPage = await load('/about', { headers: { cookie: `crumb=${crumb}` } });
    const js = await javascriptBytes(`${BASE}/shop/p/linen-shirt`);

    const ratio = product.requestsPerSecond / health.requestsPerSecond;
    const firstRatio = firstVisit.requestsPerSecond / health.requestsPerSecond;
    console.log(`\nPlinth benchmark (${DURATION_S} s each, ${CONNECTIONS} connections, 127.0.0.1, SQLite)\n`);
    printRow('GET /healthz', health);
    printRow('GET /shop/p/linen-shirt (returning)', product);
    printRow('GET /shop/p/linen-shirt (first visit)', firstVisit);
    printRow('GET /about (block page, returning)', blockPage);
    console.log(
      `\nproduct page / healthz throughput: ${(ratio * 100).toFixed(1)}% returning, ` +
        `${(firstRatio * 100).toFixed(1)}% first visit (a new crumb cookie each time)  (goal: 20% or more)`,
    );
    console.log(
      `block page / healthz throughput: ${((blockPage.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}% returning  (goal: 20% or more)`,
    );
    console.log(
      `product page JavaScript before interaction: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip ` +
        `(${(js.rawBytes / 1024).toFixed(1)} KB raw, ${js.files.length} files; goal: 81 KB gzip or less)`,
    );
    // The tracker on every page, and the bundles it loads later (built apart: the server's stay as they are).
    const trackerDir = mkdtempSync(join(tmpdir(), 'plinth-bench-tracker-'));
    const bundles = await buildTrackerBundles(trackerDir);
    rmSync(trackerDir, { recursive: true, force: true });
    console.log(
      `analytics tracker: ${bundles.map((b) => `${b.name} ${b.gzipBytes} B`).join(', ')} gzip ` +
        `(goal: tracker ${TRACKER_BUDGET_GZIP_BYTES} B or less; the others load after it, when needed)`,
    );

    // Compression, page weights and Lighthouse (bench/page-weight.ts, bench/lighthouse.ts; docs/decisions/0012).
    const browserLike = { cookie: `crumb=${crumb}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const gzipped = await load('/shop/p/linen-shirt', { headers: browserLike });
    console.log('');
    printRow('GET /shop/p/linen-shirt (returning, gzip)', gzipped);
    console.log(
      `product page (gzip) / healthz throughput: ` +
        `${((gzipped.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}%  (goal: 20% or more)`,
    );
    await printPageWeights(BASE);
    printLighthouse(await lighthouseScores(BASE, ['/shop/p/linen-shirt', '/', '/about', '/cart']));
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  // Add to cart at 50 connections on SQLite and PostgreSQL, with where the time goes (add-to-cart.ts).
  console.log(formatAddToCartReport(await runAddToCartBench({ durationS: DURATION_S })));
  // What a SQLite commit holds the request thread for, checkpoints included (sqlite-commit-pauses.ts).
  console.log(await formatCommitPauses());
  // Complete purchases per second on both engines (checkout.ts).
  console.log(formatCheckoutReport(await runCheckoutBench(DURATION_S)));
  // Analytics events per second on both engines, and what they cost page serving (analytics-ingest.ts).
  console.log(formatIngestReport(await runIngestBench(DURATION_S)));
  // Site search over 20,000 products and posts on both engines: index build time, throughput (site-search.ts).
  console.log(formatSearchReport(await runSearchBench(DURATION_S)));
}

/** One autocannon run against this bench's server (add-to-cart.ts holds the load runner both use). */
function load(
  path: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadResult> {
  return loadAt(BASE, path, DURATION_S, options, CONNECTIONS);
}

function printRow(name: string, r: LoadResult): void {
  const rps = r.requestsPerSecond.toFixed(0).padStart(7);
  const warn = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  console.log(`${name.padEnd(40)} ${rps} req/s   p99 ${String(r.p99Ms).padStart(4)} ms${warn}`);
}

async function addToCartTarget(): Promise<{ itemId: string; sku: string; crumb: string }> {
  const response = await fetch(`${BASE}/shop/p/sticker-pack?format=json`);
  const crumb = /crumb=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const context = (await response.json()) as { item: { id: string; variants: { sku: string }[] } };
  const sku = context.item.variants[0]?.sku;
  if (!crumb || !sku) throw new Error('could not read the crumb or the sku from the product page');
  return { itemId: context.item.id, sku, crumb };
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer on ${BASE} within 60 s`);
}

await main();
